import { Button, EmptyState, Skeleton } from '@faena/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useTableauTicket } from '../api';
import type { Report } from '../model';
import { loadTableauEmbedding } from './tableau-element';

/**
 * A Tableau report: a ticket (a connected-app JWT signed for this viewer) from the API, then
 * Tableau's own `<tableau-viz>` web component with the view's URL and the token.
 *
 * The ticket is fetched again a minute before it expires. Until the view has loaded the newest
 * token is given to the viz; once it is interactive Tableau has its own session, and the token is
 * kept (the component reloads the view whenever its `token` attribute changes).
 */
export function TableauView({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const ticket = useTableauTicket(report.publicId);
  const [library, setLibrary] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loaded, setLoaded] = useState(false);
  const [token, setToken] = useState<string | undefined>(undefined);
  const viz = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    loadTableauEmbedding().then(
      () => live && setLibrary('ready'),
      () => live && setLibrary('failed'),
    );
    return () => {
      live = false;
    };
  }, []);

  const fresh = ticket.data?.token;
  useEffect(() => {
    if (fresh && !loaded) setToken(fresh);
  }, [fresh, loaded]);

  useEffect(() => {
    const element = viz.current;
    if (!element) return;
    const interactive = () => setLoaded(true);
    element.addEventListener('firstinteractive', interactive);
    return () => element.removeEventListener('firstinteractive', interactive);
  });

  if (ticket.isError) {
    if (isApiError(ticket.error, 'TABLEAU_NOT_CONFIGURED') || isApiError(ticket.error, undefined, 409)) {
      return (
        <EmptyState
          kind="error"
          titleAs="h3"
          title={t('tableau.notConfigured')}
          description={t('tableau.notConfiguredHint')}
        />
      );
    }
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-border p-4">
        <p role="alert">{t('tableau.loadError')}</p>
        <Button variant="secondary" onClick={() => void ticket.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  if (library === 'failed') {
    return (
      <p role="alert" className="rounded-lg border border-border p-4">
        {t('tableau.loadError')}
      </p>
    );
  }
  if (ticket.isPending || library === 'loading' || !token) {
    return (
      <div role="status" aria-label={t('tableau.loading')}>
        <Skeleton shape="rect" width="100%" height="28rem" />
      </div>
    );
  }
  return (
    <section aria-label={t('tableau.label', { title: report.title })} className="min-w-0">
      <tableau-viz
        ref={viz}
        src={ticket.data.viewUrl}
        token={token}
        toolbar={report.tableau?.toolbar ?? 'bottom'}
        width="100%"
        height="640px"
        className="block w-full"
      />
    </section>
  );
}
