import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../auth/session';

/** Protected routes: signed-out visits go to /login, replacing the history entry (SPEC 2.2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { t } = useTranslation();
  if (session.status === 'loading') return <FullPageSpinner label={t('loading')} />;
  if (session.status === 'signedOut') return <Navigate to="/login" replace />;
  return children;
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-fg-muted">
      <span
        aria-hidden="true"
        className="size-8 rounded-full border-4 border-border border-t-primary"
        style={{ animation: 'faena-spin 0.8s linear infinite' }}
      />
      <span>{label}</span>
    </div>
  );
}
