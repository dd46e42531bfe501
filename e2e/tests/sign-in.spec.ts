import type { Page } from '@playwright/test';
import {
  ANA,
  BRUNO,
  CARLA,
  emulatorHost,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  latestSignInLink,
  PASSWORD,
  signInWithPassword,
  tenantApi,
  tenantUrl,
  test,
} from './support';

async function expectHome(page: Page, tenant: string, name: string) {
  await expect(page).toHaveURL(tenantUrl(tenant, '/'));
  await expect(page.getByRole('heading', { name: `Hola, ${name}` })).toBeVisible();
}

/** Signs in with a federated method through the emulator's test-account dialog. */
async function signInWithTestAccount(page: Page, button: string, account: { email: string; name: string }) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Cuenta de prueba (emulador)' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Correo electrónico').fill(account.email);
  await dialog.getByLabel('Nombre').fill(account.name);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test.describe('password', () => {
  test('a person of demo signs in and keeps the session on reload', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    await expect(page.getByText('Ingresa a Demo Faena')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Demo Faena' })).toBeVisible();
    // demo offers password and Google only.
    await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviarme un vínculo mágico' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'sign-in-demo');

    await signInWithPassword(page, ANA.email);
    await expectHome(page, 'demo', ANA.name);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
    // Signed in, the sign-in page sends the person home.
    await page.goto(tenantUrl('demo', '/sign-in'));
    await expectHome(page, 'demo', ANA.name);
  });

  test('a person without a membership is refused at acme', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/sign-in'));
    await expect(page.getByText('Ingresa a Acme Logística')).toBeVisible();
    await signInWithPassword(page, ANA.email);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('No perteneces a la organización');
    await expect(page).toHaveURL(tenantUrl('acme', '/sign-in'));
    await page.goto(tenantUrl('acme', '/'));
    await expect(page).toHaveURL(tenantUrl('acme', '/login'));
  });

  test('a wrong password and an unknown email are explained', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await signInWithPassword(page, ANA.email, 'not-the-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Contraseña incorrecta. Por favor, inténtalo nuevamente.',
    );
    // SPEC 8: an unknown user is an invalid login, said alike (no hint of who is registered).
    await signInWithPassword(page, 'nadie@demo.faena.test', PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Contraseña incorrecta. Por favor, inténtalo nuevamente.',
    );
    await expect(page).toHaveURL(tenantUrl('demo', '/sign-in'));
  });

  test('empty fields are explained before anything is sent', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Este campo es requerido')).toBeVisible();
    await expect(page.getByText('Debes ingresar una contraseña')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeFocused();
  });
});

test.describe('organisation', () => {
  test('a signed-out visit to a protected route ends at /login, replacing the history entry', async ({
    page,
  }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await page.goto(tenantUrl('demo', '/'));
    await expect(page).toHaveURL(tenantUrl('demo', '/login'));
    await page.goBack();
    await expect(page).toHaveURL(tenantUrl('demo', '/sign-in'));
  });

  test('another organisation is reached by its address; an unknown one is named', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/login'));
    await page.getByText('¿No es tu organización?').click();
    await page.getByLabel('Dirección de tu organización').fill('acme');
    await page.getByRole('button', { name: 'Ir a la organización' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/sign-in'));
    await expect(page.getByText('Ingresa a Acme Logística')).toBeVisible();

    await page.getByText('¿No es tu organización?').click();
    await page.getByLabel('Dirección de tu organización').fill('nadie');
    await page.getByLabel('Dirección de tu organización').press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'No encontramos la organización nadie.',
    );
  });

  test('a person finds the organisations they belong to', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await page.getByText('¿A qué organizaciones pertenezco?').click();
    await page.getByLabel('Tu correo').fill(CARLA.email);
    await page.getByRole('button', { name: 'Buscar mis organizaciones' }).click();
    const acme = page.getByRole('link', { name: 'Acme Logística' });
    await expect(acme).toHaveAttribute('href', tenantUrl('acme', '/sign-in'));
    await page.getByLabel('Tu correo').fill('nadie@ninguna.test');
    await page.getByRole('button', { name: 'Buscar mis organizaciones' }).click();
    await expect(page.getByText('No encontramos organizaciones para nadie@ninguna.test.')).toBeVisible();
  });
});

test.describe('email methods', () => {
  test('a magic link signs Carla in at acme', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/sign-in'));
    // acme offers every method the flags allow.
    await expect(page.getByRole('button', { name: 'Continuar con Acme (SAML)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'sign-in-acme');
    await page.getByLabel('Correo electrónico').fill(CARLA.email);
    await page.getByRole('button', { name: 'Enviarme un vínculo mágico' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Te enviamos un vínculo a ${CARLA.email}. Ábrelo en este dispositivo para iniciar sesión.`,
    );
    await page.goto(await latestSignInLink('acme', CARLA.email));
    await expectHome(page, 'acme', CARLA.name);
  });

  test('a magic link opened on another device asks for the email', async ({ page, browser }) => {
    await page.goto(tenantUrl('acme', '/sign-in'));
    await page.getByLabel('Correo electrónico').fill(CARLA.email);
    await page.getByRole('button', { name: 'Enviarme un vínculo mágico' }).click();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    const link = await latestSignInLink('acme', CARLA.email);

    const other = await browser.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/from-magic-link/);
    await expect(other.getByText('Confirma el correo electrónico al que enviamos el vínculo.')).toBeVisible();
    await other.getByLabel('Correo electrónico').fill(CARLA.email);
    await other.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectHome(other, 'acme', CARLA.name);
    await other.close();
  });

  test('a used or broken link is explained', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/from-magic-link'));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Este vínculo no es válido para iniciar sesión. Solicita uno nuevo.',
    );
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/sign-in'));
  });

  test('a 6-digit code signs Carla in; a wrong one is explained', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/sign-in'));
    await page.getByLabel('Correo electrónico').fill(CARLA.email);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/sign-in/code'));
    await page.getByRole('button', { name: 'Enviarme un código' }).click();
    const { code } = (await (await sent).json()) as { code: string };
    await expect(page.getByText(`Te enviamos un código de 6 dígitos a ${CARLA.email}.`)).toBeVisible();
    await expect(page.getByText(/El código vence a las/)).toBeVisible();
    const input = page.getByLabel('Código de 6 dígitos');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    const wrong = code === '000000' ? '111111' : '000000';
    await input.fill(wrong);
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await expect(page.getByText('Código incorrecto. Por favor, vuelve a intentarlo.')).toBeVisible();
    await input.fill(code);
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await expectHome(page, 'acme', CARLA.name);
  });
});

test('an invitation link signs the invitee in, accepts and goes home', async ({ page, request }) => {
  const organization = await (await request.get(...tenantApi('demo', '/api/organizations/current'))).json();
  const signIn = await request.post(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      data: {
        email: ANA.email,
        password: PASSWORD,
        returnSecureToken: true,
        tenantId: organization.firebase_tenant_id,
      },
    },
  );
  const token = (await signIn.json()).idToken as string;
  const email = `invitada-${Date.now()}@demo.faena.test`;
  const [url, { headers }] = tenantApi('demo', '/api/invitations');
  const invited = await request.post(url, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { email, name: 'Invitada Prueba' },
  });
  expect(invited.status()).toBe(201);
  const { link } = (await invited.json()) as { link: string };

  await page.goto(link);
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
  await expect(page.getByRole('heading', { name: 'Hola, Invitada Prueba' })).toBeVisible();
});

test.describe('federated methods (emulator test accounts)', () => {
  test('Google signs Bruno in at demo', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await signInWithTestAccount(page, 'Continuar con Google', BRUNO);
    await expectHome(page, 'demo', BRUNO.name);
  });

  test('OIDC signs Carla in at acme', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/sign-in'));
    await signInWithTestAccount(page, 'Continuar con Acme (OIDC)', CARLA);
    await expectHome(page, 'acme', CARLA.name);
  });

  test('SAML signs Carla in at acme, and logging out says the provider session stays open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(tenantUrl('acme', '/sign-in'));
    await signInWithTestAccount(page, 'Continuar con Acme (SAML)', CARLA);
    await expectHome(page, 'acme', CARLA.name);

    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Cerrar sesión?' });
    await expect(confirm).toContainText('tu sesión en Acme seguirá abierta');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { name: `Hola, ${CARLA.name}` })).toBeVisible();

    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', '/login'));
  });

  test('an email the provider does not vouch for is sent back to the method it already uses', async ({
    page,
  }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cuenta de prueba (emulador)' });
    await dialog.getByLabel('Correo electrónico').fill(ANA.email);
    await dialog.getByLabel('Nombre').fill(ANA.name);
    await dialog.getByLabel('El proveedor confirma el correo').uncheck();
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      new RegExp(
        `^${ANA.email.replace(/\./g, '\\.')} ya inicia sesión con .*correo y contraseña.*\\. Inicia sesión con ese método en lugar de Google\\.$`,
      ),
    );
    await expect(page).toHaveURL(tenantUrl('demo', '/sign-in'));
  });

  test('closing the test-account dialog signs nobody in; a blank form is explained', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cuenta de prueba (emulador)' });
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(dialog.getByText('Email inválido')).toBeVisible();
    await expect(dialog.getByText('Ingresa un nombre.')).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'emulator-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(tenantUrl('demo', '/sign-in'));
  });
});
