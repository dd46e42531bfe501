/**
 * The web app's service worker, for notifications only (no caching, no fetch handling):
 * - `push`: a message from the cloud messaging service is shown as a system notification;
 * - `notificationclick`: a tap opens the notification's page (`/posts/{postId}` for a
 *   NEW_POST) in an open window of the app, or a new one.
 * Notifications the open app shows itself (through this worker's registration) are tapped the
 * same way. Built on its own into `dist/push-sw.js` (vite.worker.config.ts).
 */
import { readPushMessage } from '@faena/contract/push';
import { type ClientsLike, openNotificationTarget, targetOf } from './open-target';

declare const self: ServiceWorkerGlobalScope;

// A new version takes over at once: the worker holds no state worth waiting for.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message: unknown = null;
  try {
    message = event.data?.json();
  } catch {
    // Not JSON: not one of ours.
  }
  const push = readPushMessage(message);
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      // No icon: the browser shows the site's. With the SVG favicon as icon, Chromium now and
      // then never displayed the notification (it waits for the icon to load).
      data: { href: push.href },
      // The same notification shown by the open app (same tag) is replaced, not repeated.
      ...(push.tag ? { tag: push.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationTarget(
      self.clients as unknown as ClientsLike,
      self.location.origin,
      targetOf(event.notification.data),
    ),
  );
});
