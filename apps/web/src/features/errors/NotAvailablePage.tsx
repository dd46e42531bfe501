import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC 8 "Feature unavailable in the demo": the screen of every area not built yet. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('errors:notAvailableTitle')}</h1>
      <p>{t('errors:notAvailableBody')}</p>
      <Link className="font-medium text-primary underline" to="/">
        {t('common:goHome')}
      </Link>
    </main>
  );
}
