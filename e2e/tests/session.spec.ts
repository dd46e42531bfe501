import type { APIRequestContext, Page } from '@playwright/test';
import { ANA, BRUNO, emulatorHost, expect, PASSWORD, signInWithPassword, tenantUrl, test } from './support';

/** Node cannot resolve `*.localhost`: API calls go to the loopback address with the tenant's Host. */
function tenantApi(tenant: string, path: string): [string, { headers: Record<string, string> }] {
  const { host, port } = new URL(tenantUrl(tenant, path));
  return [`http://127.0.0.1:${port}${path}`, { headers: { host } }];
}
const BRUNO_ID = '0a5e7d1c-3b52-4c1e-9f0a-000000000002';
const REVOKED = 'Tu sesión ha sido revocada por el sistema, probablemente no perteneces a la organización.';
const EXPIRED = 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.';

/** An ID token of a demo person, signed in through the Auth Emulator's REST API. */
async function idTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const organization = await (await request.get(...tenantApi('demo', '/api/organizations/current'))).json();
  const response = await request.post(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      data: { email, password: PASSWORD, returnSecureToken: true, tenantId: organization.firebase_tenant_id },
    },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()).idToken as string;
}

/** Ana, an administrator, disables or re-enables Bruno through the API. */
async function setBrunoDisabled(request: APIRequestContext, disabled: boolean) {
  const token = await idTokenOf(request, ANA.email);
  const [url, { headers }] = tenantApi('demo', `/api/persons/${BRUNO_ID}`);
  const response = await request.patch(url, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { disabled },
  });
  expect(response.ok()).toBe(true);
}

/** Signs Bruno in and waits for the app's own first calls (inbox, live stream), so the next refused call is the test's. */
async function signInAsBruno(page: Page) {
  await page.goto(tenantUrl('demo', '/sign-in'));
  const inbox = page.waitForResponse((response) => response.url().includes('/api/notifications?'));
  const stream = page.waitForResponse((response) =>
    response.url().includes('/api/notifications/devices/sse'),
  );
  await signInWithPassword(page, BRUNO.email);
  await expect(page.getByRole('heading', { name: `Hola, ${BRUNO.name}` })).toBeVisible();
  expect((await inbox).ok()).toBe(true);
  expect((await stream).ok()).toBe(true);
}

test.describe('sessions the system ends', () => {
  test.afterEach(async ({ request }) => {
    await setBrunoDisabled(request, false);
  });

  test('a person disabled right after signing in is told the session was revoked', async ({
    page,
    request,
  }) => {
    await signInAsBruno(page);
    // Bruno leaves the app, is disabled, and comes back: its first call is refused. (Were the
    // page left open, one of its own late calls could end the session before a reload did, and
    // the reload would then show the sign-in page without the reason.)
    await page.goto('about:blank');
    await setBrunoDisabled(request, true);
    await page.goto(tenantUrl('demo', '/'));
    await expect(page).toHaveURL(tenantUrl('demo', '/login'));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(REVOKED);
  });

  test('a session refused long after signing in is told it expired', async ({ page, request }) => {
    await page.clock.install();
    await signInAsBruno(page);
    // Disabled long after signing in (any call of the app until then succeeds)…
    await page.clock.fastForward('50:00');
    await setBrunoDisabled(request, true);
    // …then, close to the token's expiry, the app refreshes it and the identity provider refuses.
    await page.clock.fastForward('06:00');
    await expect(page).toHaveURL(tenantUrl('demo', '/login'));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(EXPIRED);
  });
});

test('a network failure on the first call while signed in signs the person out', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
  await page.route('**/api/me', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page).toHaveURL(tenantUrl('demo', '/login'));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
  );
  await page.unroute('**/api/me');
  await page.goto(tenantUrl('demo', '/'));
  await expect(page).toHaveURL(tenantUrl('demo', '/login'));
});
