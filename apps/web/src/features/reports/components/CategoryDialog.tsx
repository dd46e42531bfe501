import { ApiError } from '@faena/api-client';
import { Button, Modal, TextField, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCategory, invalidateReports, messageOf, renameCategory } from '../api';
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
    if (!clean) return setError(t('admin.categoryNameRequired'));
    setSaving(true);
    setError(null);
    try {
      const saved = renaming ? await renameCategory(renaming.id, clean) : await createCategory(clean);
      invalidateReports(queryClient);
      toast.show({
        title: t(renaming ? 'admin.categoryRenamed' : 'admin.categoryCreated', { name: clean }),
        tone: 'success',
      });
      close(false);
      onDone?.((saved as { id?: string } | undefined)?.id ?? renaming?.id ?? '');
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
      title={renaming ? t('admin.renameTitle', { name: renaming.name }) : t('admin.newCategory')}
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
          maxLength={80}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={error ?? undefined}
        />
      </form>
    </Modal>
  );
}
