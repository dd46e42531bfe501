/**
 * What the browser remembers between pages (localStorage, per tenant host): the person being
 * impersonated (SPEC 4: reset on logout) and the email a magic link was sent to.
 */
const IMPERSONATION_KEY = 'faena.impersonating';
const MAGIC_LINK_EMAIL_KEY = 'faena.emailForSignIn';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readImpersonation(): { name: string } | null {
  try {
    const value = JSON.parse(storage()?.getItem(IMPERSONATION_KEY) ?? 'null') as { name?: unknown } | null;
    return typeof value?.name === 'string' ? { name: value.name } : null;
  } catch {
    return null;
  }
}

export function writeImpersonation(name: string): void {
  storage()?.setItem(IMPERSONATION_KEY, JSON.stringify({ name }));
}

export function clearImpersonation(): void {
  storage()?.removeItem(IMPERSONATION_KEY);
}

export function readMagicLinkEmail(): string | null {
  return storage()?.getItem(MAGIC_LINK_EMAIL_KEY) ?? null;
}

export function writeMagicLinkEmail(email: string): void {
  storage()?.setItem(MAGIC_LINK_EMAIL_KEY, email);
}

export function clearMagicLinkEmail(): void {
  storage()?.removeItem(MAGIC_LINK_EMAIL_KEY);
}

const SESSION_KEY = 'faena.session';

/**
 * Set while a session is open: when the identity provider drops the user while the page is
 * closed (disabled, revoked), the next start knows a session ended and says why.
 */
export function readSessionMarker(): { lastSignInAt: number | null } | null {
  try {
    const value = JSON.parse(storage()?.getItem(SESSION_KEY) ?? 'null') as { lastSignInAt?: unknown } | null;
    if (!value) return null;
    return { lastSignInAt: typeof value.lastSignInAt === 'number' ? value.lastSignInAt : null };
  } catch {
    return null;
  }
}

export function writeSessionMarker(lastSignInAt: number | null): void {
  storage()?.setItem(SESSION_KEY, JSON.stringify({ lastSignInAt }));
}

export function clearSessionMarker(): void {
  storage()?.removeItem(SESSION_KEY);
}
