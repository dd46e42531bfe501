/**
 * SPEC 4 / 8 chunk-load failure: a module that fails to load reloads the page once; a second
 * failure within 5 minutes of that reload shows the error screen. After a reload that worked the
 * user gets a one-time apology.
 */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;
export const CHUNK_RELOAD_KEY = 'faena.chunkReload';

interface ReloadRecord {
  /** When the page was reloaded because of a failed module. */
  at: number;
  /** Whether the apology after that reload is still to be shown. */
  apologyPending: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function read(store: Store): ReloadRecord | null {
  try {
    const value = JSON.parse(store.getItem(CHUNK_RELOAD_KEY) ?? 'null') as Partial<ReloadRecord> | null;
    return typeof value?.at === 'number'
      ? { at: value.at, apologyPending: value.apologyPending === true }
      : null;
  } catch {
    return null;
  }
}

/**
 * What to do about a failed module now: `reload` (and the time is remembered) unless the page was
 * already reloaded for this within the window, then `showError`.
 */
export function onChunkFailure(store: Store, now: number): 'reload' | 'showError' {
  const last = read(store);
  if (last && now - last.at < CHUNK_RELOAD_WINDOW_MS) return 'showError';
  store.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ at: now, apologyPending: true } satisfies ReloadRecord));
  return 'reload';
}

/** Whether the apology is due (once per reload); calling it marks it shown. */
export function takeApology(store: Store): boolean {
  const last = read(store);
  if (!last?.apologyPending) return false;
  store.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ ...last, apologyPending: false } satisfies ReloadRecord));
  return true;
}

/** Whether an error is a dynamic import (code-split chunk) that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** The module URL named in a chunk-load error message, if any. */
export function chunkUrlOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /(https?:\/\/\S+?\.(?:m?js|css))/.exec(error.message)?.[1] ?? null;
}

/**
 * SPEC 8 says which message: the module is gone from the server (404 — a new version was deployed
 * and the old chunks removed) → `updated` ('hubo que actualizar a la última versión'); the module
 * could not be fetched at all (offline, aborted, server error) → `technical` ('tuvimos un problema
 * técnico').
 */
export async function classifyChunkFailure(
  error: unknown,
  fetcher: (url: string) => Promise<{ status: number }> = (url) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }),
): Promise<'updated' | 'technical'> {
  const url = chunkUrlOf(error);
  if (!url) return 'technical';
  try {
    const response = await fetcher(url);
    return response.status === 404 || response.status === 410 ? 'updated' : 'technical';
  } catch {
    return 'technical';
  }
}
