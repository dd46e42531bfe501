import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/platform/FullPageSpinner';
import { useSession } from '@/platform/session/session';

/** Protected routes: signed-out visits go to /login, replacing the history entry (SPEC 2.2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { t } = useTranslation();
  if (session.status === 'loading') return <FullPageSpinner label={t('loading')} />;
  if (session.status === 'signedOut') return <Navigate to="/login" replace />;
  return children;
}
