import { type Page, request as playwrightRequest } from '@playwright/test';
import {
  ANA,
  apiAs,
  BRUNO,
  expect,
  isoDateIn,
  keepScreenshot,
  signInAs,
  tenantUrl,
  test,
  tokenOf,
  uniqueName,
} from './support';

/** Days begin where the people work: the browser is in Mexico City whatever the machine's zone. */
const ZONE = 'America/Mexico_City';
test.use({ timezoneId: ZONE, locale: 'es-MX', serviceWorkers: 'allow' });

const OFFLINE_TEXT = 'Sin conexión — mostrando lo guardado en este dispositivo';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** An activity of Bruno's today, made by an administrator; its title. */
async function activityOfBrunoToday(): Promise<string> {
  const api = await playwrightRequest.newContext();
  const bruno = (await apiAs(api, await tokenOf(BRUNO.email)).get('/api/me')).body as { id: string };
  const title = uniqueName('Ronda sin conexión');
  const created = await apiAs(api, await tokenOf(ANA.email)).post('/api/activities', {
    title,
    start: `${isoDateIn(ZONE)}T09:00`,
    timeZone: ZONE,
    responsible: [bruno.id],
  });
  expect(created.status).toBe(201);
  await api.dispose();
  return title;
}

/** Once the service worker has stored the app, it controls the page. */
async function expectControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the installed app opens offline with today’s activities and says it is offline', async ({
  page,
  context,
}) => {
  // The service worker stores the whole build (a few MB) before it takes control.
  test.setTimeout(90_000);
  const title = await activityOfBrunoToday();
  await signInAs(page, BRUNO.email);

  // Installable: the manifest parses and has what Chromium asks of an installable app.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  // Fetched as the browser does (Node cannot resolve the tenant's *.localhost host).
  const { contentType, manifest } = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { contentType: response.headers.get('content-type'), manifest: await response.json() };
  }, href!);
  expect(contentType).toContain('application/manifest+json');
  const { icons } = manifest as { icons: ManifestIcon[] };
  expect(String(manifest.name).length).toBeGreaterThan(0);
  expect(String(manifest.short_name).length).toBeGreaterThan(0);
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  expect(String(manifest.theme_color)).toMatch(/^#[0-9a-f]{3,6}$/i);
  const sizes = icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const [width, height] = icon.sizes.split('x').map(Number);
    const natural = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, icon.src);
    expect(natural, icon.src).toEqual([width, height]);
  }

  // The service worker controls the page (start_url is in its scope) once it has the app stored.
  await expectControlled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/push-sw\.js$/);

  // Today's activities, seen once with a connection (so this device keeps them).
  await page.goto(tenantUrl('demo', '/activities'));
  await expect(page.getByRole('link', { name: `Abrir ${title}` })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

  // No connection: the page reloads from what the device kept.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: `Abrir ${title}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  // Still signed in (no forced sign-out for being offline).
  await expect(page).toHaveURL(/\/activities$/);

  // Back online: the indicator goes.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Abrir ${title}` })).toBeVisible();
});

test('what the device kept over a week ago is not shown offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  const title = await activityOfBrunoToday();
  await signInAs(page, BRUNO.email);
  await expectControlled(page);

  // The day's activities arrive dated eight days ago, as if the device had kept them then.
  const OCCURRENCES = '**/api/activities/occurrences**';
  const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toUTCString();
  await context.route(OCCURRENCES, async (route) => {
    // Node cannot resolve `*.localhost`: the loopback address, with the tenant's Host.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
    await route.fulfill({ response, headers: { ...response.headers(), date: eightDaysAgo } });
  });
  await page.goto(tenantUrl('demo', '/activities'));
  await expect(page.getByRole('link', { name: `Abrir ${title}` })).toBeVisible();
  await context.unroute(OCCURRENCES);

  // Offline, the session is still kept (signed in, the shell opens) but not that old list.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Abrir ${title}` })).toHaveCount(0);
  await keepScreenshot(page, 'offline-expired');
  await context.setOffline(false);
});
