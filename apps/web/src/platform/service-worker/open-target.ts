/**
 * What a tap on a notification does (SPEC 7: a NEW_POST opens `/posts/{postId}`): an open
 * window of the app is brought forward and told where to go — the app moves there without
 * reloading — and when none is open, a new one opens on the target. The shapes are the few
 * parts of the service worker's `Clients` API this needs, so the rule is tested without one.
 */

/** The message a window of the app gets: go to `href` (a same-origin path). */
export const OPEN_NOTIFICATION_MESSAGE = 'faena:open-notification';

export interface OpenNotificationMessage {
  type: typeof OPEN_NOTIFICATION_MESSAGE;
  href: string;
}

export interface WindowClientLike {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus(): Promise<unknown>;
  postMessage(message: OpenNotificationMessage): void;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** The window to reuse: the focused one, else a visible one, else any. */
function bestWindow(windows: readonly WindowClientLike[]): WindowClientLike | undefined {
  return (
    windows.find((client) => client.focused) ??
    windows.find((client) => client.visibilityState === 'visible') ??
    windows[0]
  );
}

export async function openNotificationTarget(
  clients: ClientsLike,
  origin: string,
  href: string | null,
): Promise<void> {
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client) => new URL(client.url).origin === origin,
  );
  const target = bestWindow(windows);
  if (!target) {
    await clients.openWindow(href ?? '/');
    return;
  }
  // Focus may be refused (no user gesture); the window still gets the message.
  await target.focus().catch(() => undefined);
  if (href) target.postMessage({ type: OPEN_NOTIFICATION_MESSAGE, href });
}

/** The data a shown notification keeps for its tap. */
export interface NotificationTarget {
  href: string | null;
}

export function targetOf(data: unknown): string | null {
  const href = (data as Partial<NotificationTarget> | null)?.href;
  // Only paths of this app: never another site, never a protocol-relative URL.
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') ? href : null;
}
