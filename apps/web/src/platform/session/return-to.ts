/**
 * The page a signed-out visitor asked for, to go back to once signed in (whatever the method).
 * Kept in sessionStorage (this tab, this host) across the sign-in page and a federated sign-in's
 * round trip; an email link carries it in its continue URL instead (`?next=`), since it may be
 * opened in another tab.
 */

const RETURN_TO_KEY = 'faena.returnTo';

/** The query parameter of an email link's continue URL that names the page to return to. */
export const NEXT_PARAM = 'next';

/** The sign-in screens themselves: returning to one of them would loop. */
const SIGN_IN_PATHS = ['/sign-in', '/login', '/from-magic-link', '/from-invite'];

const BASE = 'http://return-to.invalid';

/**
 * A path of this site to go to, or null: only `/path?query#hash` on the same origin. Refused:
 * protocol-relative (`//evil.example`) and absolute URLs (`https://…`, `javascript:…`),
 * backslashes (browsers read `/\evil` as `//evil`), control characters and whitespace,
 * anything that normalises to another origin, and the sign-in screens.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil` normalises to `//evil`.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const bare = url.pathname.replace(/\/+$/, '') || '/';
  if (SIGN_IN_PATHS.includes(bare)) return null;
  return path;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers where to go after signing in (ignored unless it is a safe path of this site). */
export function rememberReturnTo(path: string): void {
  const safe = safeReturnPath(path);
  if (safe) storage()?.setItem(RETURN_TO_KEY, safe);
  else clearReturnTo();
}

/** The remembered page, if any (checked again: storage is not trusted). */
export function readReturnTo(): string | null {
  return safeReturnPath(storage()?.getItem(RETURN_TO_KEY) ?? null);
}

export function clearReturnTo(): void {
  storage()?.removeItem(RETURN_TO_KEY);
}

/**
 * Where a completed sign-in goes: the page an email link names (`next`), else the remembered
 * one, else home (SPEC 4).
 */
export function destinationAfterSignIn(next?: string | null): string {
  return safeReturnPath(next) ?? readReturnTo() ?? '/';
}

/** An email link's continue URL on this origin, naming the remembered page when there is one. */
export function continueUrl(origin: string, path: string): string {
  const url = new URL(path, origin);
  const returnTo = readReturnTo();
  if (returnTo) url.searchParams.set(NEXT_PARAM, returnTo);
  return url.toString();
}
