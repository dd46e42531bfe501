import { Button, TextField } from '@faena/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInUrlOf, subdomainFromAddress } from './organization-address';

/** "Not your organisation?": type its address or subdomain and go to its sign-in page. */
export function OrganizationSwitcher({
  webUrl,
  defaultOpen = false,
  /** Leaves the page; a test passes its own. */
  go = (url: string) => window.location.assign(url),
}: {
  /** The web URL template (`http://{subdomain}.…`) the address is turned into. */
  webUrl: string;
  defaultOpen?: boolean;
  go?: (url: string) => void;
}) {
  const { t } = useTranslation('session');
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const address = String(new FormData(form).get('organization') ?? '');
    const subdomain = subdomainFromAddress(address);
    if (!subdomain) {
      setError(t('organizationAddressInvalid'));
      (form.elements.namedItem('organization') as HTMLInputElement | null)?.focus();
      return;
    }
    setError(undefined);
    go(signInUrlOf(webUrl, subdomain));
  }

  return (
    <details className="group rounded-md border border-border p-3 text-body" open={defaultOpen}>
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
