import type { Page, Request } from '@playwright/test';
import {
  ANA,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  signInWithPassword,
  tenantUrl,
  test,
} from './support';

// Pushes are shown by the service worker.
test.use({ serviceWorkers: 'allow' });

const isDesktop = () => test.info().project.name === 'desktop';
const STREAM = '**/api/notifications/devices/sse';
const STREAM_FAILED = 'Debido a un error no se te alertará de nuevas notificaciones dentro de la app.';

/** Signs Ana in and waits for the inbox and the live stream; returns the bearer token the app sends. */
async function signInAsAna(page: Page, path = '/'): Promise<string> {
  const inbox = page.waitForRequest(
    (request: Request) =>
      /\/api\/notifications\?/.test(request.url()) && Boolean(request.headers().authorization),
  );
  const stream = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/devices/sse') && response.status() === 200,
  );
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
  const token = (await inbox).headers().authorization!;
  await stream;
  if (path !== '/') await page.goto(tenantUrl('demo', path));
  return token;
}

/**
 * Calls the API as Ana from the page itself (the tenant's host name resolves only in the
 * browser): the status and the JSON body.
 */
async function callApi<T>(
  page: Page,
  token: string,
  path: string,
  { method = 'GET', body }: { method?: string; body?: object } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ authorization, path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: authorization,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { authorization: token, path, method, body },
  );
}

interface Created {
  id: string;
  title: string;
  postId: string;
}

/** Makes a NEW_POST notification for Ana on the server (development route of the e2e stack). */
async function notifyAna(page: Page, token: string, label: string): Promise<Created> {
  const stamp = `${test.info().project.name}-${Date.now()}`;
  const title = `${label} ${stamp}`;
  const postId = `post-${stamp}`;
  const { status, body } = await callApi<{ id: string }>(page, token, '/api/dev/notifications', {
    method: 'POST',
    body: { payload: { type: 'NEW_POST', postId, title } },
  });
  expect(status).toBe(201);
  return { id: body.id, title, postId };
}

/** The bell (desktop: the dropdown's button; mobile: the top bar's link). */
const bell = (page: Page) =>
  page.getByRole(isDesktop() ? 'button' : 'link', { name: /^Notificaciones(, .* sin leer)?$/ });

/** Ana's unread total as the server counts it. */
async function unreadOnServer(page: Page, token: string): Promise<number> {
  return (await callApi<{ totalUnread: number }>(page, token, '/api/notifications?pageNumber=1&pageSize=1'))
    .body.totalUnread;
}

/** The bell's name for an unread total (the badge reads 99+ above 99). */
const bellName = (unread: number) =>
  unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread > 99 ? '99+' : unread} sin leer`;

const row = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test('a new notification reaches the bell without a reload and opens its post', async ({ page }) => {
  const token = await signInAsAna(page);
  const before = await unreadOnServer(page, token);
  await expect(bell(page)).toHaveAccessibleName(bellName(before));

  const created = await notifyAna(page, token, 'Nueva circular');
  await expect(bell(page)).toHaveAccessibleName(bellName(before + 1));

  if (isDesktop()) {
    await bell(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Últimas notificaciones')).toBeVisible();
    const item = menu.getByRole('menuitem', { name: new RegExp(created.title) });
    await expect(item.getByRole('img', { name: 'No leída' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Ver todas' })).toBeVisible();
    await keepScreenshot(page, 'notifications-menu', { fullPage: false });
    await item.click();
  } else {
    await bell(page).click();
    await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    await row(page, created.title).getByRole('link', { name: created.title }).click();
  }
  await expect(page).toHaveURL(tenantUrl('demo', `/posts/${created.postId}`));
  // Opening it marked it read.
  await expect(bell(page)).toHaveAccessibleName(bellName(before));
});

test('marking read and deleting persist across a reload; a refused change rolls back with a toast', async ({
  page,
}) => {
  const token = await signInAsAna(page);
  const created = await notifyAna(page, token, 'Turno del sábado');
  await page.goto(tenantUrl('demo', '/notifications'));
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  const item = row(page, created.title);
  await expect(item.getByRole('img', { name: 'No leída' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'notifications-page');

  // The server refuses: the change is undone and the person is told.
  await page.route(`**/api/notifications/${created.id}/read`, (route) =>
    route.fulfill({
      status: 500,
      json: { statusCode: 500, error: 'Internal Server Error', message: 'Falla' },
    }),
  );
  await item.getByRole('button', { name: `Marcar como leída: ${created.title}` }).click();
  await expect(
    page.getByText('No se pudo marcar la notificación como leída. Inténtalo nuevamente.'),
  ).toBeVisible();
  await expect(item.getByRole('img', { name: 'No leída' })).toBeVisible();
  await expect(item.getByRole('button', { name: `Marcar como leída: ${created.title}` })).toBeVisible();
  await page.unroute(`**/api/notifications/${created.id}/read`);

  await page.route(`**/api/notifications/${created.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 500,
          json: { statusCode: 500, error: 'Internal Server Error', message: 'Falla' },
        })
      : route.continue(),
  );
  await item.getByRole('button', { name: `Eliminar: ${created.title}` }).click();
  await expect(page.getByText('No se pudo eliminar la notificación. Inténtalo nuevamente.')).toBeVisible();
  await expect(item).toBeVisible();
  await page.unroute(`**/api/notifications/${created.id}`);

  // Accepted: read, and still read after a reload.
  // Read shows once: the named unread dot and the mark-as-read action are gone, no word instead.
  await item.getByRole('button', { name: `Marcar como leída: ${created.title}` }).click();
  await expect(item.getByRole('img', { name: 'No leída' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: `Marcar como leída: ${created.title}` })).toHaveCount(0);
  await page.reload();
  await expect(row(page, created.title)).toBeVisible();
  await expect(row(page, created.title).getByRole('img', { name: 'No leída' })).toHaveCount(0);
  await expect(
    row(page, created.title).getByRole('button', { name: `Marcar como leída: ${created.title}` }),
  ).toHaveCount(0);

  // Deleted, and still gone after a reload.
  await row(page, created.title)
    .getByRole('button', { name: `Eliminar: ${created.title}` })
    .click();
  await expect(row(page, created.title)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Cargando notificaciones' })).toHaveCount(0);
  await expect(page.getByText(created.title)).toHaveCount(0);
});

test('a killed stream reconnects; five failures in a row show the alert', async ({ page }) => {
  const token = await signInAsAna(page);

  // The next connection is cut right after it opens; the one after goes through.
  let attempts = 0;
  await page.route(STREAM, (route) => {
    attempts += 1;
    return attempts === 1
      ? route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'event: ping\ndata: {}\n\n' })
      : route.continue();
  });
  const reconnected = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/devices/sse') && attempts >= 2,
  );
  await page.reload();
  await reconnected;
  const before = await unreadOnServer(page, token);
  await expect(bell(page)).toHaveAccessibleName(bellName(before));
  await notifyAna(page, token, 'Tras reconectar');
  await expect(bell(page)).toHaveAccessibleName(bellName(before + 1));
  await expect(page.getByText(STREAM_FAILED)).toHaveCount(0);
  await page.unroute(STREAM);

  // Every connection fails: after the fifth the person is told.
  await page.route(STREAM, (route) => route.abort('connectionreset'));
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: STREAM_FAILED });
  await expect(alert).toBeVisible();
  await keepScreenshot(page, 'notifications-stream-failed', { fullPage: false });
  await alert.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(alert).toHaveCount(0);
});

/** The app's service worker (`/push-sw.js`), once it is active. */
async function activeWorker(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL),
    )
    .toMatch(/\/push-sw\.js$/);
  const worker = page
    .context()
    .serviceWorkers()
    .find((candidate) => candidate.url().endsWith('/push-sw.js'));
  return worker ?? (await page.context().waitForEvent('serviceworker'));
}

test('with notifications allowed, a push is shown and its tap opens the post', async ({ page, context }) => {
  const origin = new URL(tenantUrl('demo', '/')).origin;
  await context.grantPermissions(['notifications'], { origin });
  // DevTools names service worker registrations by id; it is needed to deliver a push.
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');

  const token = await signInAsAna(page);
  // Allowed: no request, no warning, and the service worker that shows pushes is running.
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  const worker = await activeWorker(page);

  // The device token the messaging service would have handed this browser, registered as the
  // app registers it; then a notification, and the push the server sent for it.
  const deviceToken = `e2e-${test.info().project.name}-${Date.now()}`;
  const { status: registered } = await callApi(page, token, '/api/notifications/devices', {
    method: 'POST',
    body: { token: deviceToken, device_info: { platform: 'web' } },
  });
  expect(registered).toBe(200);
  const created = await notifyAna(page, token, 'Circular por push');
  const pushes = async () =>
    (
      await callApi<{ messages: object[] }>(
        page,
        token,
        `/api/dev/notifications/pushes?token=${encodeURIComponent(deviceToken)}`,
      )
    ).body.messages;
  await expect.poll(async () => (await pushes()).length).toBe(1);
  const [message] = await pushes();

  // Delivered to the service worker as the messaging service delivers it.
  await expect.poll(() => registrations.get(`${origin}/`)).toEqual(expect.any(String));
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`)!,
      data: JSON.stringify({ ...message, from: 'e2e', fcmMessageId: `m-${Date.now()}` }),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
      })),
    );
  const expected = [{ title: 'Nueva publicación', body: created.title, tag: created.id }];
  await deliver();
  // Now and then headless Chromium showed nothing for a delivered push (once in a CI run; not
  // in 30 runs here, alone or under load). Nothing shown after 5 s: the push is delivered once
  // more (the same tag keeps it one notification) and the test's report says so.
  const firstShown = await expect
    .poll(shown, { timeout: 5_000 })
    .toEqual(expected)
    .then(() => true)
    .catch(() => false);
  if (!firstShown) {
    test.info().annotations.push({ type: 'push delivered again', description: 'nothing shown after 5 s' });
    await deliver();
  }
  await expect.poll(shown).toEqual(expected);

  // A tap (Chromium offers no way to click a system notification, so the worker gets the
  // event it would get) brings the app to the post and closes the notification.
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const Tap = (self as unknown as { NotificationEvent: new (type: string, init: object) => Event })
      .NotificationEvent;
    scope.dispatchEvent(new Tap('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(tenantUrl('demo', `/posts/${created.postId}`));
  await expect.poll(shown).toEqual([]);
});
