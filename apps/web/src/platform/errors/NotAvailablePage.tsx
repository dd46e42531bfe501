import { NotFound } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { routerLink } from '../router-link';
import { useScreenRoot } from '../screen';

/** SPEC 8 "Feature unavailable in the demo": the screen of every area not built yet. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <NotFound
      as={useScreenRoot()}
      renderLink={routerLink}
      kind="not-available"
      title={t('errors:notAvailableTitle')}
      description={t('errors:notAvailableBody')}
    />
  );
}
