import { TextField } from '@faena/ui';
import { useTranslation } from 'react-i18next';

/** The contact part of a person's form: phones and extra addresses (comma-separated) and address. */
export interface ContactDraft {
  phones: string;
  emails: string;
  address: string;
}

/** The same three fields in the create dialog and the profile tab, with the server's field errors. */
export function ContactFields<D extends ContactDraft>({
  draft,
  setDraft,
  fieldErrors,
}: {
  draft: D;
  setDraft: (draft: D) => void;
  fieldErrors: Record<string, string>;
}) {
  const { t } = useTranslation('people');
  return (
    <>
      <TextField
        label={t('form.phones')}
        optional
        hint={t('form.phonesHint')}
        inputMode="tel"
        value={draft.phones}
        onChange={(event) => setDraft({ ...draft, phones: event.target.value })}
        error={fieldErrors['phones.0']}
      />
      <TextField
        label={t('form.emails')}
        optional
        hint={t('form.emailsHint')}
        value={draft.emails}
        onChange={(event) => setDraft({ ...draft, emails: event.target.value })}
        error={fieldErrors['emails.0']}
      />
      <TextField
        label={t('form.address')}
        optional
        value={draft.address}
        onChange={(event) => setDraft({ ...draft, address: event.target.value })}
        error={fieldErrors.address}
      />
    </>
  );
}
