/**
 * When to refresh the ID token (SPEC 4 and 9): 5 minutes before it expires; it counts as
 * expired 30 s early; after network failures retry from 30 s, doubling to 960 s.
 */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const EXPIRY_MARGIN_MS = 30_000;
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 960_000;

/** Milliseconds until the refresh of a token expiring at `expiresAt` is due (never negative). */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - now);
}

export function isTokenExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt - EXPIRY_MARGIN_MS;
}

/** Wait after the `failures`-th failure in a row (1-based): 30 s, 60 s, … capped at 960 s. */
export function retryDelay(failures: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
}

export interface TokenRefresherOptions {
  /** Forces a new token; resolves with its expiry (epoch ms). */
  refresh: () => Promise<number>;
  /** Whether a failure is worth retrying (a network failure) rather than ending the session. */
  isRetryable: (error: unknown) => boolean;
  /** A failure that is not retryable: the session cannot go on. */
  onFatal: (error: unknown) => void;
  now?: () => number;
}

export interface TokenRefresher {
  /** (Re)schedules the refresh of a token expiring at `expiresAt`. */
  schedule: (expiresAt: number) => void;
  stop: () => void;
}

/** Keeps the token fresh with timers; one pending timer at a time. */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const run = async () => {
    timer = undefined;
    try {
      const expiresAt = await options.refresh();
      failures = 0;
      if (!stopped) schedule(expiresAt);
    } catch (error) {
      if (stopped) return;
      if (!options.isRetryable(error)) {
        options.onFatal(error);
        return;
      }
      failures += 1;
      timer = setTimeout(run, retryDelay(failures));
    }
  };
  function schedule(expiresAt: number) {
    stopped = false;
    clear();
    timer = setTimeout(run, refreshDelay(expiresAt, now()));
  }
  return {
    schedule,
    stop: () => {
      stopped = true;
      clear();
    },
  };
}
