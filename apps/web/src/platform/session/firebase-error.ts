/**
 * The code of a Firebase SDK error (`auth/…`), or null. Read from the error's name and code
 * rather than `instanceof FirebaseError`, so recognising one does not load the SDK.
 */
export function firebaseErrorCode(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== 'FirebaseError') return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** A Firebase SDK error, as far as the app reads one. */
export type FirebaseErrorLike = Error & { code: string; customData?: Record<string, unknown> };
