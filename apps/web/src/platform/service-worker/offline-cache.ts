/**
 * What the service worker keeps for use without a connection, shared by the worker and the
 * page: the API answers it keeps (and under whose name), and the messages between them.
 *
 * The worker answers these GETs from the network first and keeps the last good answer; without
 * a connection it answers from what it kept. Each answer is kept under the signed-in person
 * (the identity tenant and user id read from the request's bearer token), so one person's
 * answers are never given to another signed in on the same device; a chosen sign-out deletes
 * them all (`features/offline`). The organisation's public profile is kept for everyone.
 */

/** The Cache Storage cache of API answers (the precache has its own, managed by Workbox). */
export const API_CACHE = 'faena-api-v1';

/**
 * How long a kept answer may stand in for the network: a week covers a worker offline at a site
 * for days, while a person's data does not linger on a device nobody signs out of, and what is
 * shown offline is never older (older answers are not used, and are deleted).
 */
export const KEPT_READ_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The most answers kept (the least recently stored go first): each day's activities are a new
 * address, so without a bound the cache would grow by a few answers a day for ever.
 */
export const KEPT_READ_MAX_ENTRIES = 200;

/** The page asks a waiting worker to take over ("Actualizar" of the new-version prompt). */
export const SKIP_WAITING_MESSAGE = 'faena:skip-waiting';

/**
 * The reads behind what a person sees first offline: the organisation, their session
 * (`/api/me`, the site configuration), today's activities and the checklists their drafts
 * belong to.
 */
const KEPT_READS: readonly RegExp[] = [
  /^\/api\/organizations\/current$/,
  /^\/api\/me$/,
  /^\/api\/site-config\/me$/,
  /^\/api\/activities\/occurrences$/,
  /^\/api\/checklist-categories$/,
  /^\/api\/checklists$/,
  /^\/api\/checklists\/[^/]+$/,
];

/** Whether the worker keeps the answer to a request for offline use. */
export function isKeptRead(method: string, url: URL): boolean {
  return method === 'GET' && KEPT_READS.some((path) => path.test(url.pathname));
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * Whose answer a request asks for: `tenant/user` from the bearer token's claims (`sub`, and the
 * identity tenant under `firebase.tenant`), or `anonymous` without one. The token is not
 * verified here (the server does that); it only names the cache entry.
 */
export function viewerOf(authorization: string | null): string {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return 'anonymous';
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as {
      sub?: unknown;
      user_id?: unknown;
      firebase?: { tenant?: unknown };
    };
    const user = typeof claims.sub === 'string' ? claims.sub : claims.user_id;
    if (typeof user !== 'string' || !user) return 'anonymous';
    const tenant = typeof claims.firebase?.tenant === 'string' ? claims.firebase.tenant : '-';
    return `${tenant}/${user}`;
  } catch {
    return 'anonymous';
  }
}

/** The key a kept answer is stored under: its URL plus the viewer. */
export function keptReadKey(url: string, authorization: string | null): string {
  const key = new URL(url);
  key.searchParams.set('__faena_viewer', viewerOf(authorization));
  return key.href;
}

/** Where workbox-expiration notes when each kept answer was stored (its addresses name the viewer). */
export const KEPT_READ_TIMES_DATABASE = 'workbox-expiration';

/**
 * Deletes every kept API answer and the record of when each was kept (a chosen sign-out on this
 * device). The record's deletion waits while the worker holds it open; sign-out does not.
 */
export async function forgetKeptReads(
  storage: CacheStorage | undefined = globalThis.caches,
  databases: IDBFactory | undefined = globalThis.indexedDB,
): Promise<void> {
  await storage?.delete(API_CACHE);
  databases?.deleteDatabase(KEPT_READ_TIMES_DATABASE);
}
