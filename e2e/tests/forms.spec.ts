import type { Locator, Page } from '@playwright/test';
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

const isDesktop = () => test.info().project.name === 'desktop';

async function signIn(page: Page, tenant: string, email: string) {
  await page.goto(tenantUrl(tenant, '/sign-in'));
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(tenantUrl(tenant, '/'));
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
};

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the organisation’s save bar is always reachable, above the tab bar, and its toast does not cover it', async ({
  page,
}) => {
  await signIn(page, 'demo', ANA.email);
  await page.goto(tenantUrl('demo', '/organization'));
  const name = page.getByRole('textbox', { name: /Nombre de la organización/ });
  const original = await name.inputValue();
  const bar = page.getByRole('region', { name: 'Guardar los cambios de la organización' });
  const save = bar.getByRole('button', { name: 'Guardar cambios' });

  // Untouched: nothing to save, and it says so.
  await expect(save).toBeDisabled();
  await expect(bar).toContainText('No hay cambios por guardar.');

  await name.fill(`${original} S.A.`);
  await expect(bar).toContainText('Tienes cambios sin guardar.');
  await expect(save).toBeEnabled();
  // In view without scrolling down the long form, and above the phone's tab bar.
  await expect(save).toBeInViewport();
  const viewport = page.viewportSize();
  const barBox = await box(bar);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(viewport?.height ?? 0);
  if (!isDesktop()) {
    const tabs = await box(page.getByRole('navigation').last());
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(tabs.y + 0.5);
  }
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'forms-organization-save-bar', { fullPage: false });

  // A real click (Playwright refuses one on a covered button).
  await save.click();
  const toast = page.getByText('Cambios guardados');
  await expect(toast).toBeVisible();
  await expect(save).toBeDisabled();
  expect(overlaps(await box(toast), await box(bar))).toBe(false);
  await keepScreenshot(page, 'forms-organization-saved-toast', { fullPage: false });

  // Put the name back for the other journeys.
  await name.fill(original);
  await save.click();
  await expect(save).toBeDisabled();
});

test('at 768 px (a tablet, still the phone layout) the save bar sits above the bottom tab bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, 'demo', ANA.email);
  await page.goto(tenantUrl('demo', '/organization'));
  const name = page.getByRole('textbox', { name: /Nombre de la organización/ });
  await name.fill('Demo Faena (tableta)');
  const bar = page.getByRole('region', { name: 'Guardar los cambios de la organización' });
  const tabs = page.getByRole('navigation').last();
  await expect(tabs).toBeVisible();
  const barBox = await box(bar);
  const tabsBox = await box(tabs);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(tabsBox.y + 0.5);
  expect(overlaps(barBox, tabsBox)).toBe(false);
  // Clickable where it is (Playwright refuses a click on a covered button): discard.
  await bar.getByRole('button', { name: 'Descartar cambios' }).click({ trial: true });
  await bar.getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(name).not.toHaveValue('Demo Faena (tableta)');
  await keepScreenshot(page, 'forms-organization-save-bar-768', { fullPage: false });
});

test('at 1000 px (the narrowest desktop layout) the save bar is in view and clickable beside the rail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page, 'demo', ANA.email);
  await page.goto(tenantUrl('demo', '/organization'));
  const name = page.getByRole('textbox', { name: /Nombre de la organización/ });
  await name.fill('Demo Faena (1000)');
  const bar = page.getByRole('region', { name: 'Guardar los cambios de la organización' });
  const discard = bar.getByRole('button', { name: 'Descartar cambios' });
  await expect(discard).toBeInViewport();
  const rail = await box(page.getByRole('navigation').first());
  expect(overlaps(await box(bar), rail)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1000);
  await discard.click();
  await expect(name).not.toHaveValue('Demo Faena (1000)');
  await keepScreenshot(page, 'forms-organization-save-bar-1000', { fullPage: false });
});

test('leaving a form with unsaved edits asks first, from the keyboard too', async ({ page }) => {
  await signIn(page, 'demo', ANA.email);
  await page.goto(tenantUrl('demo', '/organization'));
  const name = page.getByRole('textbox', { name: /Nombre de la organización/ });
  const original = await name.inputValue();
  await name.fill(`${original} (borrador)`);

  // In-app navigation (the rail on desktop, the bottom tab bar on phones).
  const home = page.getByRole('navigation').getByRole('link', { name: 'Inicio', exact: true }).first();
  await home.click();
  const dialog = page.getByRole('alertdialog', { name: '¿Desea descartar los cambios sin guardar?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'forms-discard-prompt', { fullPage: false });
  // Keyboard: Cancelar keeps the edit.
  await dialog.getByRole('button', { name: 'Cancelar' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(tenantUrl('demo', '/organization'));
  await expect(name).toHaveValue(`${original} (borrador)`);

  // Closing the tab (or reloading) asks the browser's own question; dismissed, the page stays.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', async (question) => {
      resolve(question.type());
      await question.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(name).toHaveValue(`${original} (borrador)`);

  await home.click();
  await dialog.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
});

test('the profile form: disabled while untouched, asks before leaving (en-US too)', async ({ page }) => {
  await signIn(page, 'demo', ANA.email);
  await page.goto(tenantUrl('demo', '/profile/edit'));
  const save = page.getByRole('button', { name: 'Guardar', exact: true });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana T.');
  await expect(save).toBeEnabled();
  await expect(save).toBeInViewport();
  await page.getByRole('link', { name: 'Cancelar' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Desea descartar los cambios sin guardar?' });
  await dialog.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/profile'));

  // The same prompt in English.
  await page.evaluate(() => localStorage.setItem('faena.language', 'en-US'));
  await page.goto(tenantUrl('demo', '/profile/edit'));
  await page.getByRole('textbox', { name: 'Name' }).fill('Ana T.');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.evaluate(() => localStorage.removeItem('faena.language'));
});

test('“Simular onboarding” opens the form in simulation, and sending it stores nothing', async ({ page }) => {
  // One person per project (onboarding is once per person and the server lives for the run).
  const { tenant, email } = isDesktop()
    ? { tenant: 'acme', email: CARLA.email }
    : { tenant: 'demo', email: ANA.email };
  await signIn(page, tenant, email);
  await page.goto(tenantUrl(tenant, '/onboarding'));
  const form = page.getByRole('form', { name: 'Datos personales' });
  const fill = async (phone: string) => {
    await form.getByLabel('Teléfono').fill(phone);
    await form.getByLabel('Fecha de nacimiento').fill('1990-04-12');
    await form.getByRole('radio', { name: 'Pasaporte' }).check();
    await form.getByLabel('Número de documento').fill('G12345678');
    await form.getByLabel('Dirección').fill('Av. Reforma 100, Ciudad de México');
  };
  // Onboard first, for real.
  await fill('+52 55 1234 5678');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/'));

  await page.goto(tenantUrl(tenant, '/settings'));
  await page.getByRole('link', { name: 'Simular onboarding' }).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/onboarding?simulate=1'));
  await expect(page.getByText(/Simulación: ya completaste tus datos/)).toBeVisible();
  await fill('+52 33 9999 0000');
  const sent = page.waitForRequest(
    (request) => request.url().includes('/api/onboarding') && request.method() === 'POST',
  );
  await form.getByRole('button', { name: 'Enviar' }).click();
  expect(new URL((await sent).url()).searchParams.get('simulate')).toBe('true');
  await expect(page.getByText('Simulación terminada: tus datos no cambiaron')).toBeVisible();
  await expect(page).toHaveURL(tenantUrl(tenant, '/settings'));
});

test('the logo drop zone speaks the page’s language and takes a dropped image', async ({ page }) => {
  await signIn(page, 'demo', ANA.email);
  await page.goto(tenantUrl('demo', '/organization'));
  await expect(page.getByText('Choose File')).toHaveCount(0);
  await expect(page.getByText('No file chosen')).toHaveCount(0);
  const choose = page.getByRole('button', { name: 'Elegir archivo' });
  await expect(choose).toHaveAccessibleDescription(/Nuevo logotipo PNG, JPG, WebP o SVG de hasta 256 KB\./);
  const zone = page.getByText('Arrastra una imagen aquí o pégala con Ctrl+V').locator('..');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0f766e"/></svg>';
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'demo.svg', { type: 'image/svg+xml' }));
    return transfer;
  }, svg);
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('img', { name: 'Vista previa del nuevo logotipo' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Elegiste demo.svg' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Subir logotipo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'forms-logo-drop-zone');
  await page.getByRole('button', { name: 'Quitar archivo' }).click();
  await expect(page.getByRole('button', { name: 'Elegir archivo' })).toBeFocused();
});
