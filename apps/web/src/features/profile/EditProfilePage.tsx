import { ApiError, unwrap, updateMe } from '@faena/api-client';
import { trimInvisible } from '@faena/contract/text';
import { buttonVariants, Card, PageHeader, SaveBar, TextField, useToast } from '@faena/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NotAvailablePage } from '@/platform/errors/NotAvailablePage';
import { useFlag } from '@/platform/flags';
import { useSession } from '@/platform/session/session';
import { useUnsavedChangesGuard } from '@/platform/unsaved-changes';

const NAME_MAX = 80;

/** /profile/edit (flag editProfile; off → the not-available screen): the person's own name. */
export default function EditProfilePage() {
  const { t } = useTranslation('profile');
  const enabled = useFlag('editProfile');
  const { session, replacePerson } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const person = session.status === 'signedIn' ? session.person : null;
  const [name, setName] = useState(person?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const dirty = person !== null && name !== person.name;
  const guard = useUnsavedChangesGuard(dirty);
  if (!enabled) return <NotAvailablePage />;
  if (!person) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty) return;
    // The server's rules, checked first so nothing is sent in vain: a name of only invisible
    // characters (zero-width spaces, bidi controls…) is no name.
    const trimmed = trimInvisible(name);
    if (trimmed === '') return setError(t('form:required'));
    if (trimmed.length > NAME_MAX) return setError(t('form:max_length', { limit: NAME_MAX }));
    setError(undefined);
    setSaving(true);
    try {
      replacePerson(await unwrap(updateMe({ body: { name: trimmed } })));
      toast.show({ title: t('editSaved') });
      guard.release();
      navigate('/profile');
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.name ?? failure.message) : String(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader title={t('editTitle')} />
      <Card>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField
            label={t('editName')}
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
          />
          <p className="text-body text-fg-muted">
            {person.email} · {t('editEmailManaged')}
          </p>
          <Link to="/profile" className={`${buttonVariants({ variant: 'ghost' })} self-start`}>
            {t('editCancel')}
          </Link>
          <SaveBar
            dirty={dirty}
            saving={saving}
            labels={{
              region: t('saveBar.region'),
              dirty: t('saveBar.dirty'),
              clean: t('saveBar.clean'),
              save: t('editSave'),
              saving: t('editSaving'),
              discard: t('editDiscard'),
            }}
            onDiscard={() => {
              setName(person.name);
              setError(undefined);
            }}
          />
        </form>
      </Card>
    </div>
  );
}
