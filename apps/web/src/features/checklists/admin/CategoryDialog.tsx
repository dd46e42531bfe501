import { useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { NameDialog } from '@/platform/NameDialog';
import { createCategory, invalidateChecklists, renameCategory } from './api';
import type { ChecklistCategory } from './model';

/**
 * Names a new category (under `parentId`; null is a root) or renames one. `onDone` gets the
 * category the server answered.
 */
export function CategoryDialog({
  open,
  onOpenChange,
  parentId = null,
  renaming,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parentId?: string | null;
  renaming?: ChecklistCategory;
  onDone?: (category: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation('checklists');
  const toast = useToast();
  const queryClient = useQueryClient();

  const save = async (name: string) => {
    const saved = renaming ? await renameCategory(renaming.id, name) : await createCategory(name, parentId);
    invalidateChecklists(queryClient);
    toast.show({
      title: t(renaming ? 'admin.categoryRenamed' : 'admin.categoryCreated', { name }),
      tone: 'success',
    });
    onDone?.({ id: (saved as { id?: string })?.id ?? renaming?.id ?? '', name });
  };

  return (
    <NameDialog
      open={open}
      onOpenChange={onOpenChange}
      initialName={renaming?.name}
      title={
        renaming
          ? t('admin.renameTitle', { name: renaming.name })
          : parentId
            ? t('admin.newSubcategory')
            : t('admin.newRootCategory')
      }
      label={t('admin.categoryName')}
      submitLabel={renaming ? t('admin.saveName') : t('admin.createCategory')}
      maxLength={120}
      requiredMessage={t('admin.categoryNameRequired')}
      save={save}
      failureMessage={(caught) => t('admin.categoryError', { message: messageOf(caught) })}
    />
  );
}
