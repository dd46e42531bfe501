import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';

export { expect };

/** What the page reports of a Content Security Policy violation. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
  sample: string;
}

export interface CspViolations {
  /** The violations reported so far in this test, handed over and forgotten (they fail nothing). */
  take(): CspViolation[];
}

const REPORT_BINDING = '__faenaReportCspViolation';

/**
 * Every page of every browser context of a test reports its Content Security Policy violations
 * (`securitypolicyviolation`, seen from the page before anything of the app runs); after the
 * test, any one reported fails it. The server's policy is meant to hold the whole app: a
 * violation is a script, style or connection the policy blocked, so a broken feature.
 */
async function watchCspViolations(context: BrowserContext, found: CspViolation[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, violation: CspViolation) => {
    found.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: event.documentURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
      });
    });
  }, REPORT_BINDING);
}

/**
 * Playwright's `test` with a Content Security Policy watch on every test: import `test` from
 * here, never from '@playwright/test' (Biome refuses that in e2e/tests, see e2e/biome.json).
 * A test expecting a violation takes it with the `cspViolations` fixture.
 */
export const test = base.extend<{ cspViolations: CspViolations }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const found: CspViolation[] = [];
      await watchCspViolations(context, found);
      // Contexts the test opens itself (`browser.newPage()`) are watched as well.
      const watching: Promise<void>[] = [];
      const onContext = (opened: BrowserContext) => watching.push(watchCspViolations(opened, found));
      browser.on('context', onContext);
      await use({ take: () => found.splice(0) });
      browser.off('context', onContext);
      await Promise.allSettled(watching);
      expect(found, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The seeded demo password (apps/server/src/seed-data.ts). */
export const PASSWORD = 'faena-demo-1';
export const ANA = { email: 'ana@demo.faena.test', name: 'Ana Torres' };
export const BRUNO = { email: 'bruno@demo.faena.test', name: 'Bruno Díaz' };
export const CARLA = { email: 'carla@acme.faena.test', name: 'Carla Méndez' };

/** A URL on a tenant's subdomain of the server under test. */
export function tenantUrl(tenant: string, path: string): string {
  const base = new URL(test.info().project.use.baseURL!);
  return `http://${tenant}.faena.localhost:${base.port}${path}`;
}

/** Fills the password form of the sign-in page and submits it. */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

/**
 * A screenshot kept with the run's artefacts (`test-results/`), of the full page by default. A
 * full-page capture resizes the viewport for a moment, which may cross the 992 px breakpoint and
 * re-mount the screen under the other chrome: capture open dialogs with `fullPage: false`.
 */
export async function keepScreenshot(page: Page, name: string, { fullPage = true } = {}) {
  const project = test.info().project.name;
  // After the shipped typeface arrived: the screenshot shows what people see.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: test.info().outputPath(`${name}-${project}.png`), fullPage });
}

/** The Auth Emulator the running project's server signs in with (each project has its own stack). */
export function emulatorHost(): string {
  return test.info().project.metadata.emulator as string;
}
/** Node cannot resolve `*.localhost`: API calls go to the loopback address with the tenant's Host. */
export function tenantApi(tenant: string, path: string): [string, { headers: Record<string, string> }] {
  const { host, port } = new URL(tenantUrl(tenant, path));
  return [`http://127.0.0.1:${port}${path}`, { headers: { host } }];
}

/** The organisation's Firebase tenant, as its public endpoint tells the sign-in page. */
async function firebaseTenantOf(tenant: string): Promise<string> {
  const api = await playwrightRequest.newContext();
  const organization = await (await api.get(...tenantApi(tenant, '/api/organizations/current'))).json();
  await api.dispose();
  return organization.firebase_tenant_id as string;
}

/** The newest email sign-in link the Auth Emulator "sent" to an address in a tenant. */
export async function latestSignInLink(tenant: string, email: string): Promise<string> {
  const firebaseTenant = await firebaseTenantOf(tenant);
  const api = await playwrightRequest.newContext();
  const url = `http://${emulatorHost()}/emulator/v1/projects/demo-faena/tenants/${firebaseTenant}/oobCodes`;
  const { oobCodes } = (await (await api.get(url)).json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  await api.dispose();
  const links = oobCodes.filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN');
  expect(links.length).toBeGreaterThan(0);
  return links.at(-1)!.oobLink;
}

/** An ID token of a seeded person, for calling the API as they do. */
export async function tokenOf(email: string): Promise<string> {
  const api = await playwrightRequest.newContext();
  const organization = await (await api.get(...tenantApi('demo', '/api/organizations/current'))).json();
  const signedIn = await api.post(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      data: { email, password: PASSWORD, returnSecureToken: true, tenantId: organization.firebase_tenant_id },
    },
  );
  const token = (await signedIn.json()).idToken as string;
  await api.dispose();
  return token;
}

/** The API of the demo organisation as the person with `token`. */
export function apiAs(api: APIRequestContext, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown) => {
    const [url, options] = tenantApi('demo', path);
    const response = await api.fetch(url, {
      method,
      headers: { ...options.headers, authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    return { status: response.status(), body: await response.json().catch(() => null) };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, data: unknown) => call('POST', path, data),
    put: (path: string, data: unknown) => call('PUT', path, data),
    patch: (path: string, data: unknown) => call('PATCH', path, data),
    delete: (path: string) => call('DELETE', path),
  };
}

/** Signs a seeded person in on `page` and waits for the home page. */
export async function signInAs(page: Page, email: string) {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
}

/** Another browser, shaped like the running project (desktop or phone), signed out. */
export async function projectPage(browser: Browser): Promise<Page> {
  const project = test.info().project.use;
  const context = await browser.newContext({
    viewport: project.viewport ?? null,
    isMobile: project.isMobile,
    hasTouch: project.hasTouch,
    locale: 'es-MX',
  });
  return context.newPage();
}

/** A second person's browser, shaped like the running project, signed in. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await projectPage(browser);
  await signInAs(page, email);
  return page;
}

/** A name no other run of a journey shares (on screen, a name says which project made it). */
export const uniqueName = (text: string) => `${text} ${test.info().project.name} ${Date.now()}`;

/** The date (YYYY-MM-DD) in `timeZone`, `offsetDays` days from now: "today" where the people work. */
export function isoDateIn(timeZone: string, offsetDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now() + offsetDays * 86_400_000);
}
