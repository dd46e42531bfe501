import { useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { NameDialog } from '@/platform/NameDialog';
import { createCategory, invalidateReports, renameCategory } from '../api';
import type { ReportCategory } from '../model';

/** Names a new report category, or renames one; `onDone` gets the category's id. */
export function CategoryDialog({
  open,
  onOpenChange,
  renaming,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renaming?: ReportCategory;
  onDone?: (id: string) => void;
}) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const queryClient = useQueryClient();

  const save = async (name: string) => {
    const saved = renaming ? await renameCategory(renaming.id, name) : await createCategory(name);
    invalidateReports(queryClient);
    toast.show({
      title: t(renaming ? 'admin.categoryRenamed' : 'admin.categoryCreated', { name }),
      tone: 'success',
    });
    onDone?.((saved as { id?: string } | undefined)?.id ?? renaming?.id ?? '');
  };

  return (
    <NameDialog
      open={open}
      onOpenChange={onOpenChange}
      initialName={renaming?.name}
      title={renaming ? t('admin.renameTitle', { name: renaming.name }) : t('admin.newCategory')}
      label={t('admin.categoryName')}
      submitLabel={renaming ? t('admin.saveName') : t('admin.createCategory')}
      maxLength={80}
      requiredMessage={t('admin.categoryNameRequired')}
      save={save}
      failureMessage={(caught) => t('admin.categoryError', { message: messageOf(caught) })}
    />
  );
}
