/**
 * Alerts outside the page (SPEC 4 and 7). Once notifications are allowed, the app registers
 * its service worker (`src/platform/service-worker`), which shows pushes and opens their page on a tap.
 * `PushRegistration` is how this browser gets a push token from the cloud messaging service
 * (Firebase Cloud Messaging, with the web push public key); the token is registered as a
 * device of the signed-in person and unregistered when they sign out. While the app is open,
 * a notification arriving on the stream is shown as a system notification when the page is
 * hidden.
 */
import {
  type DeviceInfo,
  type Notification as InboxNotification,
  unregisterNotificationDevice,
  unwrap,
} from '@faena/api-client';
import type { WebConfig } from '@faena/contract/env';
import { notificationPath } from '@faena/contract/push';
import {
  OPEN_NOTIFICATION_MESSAGE,
  type OpenNotificationMessage,
  targetOf,
} from '@/platform/service-worker/open-target';
import { loadFirebase } from '@/platform/session/identity';
import { notificationTitle } from './notification-link';

/** Built on its own (vite.worker.config.ts); the dev server serves the module source. */
const WORKER_URL = import.meta.env.DEV ? '/src/platform/service-worker/push-sw.ts' : '/push-sw.js';

let worker: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * The app's service worker, registered once per page and active when this resolves; null
 * where the browser has none (or refuses it, as private windows of some browsers do).
 */
export function notificationsWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return Promise.resolve(null);
  worker ??= container
    .register(WORKER_URL, { scope: '/', type: import.meta.env.DEV ? 'module' : 'classic' })
    .then(() => container.ready)
    .catch(() => null);
  return worker;
}

/** Follows the worker's "open this page" messages (a notification tap); returns the unsubscribe. */
export function followNotificationTaps(
  open: (href: string) => void,
  container:
    | Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>
    | undefined = navigator.serviceWorker,
): () => void {
  if (!container) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const message = event.data as Partial<OpenNotificationMessage> | null;
    if (message?.type !== OPEN_NOTIFICATION_MESSAGE) return;
    const href = targetOf(message);
    if (href) open(href);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}

export interface PushRegistration {
  /** A push token for this browser, or null when push is unavailable here. */
  token(publicKey: string): Promise<string | null>;
  /** Gives the token up with the messaging service. */
  forget(): Promise<void>;
  deviceInfo(): DeviceInfo;
}

/** This browser, as the device list shows it. */
export function browserDeviceInfo(nav: Pick<Navigator, 'userAgent' | 'language'> = navigator): DeviceInfo {
  return { platform: 'web', user_agent: nav.userAgent.slice(0, 200), language: nav.language };
}

/**
 * Push through Firebase Cloud Messaging, when the configuration names the web app's sender
 * and app ids; null otherwise. The messaging SDK is loaded only when a token is asked for.
 */
export function firebasePushRegistration(config: WebConfig): PushRegistration | null {
  if (!config.firebase.messagingSenderId || !config.firebase.appId) return null;
  const messaging = async () => {
    const { getMessaging, isSupported, ...calls } = await import('firebase/messaging');
    return (await isSupported())
      ? { messaging: getMessaging((await loadFirebase()).firebaseApp(config)), ...calls }
      : null;
  };
  return {
    async token(publicKey) {
      const registration = await notificationsWorker();
      const sdk = registration ? await messaging() : null;
      if (!registration || !sdk) return null;
      return sdk.getToken(sdk.messaging, { vapidKey: publicKey, serviceWorkerRegistration: registration });
    },
    async forget() {
      const sdk = await messaging();
      if (sdk) await sdk.deleteToken(sdk.messaging);
    },
    deviceInfo: () => browserDeviceInfo(),
  };
}

export interface SystemNotificationTexts {
  /** The heading for a notification type ('Nueva publicación'…). */
  heading: (type: string) => string;
}

/**
 * Shows `notification` through the browser when allowed and the page is not in view. With the
 * service worker, it shows it (phones allow no other way) and handles the tap; without, the
 * tap focuses the tab and hands the target (`/posts/{postId}` for a NEW_POST) to `open`.
 * The notification's id is its tag, so a push of the same notification replaces it.
 */
export async function showSystemNotification(
  notification: InboxNotification,
  texts: SystemNotificationTexts,
  open: (href: string) => void,
  /** The service worker, asked for only when the notification is to be shown. */
  worker: () => Promise<Pick<ServiceWorkerRegistration, 'showNotification'> | null>,
  scope: Pick<Window, 'focus'> & {
    Notification?: typeof Notification;
    document: Pick<Document, 'visibilityState'>;
  } = window,
): Promise<void> {
  const System = scope.Notification;
  if (System?.permission !== 'granted' || scope.document.visibilityState === 'visible') return;
  const heading = texts.heading(notification.payload.type);
  const title = notificationTitle(notification.payload);
  const href = notificationPath(notification.payload);
  const options: NotificationOptions = { ...(title ? { body: title } : {}), tag: notification.id };
  const registration = await worker();
  if (registration) {
    await registration.showNotification(heading, { ...options, data: { href } });
    return;
  }
  const shown = new System(heading, options);
  shown.onclick = () => {
    scope.focus();
    if (href) open(href);
    shown.close();
  };
}

export interface PushDeviceSteps {
  /** The web push public key from `GET /api/notifications/push-config` (null: not configured). */
  publicKey: () => Promise<string | null>;
  /** `POST /api/notifications/devices`. */
  register: (device: { token: string; device_info: DeviceInfo }) => Promise<unknown>;
}

/** The token this browser registered, kept to unregister it when the person signs out. */
const TOKEN_KEY = 'faena.pushToken';

/**
 * Registers this browser for push once notifications are allowed, the server has a public
 * key and a push service is at hand. Returns the token registered, or null when it was not.
 */
export async function registerPushDevice(
  permission: string,
  registration: PushRegistration | null,
  steps: PushDeviceSteps,
  storage: Pick<Storage, 'setItem'> = localStorage,
): Promise<string | null> {
  if (permission !== 'granted' || !registration) return null;
  const publicKey = await steps.publicKey();
  if (!publicKey) return null;
  const token = await registration.token(publicKey);
  if (!token) return null;
  await steps.register({ token, device_info: registration.deviceInfo() });
  storage.setItem(TOKEN_KEY, token);
  return token;
}

/**
 * On sign-out: this browser's device is unregistered (while the person's token still works)
 * and its push token given up, so the next person here gets none of their pushes. Never
 * throws: a failed step leaves a token the server forgets once the messaging service refuses it.
 */
export async function forgetPushDevice(
  registration: PushRegistration | null,
  unregister: (token: string) => Promise<unknown>,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = localStorage,
): Promise<void> {
  const token = storage.getItem(TOKEN_KEY);
  if (!token) return;
  storage.removeItem(TOKEN_KEY);
  await Promise.allSettled([unregister(token), registration?.forget()]);
}

/** How long sign-out waits for the device to be unregistered before going on without it. */
const FORGET_WAIT_MS = 3000;

/** `forgetPushDevice` with this app's push service and API, bounded in time (for sign-out). */
export function forgetThisBrowser(config: WebConfig): Promise<void> {
  const forgotten = forgetPushDevice(firebasePushRegistration(config), (token) =>
    unwrap(unregisterNotificationDevice({ path: { token } })),
  );
  return Promise.race([forgotten, new Promise<void>((resolve) => setTimeout(resolve, FORGET_WAIT_MS))]);
}
