import { ApiError, type AuthFailure } from '@faena/api-client';

/**
 * The bridge between the api-client's `onAuthFailure` hook (configured once in App) and the
 * session provider, which decides whether a failure ends the session (SPEC 8).
 */
type Listener = (failure: AuthFailure) => void;
let listener: Listener | null = null;

export function reportAuthFailure(failure: AuthFailure): void {
  listener?.(failure);
}

export function listenToAuthFailures(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/**
 * Whether an API error is the session's business (it signs the user out and sends them to sign
 * in): callers inside protected routes show no error toast for it (SPEC 6).
 */
export function isSessionError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || (error.status === 403 && error.code === 'TENANT_MISMATCH');
}
