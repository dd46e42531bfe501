import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { FullPageSpinner } from '@/platform/FullPageSpinner';
import { routerLink } from '../router-link';
import { type ChunkOutcome, handleChunkFailure } from './chunk-failure';
import { UnknownErrorScreen } from './UnknownErrorScreen';

/** The router's error element: a failed module reloads once (SPEC 4), anything else is SPEC 8's unknown error. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorView error={error} renderLink={routerLink} />;
}

export function ErrorView({ error, renderLink }: { error: unknown; renderLink?: typeof routerLink }) {
  const chunk = handleChunkFailure(error);
  if (chunk) return <ChunkErrorView error={error} outcome={chunk} renderLink={renderLink} />;
  return <UnknownErrorScreen error={error} {...(renderLink ? { renderLink } : {})} />;
}

function ChunkErrorView({
  error,
  outcome,
  renderLink,
}: {
  error: unknown;
  outcome: ChunkOutcome;
  renderLink: typeof routerLink | undefined;
}) {
  const { t } = useTranslation('errors');
  if (outcome.kind === 'reloading') return <FullPageSpinner label={t('common:loading')} />;
  return (
    <Suspense fallback={<FullPageSpinner label={t('common:loading')} />}>
      <ChunkMessage error={error} reason={outcome.reason} renderLink={renderLink} />
    </Suspense>
  );
}

function ChunkMessage({
  error,
  reason,
  renderLink,
}: {
  error: unknown;
  reason: Promise<'updated' | 'technical'>;
  renderLink: typeof routerLink | undefined;
}) {
  const { t } = useTranslation('errors');
  const kind = use(reason);
  return (
    <UnknownErrorScreen
      error={error}
      message={t(kind === 'updated' ? 'chunkUpdated' : 'chunkTechnical')}
      {...(renderLink ? { renderLink } : {})}
    />
  );
}
