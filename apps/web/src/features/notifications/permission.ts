/**
 * The browser's notification permission (SPEC 4): prompt, then granted, denied or unsupported.
 * In the prompt state it is requested on load. A denied permission cannot be asked for again
 * by the page: only the person can lift it in the browser's site settings.
 */
import { useCallback, useEffect, useState } from 'react';

export type NotificationPermissionState = 'prompt' | 'granted' | 'denied' | 'unsupported';

/** Where the Notification API lives (the window; a stand-in in tests). */
export interface NotificationScope {
  Notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
}

export function readNotificationPermission(scope: NotificationScope = window): NotificationPermissionState {
  if (!('Notification' in scope) || !scope.Notification) return 'unsupported';
  const permission = scope.Notification.permission;
  return permission === 'default' ? 'prompt' : permission;
}

/** Asks the browser (which answers 'denied' at once when it was denied before). */
export async function requestNotificationPermission(
  scope: NotificationScope = window,
): Promise<NotificationPermissionState> {
  if (!scope.Notification) return 'unsupported';
  try {
    await scope.Notification.requestPermission();
  } catch {
    // Older browsers only take a callback; the state is read again below either way.
  }
  return readNotificationPermission(scope);
}

/**
 * The permission, asked for on load when in the prompt state, and followed when the person
 * changes it in the browser (Permissions API, where there is one). `recheck` reads it again.
 */
export function useNotificationPermission({ requestOnLoad = false } = {}) {
  const [state, setState] = useState<NotificationPermissionState>(() => readNotificationPermission());

  useEffect(() => {
    let active = true;
    if (requestOnLoad && readNotificationPermission() === 'prompt') {
      void requestNotificationPermission().then((next) => active && setState(next));
    }
    let status: PermissionStatus | null = null;
    const follow = () => active && setState(readNotificationPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        status = result;
        result.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      status?.removeEventListener('change', follow);
    };
  }, [requestOnLoad]);

  const recheck = useCallback(async () => {
    const next = await requestNotificationPermission();
    setState(next);
    return next;
  }, []);

  return { state, recheck };
}
