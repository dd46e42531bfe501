import type { Page } from '@playwright/test';
import { ANA, expect, keepScreenshot, signInWithPassword, tenantUrl, test } from './support';

async function signInAsAna(page: Page) {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${ANA.name}` })).toBeVisible();
}

test('home is a dashboard of the day, set in the shipped typeface', async ({ page }, testInfo) => {
  await signInAsAna(page);
  await page.goto(tenantUrl('demo', '/home'));
  const day = page.getByRole('region', { name: 'Tu día' });
  await expect(day.getByRole('heading', { level: 2, name: 'Notificaciones' })).toBeVisible();
  await expect(day.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/notifications');
  await expect(day.getByRole('heading', { level: 2, name: 'Accesos rápidos' })).toBeVisible();
  await expect(day.getByRole('link', { name: /Mi perfil/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  // Inter comes from the app's own origin (the shared test fails on a CSP violation) and is in use.
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('14px "Inter Variable"'))).toBe(true);
  const family = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family).toMatch(/^"Inter Variable"/);
  const fontFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2')),
  );
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const file of fontFiles) expect(new URL(file).origin).toBe(new URL(page.url()).origin);

  // One column on a phone, more on a desktop.
  const columns = await day.evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(testInfo.project.name === 'mobile' ? 1 : 3);
  await keepScreenshot(page, 'design-home');
});

test('an unknown address shows the status pattern inside the app', async ({ page }) => {
  await signInAsAna(page);
  await page.goto(tenantUrl('demo', '/no-such-page'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina no encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al inicio', exact: true })).toBeVisible();
  const status = page.locator('[data-status="not-found"]');
  await expect(status.locator('svg[data-illustration]')).toHaveAttribute('aria-hidden', 'true');
  // Centred in the content area, inside the app chrome (the shell's main landmark holds it).
  await expect(page.getByRole('main').locator('[data-status="not-found"]')).toBeVisible();
  // The chrome names the screen, never the home it is not.
  await expect(page).toHaveTitle(/^Página no encontrada · /);
  await keepScreenshot(page, 'design-not-found');
});
