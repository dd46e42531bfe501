import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/platform/FullPageSpinner';
import { clearReturnTo, rememberReturnTo } from '@/platform/session/return-to';
import { useSession } from '@/platform/session/session';

/**
 * Protected routes: signed-out visits go to /login, replacing the history entry (SPEC 2.2). The
 * page asked for is remembered, and the sign-in returns there; after the person's own logout
 * nothing is (SPEC 4: the next sign-in starts at /).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { t } = useTranslation();
  const wasSignedIn = useRef(false);
  if (session.status === 'signedIn') wasSignedIn.current = true;
  if (session.status === 'loading') return <FullPageSpinner label={t('loading')} />;
  if (session.status === 'signedOut') {
    // A sign-out without a reason after a session is the person's own logout.
    const ownLogout = wasSignedIn.current && !session.reason;
    return <ToSignIn remember={!ownLogout} />;
  }
  return children;
}

function ToSignIn({ remember }: { remember: boolean }) {
  const { pathname, search, hash } = useLocation();
  const asked = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (remember) rememberReturnTo(asked);
    else clearReturnTo();
  }, [remember, asked]);
  return <Navigate to="/login" replace />;
}
