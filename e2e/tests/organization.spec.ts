import type { Page } from '@playwright/test';
import {
  ANA,
  BRUNO,
  CARLA,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  PASSWORD,
  tenantUrl,
  test,
} from './support';

/**
 * The password form of the sign-in page, by the accessible names of its visible controls (the
 * page also holds a collapsed workspace finder with its own email field).
 */
async function signIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

const DIEGO = { email: 'diego@feria.faena.test', name: 'Diego Ramos' };

async function openOrganization(page: Page, tenant: string, email: string) {
  await page.goto(tenantUrl(tenant, '/login'));
  await signIn(page, email);
  await expect(page).toHaveURL(tenantUrl(tenant, '/'));
  await page.goto(tenantUrl(tenant, '/organization'));
  await expect(page.getByRole('heading', { level: 1, name: 'Organización' })).toBeVisible();
}

const fieldTypePreview = (page: Page) =>
  page.getByRole('list', { name: 'Así se verá la lista de tipos de campo' });

const backgroundOf = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);

test('acme’s brand colour and wording show, and its hidden location types are not offered', async ({
  page,
}) => {
  await openOrganization(page, 'acme', CARLA.email);
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  expect(await backgroundOf(page, 'Guardar cambios')).toBe('rgb(15, 118, 110)');

  const preview = fieldTypePreview(page);
  await expect(preview.getByText('Tienda', { exact: true })).toBeVisible();
  await expect(preview.getByText('Tiendas', { exact: true })).toBeVisible();
  await expect(preview.getByText('Ubicación')).toHaveCount(0);
  await expect(preview.getByText('Sucursal')).toHaveCount(0);
  // The hidden types are still there to switch back on, unticked.
  await expect(page.getByRole('checkbox', { name: 'Ubicación', exact: true })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Tienda', exact: true })).toBeChecked();
  await expect(page.getByLabel('Color principal (hexadecimal)')).toHaveValue('#0f766e');
  await expect(page.getByText('Contraste del texto blanco: 5.47:1')).toBeVisible();

  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'organization-acme');
});

test('feria’s wording names venue and location types Pabellón and Recinto', async ({ page }) => {
  await openOrganization(page, 'feria', DIEGO.email);
  const preview = fieldTypePreview(page);
  await expect(preview.getByText('Pabellón', { exact: true })).toBeVisible();
  await expect(preview.getByText('Recinto', { exact: true })).toBeVisible();
  await expect(preview.getByText('Sucursal')).toHaveCount(0);
  await expect(page.getByLabel('Pabellón en Español (México)')).toHaveCount(0);
  await expect(page.getByLabel('Sucursal en Español (México)')).toHaveValue('Pabellón');
  await expect(page.getByLabel('Sucursal en Inglés (EE. UU.)')).toHaveValue('Pavilion');

  // In English, the tenant's English wording.
  await page.evaluate(() => localStorage.setItem('faena.language', 'en-US'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
  const english = page.getByRole('list', { name: 'This is how the field-type list will look' });
  await expect(english.getByText('Pavilion', { exact: true })).toBeVisible();
  await expect(english.getByText('Site', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Venue in Spanish (Mexico)')).toHaveValue('Pabellón');
  await expectNoAxeViolations(page);
});

test('an administrator renames the organisation, re-colours it and rewords a term, at once and after a reload', async ({
  page,
}) => {
  await openOrganization(page, 'demo', ANA.email);
  const name = page.getByLabel('Nombre de la organización');
  const hex = page.getByLabel('Color principal (hexadecimal)');
  const venue = page.getByLabel('Sucursal en Español (México)');
  await expect(name).toHaveValue('Demo Faena');
  await expect(venue).toHaveValue('');
  await expect(venue).toHaveAttribute('placeholder', 'Sucursal');

  // Client-side checks first: nothing is sent while the form is wrong.
  await name.fill('   ');
  await hex.fill('rojo');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Escribe el nombre de la organización')).toBeVisible();
  await expect(page.getByText('Usa un color hexadecimal, como #0f766e')).toBeVisible();
  await expect(name).toBeFocused();

  await name.fill('Demo Renombrada');
  // A light yellow: white text fails AA, the preview says the text is corrected.
  await hex.fill('#f5e050');
  await expect(page.getByText('el texto se oscurecerá automáticamente')).toBeVisible();
  await hex.fill('#7a1fa2');
  await expect(page.getByTestId('brand-preview-button')).toHaveCSS('background-color', 'rgb(122, 31, 162)');
  await venue.fill('Sede');
  await expect(fieldTypePreview(page).getByText('Sede', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();

  const check = async () => {
    await expect(name).toHaveValue('Demo Renombrada');
    await expect(venue).toHaveValue('Sede');
    // Away from the button, which was just clicked: its resting colour, not the hover shade.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCSS(
      'background-color',
      'rgb(122, 31, 162)',
    );
    await expect(page.getByRole('checkbox', { name: 'Sede', exact: true })).toBeChecked();
  };
  await check();
  await page.reload();
  await check();
  await keepScreenshot(page, 'organization-demo-edited');

  // Restore what the seed had.
  await name.fill('Demo Faena');
  await hex.fill('');
  await venue.fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Sucursal', exact: true })).toBeChecked();
  await page.reload();
  await expect(name).toHaveValue('Demo Faena');
  await expect(hex).toHaveValue('');
});

test('a person without the permission is told so', async ({ page }) => {
  await openOrganization(page, 'demo', BRUNO.email);
  await expect(
    page.getByRole('heading', { name: 'No tienes permiso para administrar la organización' }),
  ).toBeVisible();
  await expect(page.getByLabel('Nombre de la organización')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'organization-no-permission');
});

test('a new logo is checked, previewed and uploaded', async ({ page }) => {
  await openOrganization(page, 'feria', DIEGO.email);
  // The drop zone's own button opens the system's file picker (no 'Choose File' of the browser's).
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /^Elegir (otro )?archivo$/ }).click();
    await (await chooser).setFiles(file);
  };
  await expect(page.getByText('Choose File')).toHaveCount(0);

  await choose({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('El archivo debe ser una imagen PNG, JPG, WebP o SVG.')).toBeVisible();
  await choose({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(300 * 1024, 1) });
  await expect(page.getByText('El archivo pesa 300 KB; el máximo es 256 KB.')).toBeVisible();

  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" rx="6" fill="#b45309"/><text x="60" y="26" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">FERIA</text></svg>';
  await choose({ name: 'feria.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(page.getByRole('status').filter({ hasText: 'Elegiste feria.svg' })).toBeAttached();
  await expect(page.getByRole('img', { name: 'Vista previa del nuevo logotipo' })).toBeVisible();
  await page.getByRole('button', { name: 'Subir logotipo' }).click();
  await expect(page.getByText('Logotipo actualizado')).toBeVisible();

  const logo = page.getByRole('img', { name: 'Feria Expo' }).first();
  await expect(logo).toHaveAttribute('src', /\/api\/organizations\/current\/logo\?v=/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByRole('img', { name: 'Vista previa del nuevo logotipo' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'organization-feria-logo');
});

test('an administrator reads the storage the files take and turns off removing photos’ metadata', async ({
  page,
}) => {
  await openOrganization(page, 'demo', ANA.email);
  const files = page.getByRole('region', { name: 'Archivos' });
  const meter = files.getByRole('meter', { name: 'Almacenamiento usado' });
  await expect(meter).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuetext', /de 10 GB/);
  const strip = files.getByRole('switch', { name: /Quitar la ubicación/ });
  await expect(strip).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);

  await strip.focus();
  await page.keyboard.press('Space');
  await expect(strip).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await page.reload();
  await expect(strip).toHaveAttribute('aria-checked', 'false');
  await keepScreenshot(page, 'organization-files');

  // Back to the default, which the other journeys' photos rely on.
  await strip.click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await expect(strip).toHaveAttribute('aria-checked', 'true');
});
