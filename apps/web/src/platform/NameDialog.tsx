import { ApiError } from '@faena/api-client';
import { Button, Modal, TextField } from '@faena/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name the field starts with (and goes back to when the dialog is closed unsaved). */
  initialName?: string;
  title: string;
  label: string;
  submitLabel: string;
  maxLength: number;
  requiredMessage: string;
  /** Stores the trimmed name; the dialog closes once it resolves. */
  save: (name: string) => Promise<void>;
  /** What the field says when saving fails for a reason the server did not tie to the name. */
  failureMessage: (caught: unknown) => string;
}

/**
 * A dialog with one required name: creating or renaming a category and the like. A blank name is
 * refused before any call; the server's message for `name` shows on the field.
 */
export function NameDialog({
  open,
  onOpenChange,
  initialName = '',
  title,
  label,
  submitLabel,
  maxLength,
  requiredMessage,
  save,
  failureMessage,
}: NameDialogProps) {
  const { t } = useTranslation('common');
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setName(initialName);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) {
      setError(requiredMessage);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await save(clean);
      close(false);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.fields.name ? caught.fields.name : failureMessage(caught),
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
      title={title}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          label={label}
          value={name}
          required
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={error ?? undefined}
        />
      </form>
    </Modal>
  );
}
