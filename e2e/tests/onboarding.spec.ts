import type { Page } from '@playwright/test';
import { BRUNO, expect, expectNoAxeViolations, keepScreenshot, PASSWORD, tenantUrl, test } from './support';

/**
 * The password form of the sign-in page, by the accessible names of its visible controls (the
 * page also holds a collapsed workspace finder with its own email field).
 */
async function signIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

const NEWCOMERS: Record<string, { tenant: string; email: string }> = {
  desktop: { tenant: 'demo', email: BRUNO.email },
  mobile: { tenant: 'feria', email: 'diego@feria.faena.test' },
};

test('signed out, the onboarding page asks you to sign in first', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/onboarding'));
  await expect(page).toHaveURL(tenantUrl('demo', '/onboarding'));
  await expect(page.getByRole('link', { name: 'Iniciar sesión para continuar' })).toBeVisible();
});

test('a person fills in their personal data, fixes what the server refuses, and lands home', async ({
  page,
}) => {
  // One person per project: the server's data lives as long as the run, and onboarding is once.
  const { tenant, email } = NEWCOMERS[test.info().project.name] ?? NEWCOMERS.desktop!;
  await page.goto(tenantUrl(tenant, '/login'));
  await signIn(page, email);
  await expect(page).toHaveURL(tenantUrl(tenant, '/'));
  await page.goto(tenantUrl(tenant, '/onboarding'));
  await expect(page.getByRole('heading', { level: 1, name: 'Completa tus datos' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Datos personales' });
  await expect(form.getByLabel('Teléfono')).toBeVisible();

  // Nothing filled in: the form says what is missing, before anything is sent.
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('El formulario tiene errores. Por favor, revisa los campos marcados en rojo.'),
  ).toBeVisible();
  await expect(form.getByText('Este campo es requerido').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'onboarding-errors');

  await form.getByLabel('Teléfono').fill('+52 55 1234 5678');
  await form.getByLabel('Fecha de nacimiento').fill('1990-04-12');
  // Document types are named in the person's language; the code is what is sent.
  await form.getByRole('radio', { name: 'CURP (México)' }).check();
  await form.getByLabel('Número de documento').fill('TODB900412MDFRRR09');
  await form.getByLabel('Dirección').fill('Av. Reforma 100, Ciudad de México');

  // The server has the last word: its message shows on the field it names.
  let refused = false;
  await page.route('**/api/onboarding', async (route) => {
    if (route.request().method() !== 'POST' || refused) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        code: 'FORM_INVALID',
        message: 'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.',
        fields: { identity_document_number: 'Este número de documento ya está registrado' },
      }),
    });
  });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Este número de documento ya está registrado')).toBeVisible();
  await expect(form.getByLabel('Número de documento')).toHaveAttribute('aria-invalid', 'true');
  await keepScreenshot(page, 'onboarding-server-error');

  await form.getByLabel('Número de documento').fill('TODB900412MDFRRR01');
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/onboarding') && request.method() === 'POST',
  );
  await form.getByRole('button', { name: 'Enviar' }).click();
  expect((await sent).postDataJSON().response.identity_document_type).toBe('MX_CURP');
  await expect(page.getByText('Tus datos se guardaron')).toBeVisible();
  await expect(page).toHaveURL(tenantUrl(tenant, '/'));

  // Already onboarded: the form is shown again only when simulating.
  await page.goto(tenantUrl(tenant, '/onboarding'));
  await expect(page).toHaveURL(tenantUrl(tenant, '/'));
  await page.goto(tenantUrl(tenant, '/onboarding?simulate=1'));
  await expect(page.getByText('Simulación: ya completaste tus datos')).toBeVisible();
  await keepScreenshot(page, 'onboarding-simulated');
});
