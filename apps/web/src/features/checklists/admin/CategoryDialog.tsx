import { ApiError } from '@faena/api-client';
import { Button, Modal, TextField, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCategory, invalidateChecklists, messageOf, renameCategory } from './api';
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
  const formId = useId();
  const [name, setName] = useState(renaming?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setName(renaming?.name ?? '');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) {
      setError(t('admin.categoryNameRequired'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = renaming
        ? await renameCategory(renaming.id, clean)
        : await createCategory(clean, parentId);
      invalidateChecklists(queryClient);
      toast.show({
        title: t(renaming ? 'admin.categoryRenamed' : 'admin.categoryCreated', { name: clean }),
        tone: 'success',
      });
      close(false);
      onDone?.({ id: (saved as { id?: string })?.id ?? renaming?.id ?? '', name: clean });
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.fields.name
          ? caught.fields.name
          : t('admin.categoryError', { message: messageOf(caught) }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="sm"
      title={
        renaming
          ? t('admin.renameTitle', { name: renaming.name })
          : parentId
            ? t('admin.newSubcategory')
            : t('admin.newRootCategory')
      }
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {renaming ? t('admin.saveName') : t('admin.createCategory')}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          label={t('admin.categoryName')}
          value={name}
          required
          maxLength={120}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={error ?? undefined}
        />
      </form>
    </Modal>
  );
}
