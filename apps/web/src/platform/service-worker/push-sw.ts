/**
 * The web app's service worker:
 * - the installable app's offline use: it precaches the app shell (index.html) and every
 *   static asset of its build (the list is built into it, see `precache.ts` and
 *   vite.worker.config.ts), answers navigations from the network and, without one, with the
 *   cached shell, and keeps the last answer of the reads a person needs offline
 *   (`offline-cache.ts`);
 * - `push`: a message from the cloud messaging service is shown as a system notification;
 * - `notificationclick`: a tap opens the notification's page (`/posts/{postId}` for a
 *   NEW_POST) in an open window of the app, or a new one.
 * Notifications the open app shows itself (through this worker's registration) are tapped the
 * same way. Built on its own into `dist/push-sw.js` (vite.worker.config.ts).
 *
 * A new build is a new worker: the first one takes over at once; a later one waits until the
 * page asks it to (the "new version" prompt of `features/offline`), so pages of the running
 * build keep their cached chunks meanwhile.
 */
import { readPushMessage } from '@faena/contract/push';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  isKeptRead,
  KEPT_READ_MAX_AGE_SECONDS,
  KEPT_READ_MAX_ENTRIES,
  keptReadKey,
  SKIP_WAITING_MESSAGE,
} from './offline-cache';
import { type ClientsLike, openNotificationTarget, targetOf } from './open-target';

declare const self: ServiceWorkerGlobalScope;
/** Replaced at build time by the build's precache list (vite.worker.config.ts); absent in development. */
declare const __FAENA_PRECACHE__: { url: string; revision: string }[] | undefined;

const PRECACHE = typeof __FAENA_PRECACHE__ === 'undefined' ? [] : __FAENA_PRECACHE__;
const SHELL = '/index.html';

self.addEventListener('install', () => {
  // The first worker of this browser has no page of an older build to keep working.
  if (!self.registration.active) void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([API_CACHE]);
      for (const name of await caches.keys()) {
        // Caches of older versions of this worker (Workbox's precache names start with 'workbox-').
        if (name.startsWith('faena-') && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// Pages: from the network (the server renders the runtime configuration into each), else the
// precached shell, which opens whichever route was asked for.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/assets\//] },
  ),
);

// The app shell's files, from the cache (their names or revisions change with each build).
cleanupOutdatedCaches();
precacheAndRoute(PRECACHE);

// The reads a person needs offline: the network's answer when there is one, else the last kept,
// if it is less than a week old (by its Date header; older ones and the oldest beyond 200 are
// deleted as new answers are kept).
registerRoute(
  ({ request, url }) => isKeptRead(request.method, url),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) =>
          keptReadKey(request.url, request.headers.get('authorization')),
      },
      new ExpirationPlugin({
        maxAgeSeconds: KEPT_READ_MAX_AGE_SECONDS,
        maxEntries: KEPT_READ_MAX_ENTRIES,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

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
