/**
 * Alerts outside the page. `PushRegistration` is how a device is registered for push (SPEC 7:
 * a token from the cloud messaging service, with the web push public key). The web build has
 * no messaging sender configured, so no registration is made on the web yet; the native shell
 * registers its own token. While the app is open, a notification that arrives on the stream is
 * shown as a system notification when the page is hidden; a click on it opens its target.
 */
import type { DeviceInfo, Notification as InboxNotification } from '@faena/api-client';
import { notificationHref, notificationTitle } from './notification-link';

export interface PushRegistration {
  /** A push token for this browser, or null when push is unavailable here. */
  token(publicKey: string): Promise<string | null>;
  deviceInfo(): DeviceInfo;
}

/** This browser, as the device list shows it. */
export function browserDeviceInfo(nav: Pick<Navigator, 'userAgent' | 'language'> = navigator): DeviceInfo {
  return { platform: 'web', user_agent: nav.userAgent.slice(0, 200), language: nav.language };
}

export interface SystemNotificationTexts {
  /** The heading for a notification type ('Nueva publicación'…). */
  heading: (type: string) => string;
}

/**
 * Shows `notification` through the browser when allowed and the page is not in view. A click
 * focuses the tab and hands its target (`/posts/{postId}` for a NEW_POST) to `open`.
 */
export function showSystemNotification(
  notification: InboxNotification,
  texts: SystemNotificationTexts,
  open: (href: string) => void,
  scope: Pick<Window, 'focus'> & {
    Notification?: typeof Notification;
    document: Pick<Document, 'visibilityState'>;
  } = window,
): Notification | null {
  const System = scope.Notification;
  if (!System) return null;
  if (System.permission !== 'granted' || scope.document.visibilityState === 'visible') return null;
  const title = notificationTitle(notification.payload);
  const shown = new System(texts.heading(notification.payload.type), {
    ...(title ? { body: title } : {}),
    tag: notification.id,
  });
  const href = notificationHref(notification.payload);
  shown.onclick = () => {
    scope.focus();
    if (href) open(href);
    shown.close();
  };
  return shown;
}

export interface PushDeviceSteps {
  /** The web push public key from `GET /api/notifications/push-config` (null: not configured). */
  publicKey: () => Promise<string | null>;
  /** `POST /api/notifications/devices`. */
  register: (device: { token: string; device_info: DeviceInfo }) => Promise<unknown>;
}

/**
 * Registers this browser for push once notifications are allowed, the server has a public
 * key and a push service is at hand. Returns the token registered, or null when it was not.
 */
export async function registerPushDevice(
  permission: string,
  registration: PushRegistration | null,
  steps: PushDeviceSteps,
): Promise<string | null> {
  if (permission !== 'granted' || !registration) return null;
  const publicKey = await steps.publicKey();
  if (!publicKey) return null;
  const token = await registration.token(publicKey);
  if (!token) return null;
  await steps.register({ token, device_info: registration.deviceInfo() });
  return token;
}

/**
 * The push service of this build: none yet on the web (a messaging sender for the cloud
 * messaging service is not part of the web configuration), so nothing is registered here.
 */
export const webPushRegistration: PushRegistration | null = null;
