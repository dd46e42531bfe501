import { NotFound } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { routerLink } from './routerLink';

/** SPEC 8 "Feature unavailable in the demo": the screen of every area not built yet. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <NotFound
      renderLink={routerLink}
      title={t('errors:notAvailableTitle')}
      description={t('errors:notAvailableBody')}
    />
  );
}
