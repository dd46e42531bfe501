import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ANA, expect, keepScreenshot, signInWithPassword, tenantUrl, test } from './support';

const SETTINGS_CHUNK = '**/assets/SettingsPage-*.js';

async function signInAsAna(page: Page) {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
}

test('simulate error shows the unknown-error screen with an HTML download of the details', async ({
  page,
}) => {
  await signInAsAna(page);
  await page.goto(tenantUrl('demo', '/settings'));
  await page.getByRole('button', { name: 'Simular error' }).click();
  await expect(page.getByRole('heading', { name: 'Vaya, algo salió mal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recargar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'soporte@faena.app' })).toBeVisible();

  await keepScreenshot(page, 'error-screen');
  await page.getByText('Detalles técnicos').click();
  await expect(page.getByText(/Error simulado desde la configuración/).first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar detalles' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^faena-error-.*\.html$/);
  const html = await readFile(await download.path(), 'utf8');
  expect(html).toContain('Error simulado desde la configuración');
  expect(html).toContain('1.2.146');

  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
});

test('a screen whose code is gone reloads once, then explains the update', async ({ page }) => {
  await signInAsAna(page);
  let requests = 0;
  await page.route(SETTINGS_CHUNK, (route) => {
    requests += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto(tenantUrl('demo', '/settings'));
  await expect(page.getByRole('heading', { name: 'Vaya, algo salió mal' })).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Disculpa la interrupción, hubo que actualizar a la última versión...' }),
  ).toBeVisible();
  // The page went to /settings and was reloaded once.
  expect(loads).toBe(2);
  expect(requests).toBeGreaterThanOrEqual(2);
});

test('a screen whose code cannot be fetched reloads once, then reports a technical problem', async ({
  page,
}) => {
  await signInAsAna(page);
  await page.route(SETTINGS_CHUNK, (route) => route.abort('connectionfailed'));
  await page.goto(tenantUrl('demo', '/settings'));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Disculpa la interrupción, tuvimos un problema técnico.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vaya, algo salió mal' })).toBeVisible();
});

test('after a reload that fixed a failed screen, the user gets a one-time apology', async ({ page }) => {
  await signInAsAna(page);
  // The screen's code is missing until the page has been reloaded once.
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents += 1;
  });
  await page.route(SETTINGS_CHUNK, (route) =>
    documents > 1 ? route.continue() : route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto(tenantUrl('demo', '/settings'));
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  const apology = page.getByText('Disculpa la interrupción, hubo que actualizar a la última versión.');
  await expect(apology).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  await expect(apology).toHaveCount(0);
});

test('a double Shift toggles the plain fallback view', async ({ page }) => {
  await signInAsAna(page);
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(navigation).toBeVisible();
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await expect(page.getByRole('region', { name: 'Vista simple' })).toBeVisible();
  await expect(navigation).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await expect(navigation).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vista simple' })).toHaveCount(0);
});
