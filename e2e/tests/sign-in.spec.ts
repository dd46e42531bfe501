import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const PASSWORD = 'faena-demo-1';
const ANA = { email: 'ana@demo.faena.test', name: 'Ana Torres' };

function tenantUrl(tenant: string, path: string): string {
  const base = new URL(test.info().project.use.baseURL!);
  return `http://${tenant}.faena.localhost:${base.port}${path}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('a person of demo signs in and sees the organisation and their own name', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await expect(page.getByText('Ingresa a Demo Faena')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await signIn(page, ANA.email, PASSWORD);

  await expect(page).toHaveURL(tenantUrl('demo', '/'));
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
  await expect(page.getByText('Demo Faena')).toBeVisible();
  const logo = page.getByRole('img', { name: 'Demo Faena' });
  await expect(logo).toHaveAttribute('src', /\/assets\/logos\/demo\.svg$/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A reload keeps the session; signing out ends at /login and protects / again.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();

  // Every SPEC route exists: areas not built yet say so; /reports goes to /reports/list.
  await page.goto(tenantUrl('demo', '/settings'));
  await expect(page.getByRole('heading', { name: 'No disponible para esta demo' })).toBeVisible();
  await page.goto(tenantUrl('demo', '/reports'));
  await expect(page).toHaveURL(tenantUrl('demo', '/reports/list'));
  await expect(page.getByRole('heading', { name: 'No disponible para esta demo' })).toBeVisible();
  await page.goto(tenantUrl('demo', '/no-existe'));
  await expect(page.getByRole('heading', { name: 'Pagina no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/login'));
  await page.goto(tenantUrl('demo', '/'));
  await expect(page).toHaveURL(tenantUrl('demo', '/login'));
});

test('the same person is refused at acme', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/sign-in'));
  await expect(page.getByText('Ingresa a Acme Logística')).toBeVisible();
  await signIn(page, ANA.email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('No perteneces a la organización');
  await expect(page).toHaveURL(tenantUrl('acme', '/sign-in'));
  await page.goto(tenantUrl('acme', '/'));
  await expect(page).toHaveURL(tenantUrl('acme', '/login'));
});

test('a wrong password is explained', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signIn(page, ANA.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Contraseña incorrecta. Por favor, inténtalo nuevamente.');
  await expect(page).toHaveURL(tenantUrl('demo', '/sign-in'));
});

test('empty fields are explained before anything is sent', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await expect(page.getByText('Debes ingresar una contraseña')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
});

test('a signed-out visit to a protected route ends at /login, replacing the history entry', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await page.goto(tenantUrl('demo', '/'));
  await expect(page).toHaveURL(tenantUrl('demo', '/login'));
  await page.goBack();
  await expect(page).toHaveURL(tenantUrl('demo', '/sign-in'));
});

test('an unknown organisation is named', async ({ page }) => {
  await page.goto(tenantUrl('nadie', '/sign-in'));
  await expect(page.getByRole('alert')).toHaveText('No encontramos la organización nadie.');
});
