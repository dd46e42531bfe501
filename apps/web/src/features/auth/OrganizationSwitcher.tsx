import { Button, TextField } from '@faena/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/platform/context';
import { signInUrlOf, subdomainFromAddress } from './organization-address';

/** "Not your organisation?": type its address or subdomain and go to its sign-in page. */
export function OrganizationSwitcher() {
  const { t } = useTranslation('auth');
  const { config } = useAppContext();
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('organization') ?? '');
    const subdomain = subdomainFromAddress(address);
    if (!subdomain) {
      setError(t('organizationAddressInvalid'));
      return;
    }
    setError(undefined);
    window.location.assign(signInUrlOf(config.webUrl, subdomain));
  }

  return (
    <details className="group rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium text-primary-fg">{t('otherOrganization')}</summary>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-3">
        <TextField
          label={t('organizationAddress')}
          name="organization"
          hint={t('organizationAddressHint')}
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          error={error}
        />
        <Button type="submit" variant="secondary">
          {t('goToOrganization')}
        </Button>
      </form>
    </details>
  );
}
