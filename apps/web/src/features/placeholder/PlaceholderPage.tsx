import { buttonVariants, Card, ChevronLeftIcon, PageHeader } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/**
 * /lorem-ipsum/{title}/{id}: SPEC's placeholder screen. The title and id come from the address
 * (anyone can write them; the router has decoded them), so they are shown only as text.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation('placeholder');
  const params = useParams();
  const title = params.title ?? '';
  const id = params.id ?? '';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <Link to="/" className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} self-start`}>
        <ChevronLeftIcon aria-hidden />
        {t('back')}
      </Link>
      <PageHeader title={title || t('title')} description={t('title')} />
      <Card>
        <div className="flex flex-col gap-3">
          <p className="text-body text-fg">{t('lorem')}</p>
          <dl className="flex flex-wrap gap-x-2 text-body">
            <dt className="text-fg-muted">{t('idLabel')}:</dt>
            <dd className="break-all font-mono text-fg">{id}</dd>
          </dl>
        </div>
      </Card>
    </div>
  );
}
