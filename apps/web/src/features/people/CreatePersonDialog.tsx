import { ApiError, createPerson, unwrap } from '@faena/api-client';
import { IDENTITY_DOCUMENT_MESSAGES, IDENTITY_DOCUMENT_TYPES } from '@faena/contract/identity-documents';
import { Button, Checkbox, IconButton, Modal, Select, TextField, TrashIcon, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContactFields } from './ContactFields';
import { type DocumentDraft, documentFeedback, documentLocale, listOf } from './documents';

type KeyedDocument = DocumentDraft & { key: number };
let nextKey = 0;
const newDocument = (): KeyedDocument => ({ key: nextKey++, type: 'CL_CI', number: '' });

interface Draft {
  name: string;
  email: string;
  documents: KeyedDocument[];
  phones: string;
  emails: string;
  address: string;
  confirmRfc: boolean;
}

const emptyDraft = (): Draft => ({
  name: '',
  email: '',
  documents: [newDocument()],
  phones: '',
  emails: '',
  address: '',
  confirmRfc: false,
});

/** The create-person dialog: documents checked as they are typed, the server's field errors on the fields. */
export function CreatePersonDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('people');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const types = IDENTITY_DOCUMENT_MESSAGES[documentLocale(i18n.language)].types;
  const feedback = draft.documents.map((document) => documentFeedback(i18n.language, document));
  const needsConfirm = feedback.some((f) => f.warning);

  const close = (next: boolean) => {
    if (!next) {
      setDraft(emptyDraft());
      setFieldErrors({});
      setFormError(null);
    }
    onOpenChange(next);
  };
  const setDocument = (index: number, change: Partial<DocumentDraft>) =>
    setDraft((current) => ({
      ...current,
      documents: current.documents.map((d, i) => (i === index ? { ...d, ...change } : d)),
    }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (feedback.some((f) => f.error)) return;
    setSaving(true);
    try {
      const person = await unwrap(
        createPerson({
          body: {
            name: draft.name,
            ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
            documents: draft.documents
              .filter((d) => d.number.trim() !== '')
              .map(({ type, number }) => ({ type, number })),
            phones: listOf(draft.phones),
            emails: listOf(draft.emails),
            ...(draft.address.trim() ? { address: draft.address.trim() } : {}),
            ...(draft.confirmRfc ? { confirm_warnings: true } : {}),
          },
        }),
      );
      await queryClient.invalidateQueries({ queryKey: [{ _id: 'listPersons' }] });
      toast.show({ title: t('form.created'), tone: 'success' });
      close(false);
      navigate(`/people/${person.id}`);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFieldErrors(error.fields);
      setFormError(error instanceof ApiError && error.status < 500 ? error.message : t('form.saveError'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={close} title={t('form.title')} size="md">
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3"
        aria-describedby="person-form-error"
      >
        <TextField
          label={t('form.name')}
          required
          maxLength={120}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          error={fieldErrors.name}
        />
        <TextField
          label={t('form.email')}
          type="email"
          optional
          hint={t('form.emailHint')}
          value={draft.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
          error={fieldErrors.email}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-label font-medium">{t('form.documents')}</legend>
          {draft.documents.map((document, index) => (
            <div key={document.key} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <Select
                label={t('form.documentType')}
                value={document.type}
                onChange={(event) =>
                  setDocument(index, { type: event.target.value as DocumentDraft['type'] })
                }
                options={IDENTITY_DOCUMENT_TYPES.map((type) => ({ value: type, label: types[type] }))}
                error={fieldErrors[`documents.${index}.type`]}
              />
              <TextField
                label={t('form.documentNumber')}
                value={document.number}
                autoComplete="off"
                onChange={(event) => setDocument(index, { number: event.target.value })}
                error={feedback[index]?.error ?? fieldErrors[`documents.${index}.number`]}
                hint={feedback[index]?.warning}
              />
              <IconButton
                label={t('form.removeDocument', { index: index + 1 })}
                variant="ghost"
                className="mt-6"
                icon={<TrashIcon />}
                onClick={() =>
                  setDraft((current) => ({
                    ...current,
                    documents: current.documents.filter((_, i) => i !== index),
                  }))
                }
              />
            </div>
          ))}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() =>
              setDraft((current) => ({
                ...current,
                documents: [...current.documents, newDocument()],
              }))
            }
          >
            {t('form.addDocument')}
          </Button>
          {needsConfirm ? (
            <Checkbox
              label={t('form.confirmRfc')}
              checked={draft.confirmRfc}
              onCheckedChange={(checked) => setDraft({ ...draft, confirmRfc: checked })}
            />
          ) : null}
        </fieldset>
        <ContactFields draft={draft} setDraft={setDraft} fieldErrors={fieldErrors} />
        {formError ? (
          <p id="person-form-error" role="alert" className="text-body text-danger-fg">
            {formError}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
