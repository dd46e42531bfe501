import { listPersonsOptions } from '@faena/api-client/query';
import { Button, TextField, useModal, useToast } from '@faena/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/platform/session/session';
import { signInErrorKey } from '@/platform/session/sign-in-errors';

/** Waits for the typing to settle before searching. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * For people with the IMPERSONATE permission (placed on /my-account, inside
 * NotWhileImpersonating): search a person, confirm, and act as them (the page gives it its heading). The banner 'IMPORTANTE: Suplantando a {name}' shows until 'Salir'.
 */
export function ImpersonationPicker() {
  const { t } = useTranslation('account');
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const { session, startImpersonation } = useSession();
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const selfId = session.status === 'signedIn' ? session.person.id : null;
  const persons = useQuery({
    ...listPersonsOptions({ query: { search: settled, limit: 20 } }),
    // One cannot act as oneself (the server refuses with CANNOT_IMPERSONATE_SELF): not offered.
    select: (data) => data.results.filter((person) => person.id !== selfId),
    enabled: settled !== '',
  });

  async function impersonate(person: { id: string; name: string }) {
    const confirmed = await modal.confirm({
      title: t('impersonateConfirmTitle', { name: person.name }),
      description: t('impersonateConfirm', { name: person.name }),
      confirmLabel: t('impersonateStart'),
    });
    if (!confirmed) return;
    try {
      await startImpersonation(person.id);
      navigate('/', { replace: true });
    } catch (error) {
      const key = signInErrorKey(error);
      toast.show({
        title: t('impersonateFailed'),
        ...(key === 'unexpected' && error instanceof Error
          ? { description: error.message }
          : { description: t(key, { ns: 'session' }) }),
        tone: 'error',
      });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('impersonateSearch')}
        hint={t('impersonateSearchHint')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <div aria-live="polite" aria-busy={persons.isFetching || undefined}>
        {persons.isError ? <p role="alert">{t(signInErrorKey(persons.error), { ns: 'session' })}</p> : null}
        {persons.data && persons.data.length === 0 ? (
          <p className="text-fg-muted">{t('impersonateNoResults', { search: settled })}</p>
        ) : null}
        {persons.data && persons.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
            {persons.data.map((person) => (
              <li key={person.id} className="flex items-center justify-between gap-3 p-3">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{person.name}</span>
                  <span className="block truncate text-body text-fg-muted">
                    {person.email}
                    {person.disabled ? ` · ${t('impersonateDisabled')}` : ''}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={person.disabled}
                  aria-label={t('impersonateAction', { name: person.name })}
                  onClick={() => impersonate(person)}
                >
                  {t('impersonateStart')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
