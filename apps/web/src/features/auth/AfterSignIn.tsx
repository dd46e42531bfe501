import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { clearReturnTo, destinationAfterSignIn } from '@/platform/session/return-to';

/**
 * Signed in: on to the page the person asked for before signing in (`next` of an email link,
 * else the remembered one), or home (SPEC 4). The remembered page is used up.
 */
export function AfterSignIn({ next }: { next?: string | null }) {
  const [to] = useState(() => destinationAfterSignIn(next));
  useEffect(() => clearReturnTo(), []);
  return <Navigate to={to} replace />;
}
