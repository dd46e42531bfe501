/**
 * The live notification stream (SPEC 4, 7, 8, 9): `GET /api/notifications/devices/sse` with the
 * bearer token, which the browser's EventSource cannot send, so it is read with fetch and parsed
 * with `eventsource-parser`. 'ping' is ignored; 'notification' is handed to `onNotification`.
 * A failed or ended connection is retried after 2, 4, 8… ms (doubling, capped at 30000 ms);
 * the id of the last event goes back as `Last-Event-ID` so nothing is missed in between. A
 * connection that opens resets the count of consecutive errors; after 5 in a row the stream
 * stops and `onGiveUp` tells the person they will not be alerted inside the app.
 */
import type { Notification } from '@faena/api-client';
import { createParser } from 'eventsource-parser';

export const STREAM_INITIAL_DELAY_MS = 2;
export const STREAM_MAX_DELAY_MS = 30_000;
export const STREAM_MAX_CONSECUTIVE_ERRORS = 5;

/** The wait before the next attempt after `errors` consecutive errors (1, 2, …). */
export function reconnectDelay(
  errors: number,
  initial = STREAM_INITIAL_DELAY_MS,
  max = STREAM_MAX_DELAY_MS,
): number {
  return Math.min(initial * 2 ** Math.max(0, errors - 1), max);
}

export interface NotificationStreamOptions {
  /** The absolute URL of the stream. */
  url: string;
  /** The current ID token, or null when signed out. */
  getToken: () => Promise<string | null> | string | null;
  onNotification: (notification: Notification) => void;
  /** Called once, after the last allowed consecutive error: the stream has stopped. */
  onGiveUp: () => void;
  /** Called each time a connection opens. */
  onOpen?: () => void;
  fetch?: typeof fetch;
  initialDelayMs?: number;
  maxDelayMs?: number;
  maxConsecutiveErrors?: number;
}

export interface NotificationStream {
  /** Closes the connection and cancels any pending retry (sign-out, leaving the app). */
  stop: () => void;
}

class StreamFailure extends Error {}

export function startNotificationStream(options: NotificationStreamOptions): NotificationStream {
  const {
    url,
    getToken,
    onNotification,
    onGiveUp,
    onOpen,
    initialDelayMs = STREAM_INITIAL_DELAY_MS,
    maxDelayMs = STREAM_MAX_DELAY_MS,
    maxConsecutiveErrors = STREAM_MAX_CONSECUTIVE_ERRORS,
  } = options;
  const fetchStream = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  let stopped = false;
  let errors = 0;
  let lastEventId: string | undefined;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const parser = createParser({
    onEvent(message) {
      if (message.id) lastEventId = message.id;
      if (message.event !== 'notification') return;
      try {
        onNotification(JSON.parse(message.data) as Notification);
      } catch {
        // A malformed event is skipped; the next inbox refetch shows the truth.
      }
    },
  });

  async function connect() {
    if (stopped) return;
    controller = new AbortController();
    const { signal } = controller;
    try {
      const token = await getToken();
      if (stopped) return;
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
      const response = await fetchStream(url, { headers, signal, cache: 'no-store' });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.includes('text/event-stream')) {
        throw new StreamFailure(`stream refused: ${response.status}`);
      }
      errors = 0;
      onOpen?.();
      parser.reset();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
      throw new StreamFailure('stream ended');
    } catch {
      if (!stopped) failed();
    }
  }

  function failed() {
    errors += 1;
    if (errors >= maxConsecutiveErrors) {
      stopped = true;
      onGiveUp();
      return;
    }
    retry = setTimeout(connect, reconnectDelay(errors, initialDelayMs, maxDelayMs));
  }

  void connect();

  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
    },
  };
}
