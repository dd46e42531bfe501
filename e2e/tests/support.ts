import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

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
  await page.screenshot({ path: test.info().outputPath(`${name}-${project}.png`), fullPage });
}
