import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('errors:notFoundTitle')}</h1>
      <p>{t('errors:notFoundBody')}</p>
      <Link className="font-medium text-primary underline" to="/">
        {t('common:goHome')}
      </Link>
    </main>
  );
}
