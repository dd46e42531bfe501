import type { Page } from '@playwright/test';
import {
  ANA,
  CARLA,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  signInWithPassword,
  tenantUrl,
  test,
} from './support';

async function signInAt(page: Page, tenant: string, email: string) {
  await page.goto(tenantUrl(tenant, '/login'));
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(tenantUrl(tenant, '/'));
}

test('an administrator opens the org chart and finds a person: focus lands on their position', async ({
  page,
}) => {
  await signInAt(page, 'demo', ANA.email);
  await page.goto(tenantUrl('demo', '/org-chart'));
  await expect(page.getByRole('heading', { level: 1, name: 'Organigrama' })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Organigrama' });
  await expect(tree.getByRole('treeitem', { name: /^Gerente general, Ana Torres/ })).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Buscar persona o puesto' });
  await search.fill('bruno diaz');
  const option = page.getByRole('option', { name: /Bruno Díaz/ });
  await expect(option).toBeVisible();
  await search.press('Enter');
  await expect(page.getByRole('treeitem', { name: /^Jefe de tienda, Bruno Díaz/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'org-chart', { fullPage: false });
});

test('in acme a new venue is a «Tienda»: created, listed, and given a QR code', async ({ page }) => {
  await signInAt(page, 'acme', CARLA.email);
  await page.goto(tenantUrl('acme', '/venues'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tienda Centro' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Nuevo: Tienda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo: Tienda' })).toBeVisible();
  const name = `Tienda Playa ${test.info().project.name}`;
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await page.getByRole('textbox', { name: /^Dirección/ }).fill('Malecón 12, Veracruz');
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver: Tiendas' })).toBeVisible();

  await page.getByRole('button', { name: 'Generar código QR' }).click();
  const qr = page.getByRole('img', { name: `Código QR de ${name}` });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar PNG' })).toHaveAttribute('download', /\.png$/);
  await expect(page.getByText(/\/venues\/[0-9a-f-]+\?qr=/)).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'venue-qr');

  await page.getByRole('link', { name: 'Volver: Tiendas' }).click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('playa');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tienda Centro' })).toHaveCount(0);
});
