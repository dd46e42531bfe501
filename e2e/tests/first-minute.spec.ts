import {
  ANA,
  CARLA,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  latestSignInLink,
  PASSWORD,
  signInWithPassword,
  tenantUrl,
  test,
} from './support';

/**
 * What a new person meets in their first minute: the app opened without an organisation's
 * subdomain, a mistyped organisation, a sign-in that never says which emails are registered,
 * the page they asked for kept across the sign-in, and the public onboarding page.
 */

/** A URL on a host without a tenant subdomain (`localhost`, `faena.localhost`). */
function bareUrl(host: 'localhost' | 'faena.localhost', path: string): string {
  const base = new URL(test.info().project.use.baseURL!);
  return `http://${host}:${base.port}${path}`;
}

const WRONG_LOGIN = 'Contraseña incorrecta. Por favor, inténtalo nuevamente.';

test.describe('without a subdomain', () => {
  test('the bare host shows a usable sign-in that offers finding one’s organisations', async ({ page }) => {
    await page.goto(bareUrl('localhost', '/'));
    await expect(page).toHaveURL(bareUrl('localhost', '/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    await expect(page.getByText('Vaya, algo salió mal')).toHaveCount(0);
    // The default organisation (SPEC 2.4) signs in here; finding one's own is open already.
    await expect(page.getByText('Ingresa a Demo Faena')).toBeVisible();
    const finderEmail = page.getByLabel('Tu correo');
    await expect(finderEmail).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'first-minute-bare-host');
    await finderEmail.fill(CARLA.email);
    await page.getByRole('button', { name: 'Buscar mis organizaciones' }).click();
    const acme = page.getByRole('link', { name: 'Acme Logística' });
    await expect(acme).toHaveAttribute('href', tenantUrl('acme', '/sign-in'));
    await acme.click();
    await expect(page).toHaveURL(tenantUrl('acme', '/sign-in'));
    await expect(page.getByText('Ingresa a Acme Logística')).toBeVisible();
  });

  for (const width of [768, 1000]) {
    test(`at ${width} px the bare host's sign-in fits the screen and signs in`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(bareUrl('localhost', '/sign-in'));
      await expect(page.getByText('Ingresa a Demo Faena')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await signInWithPassword(page, ANA.email);
      await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
    });
  }

  test('a person of the default organisation signs in on faena.localhost', async ({ page }) => {
    await page.goto(bareUrl('faena.localhost', '/sign-in'));
    await expect(page.getByText('Ingresa a Demo Faena')).toBeVisible();
    await signInWithPassword(page, ANA.email);
    await expect(page).toHaveURL(bareUrl('faena.localhost', '/'));
    await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
  });
});

test('an unknown organisation offers the ways on: another address, or one’s organisations', async ({
  page,
}) => {
  await page.goto(tenantUrl('nadie', '/'));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('No encontramos la organización nadie.');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'first-minute-unknown-organization');

  await page.getByLabel('Tu correo').fill(CARLA.email);
  await page.getByRole('button', { name: 'Buscar mis organizaciones' }).click();
  await expect(page.getByRole('link', { name: 'Acme Logística' })).toHaveAttribute(
    'href',
    tenantUrl('acme', '/sign-in'),
  );

  // By keyboard: type the address and press Enter.
  await page.getByLabel('Dirección de tu organización').fill('acme');
  await page.getByLabel('Dirección de tu organización').press('Enter');
  await expect(page).toHaveURL(tenantUrl('acme', '/sign-in'));
  await expect(page.getByText('Ingresa a Acme Logística')).toBeVisible();
});

test.describe('sign-in never tells which emails are registered', () => {
  test('a wrong password and an unknown email get the same answer', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await signInWithPassword(page, ANA.email, 'not-the-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(WRONG_LOGIN);
    await signInWithPassword(page, 'nadie@demo.faena.test', PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(WRONG_LOGIN);
    await expect(page.getByText(/No estás registrado/)).toHaveCount(0);
  });

  test('a code or a link asked for an unknown email is answered as if sent', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/sign-in'));
    await page.getByLabel('Correo electrónico').fill('nadie@acme.faena.test');
    await page.getByRole('button', { name: 'Enviarme un vínculo mágico' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Te enviamos un vínculo a nadie@acme.faena.test. Ábrelo en este dispositivo para iniciar sesión.',
    );
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/sign-in/code'));
    await page.getByRole('button', { name: 'Enviarme un código' }).click();
    expect((await sent).status()).toBe(202);
    await expect(page.getByText('Te enviamos un código de 6 dígitos a nadie@acme.faena.test.')).toBeVisible();
    await expect(page.getByText(/No estás registrado/)).toHaveCount(0);
  });

  test('an empty email is required, before anything is sent', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Este campo es requerido')).toBeVisible();
    await expect(page.getByText('Email inválido')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeFocused();
  });
});

test.describe('the page asked for survives the sign-in', () => {
  test('with a password', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/notifications'));
    await expect(page).toHaveURL(tenantUrl('demo', '/login'));
    await signInWithPassword(page, ANA.email);
    await expect(page).toHaveURL(tenantUrl('demo', '/notifications'));
    await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  });

  test('with a magic link, which leaves the page', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/profile'));
    await expect(page).toHaveURL(tenantUrl('acme', '/login'));
    await page.getByLabel('Correo electrónico').fill(CARLA.email);
    await page.getByRole('button', { name: 'Enviarme un vínculo mágico' }).click();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await page.goto(await latestSignInLink('acme', CARLA.email));
    await expect(page).toHaveURL(tenantUrl('acme', '/profile'));
  });

  test('never to another site', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/login'));
    await page.evaluate(() => sessionStorage.setItem('faena.returnTo', '//evil.example/steal'));
    await signInWithPassword(page, ANA.email);
    await expect(page).toHaveURL(tenantUrl('demo', '/'));
  });
});

test('signed out, /onboarding explains itself and signs in back to it', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/onboarding?simulate=1'));
  await expect(page).toHaveURL(tenantUrl('demo', '/onboarding?simulate=1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Completa tus datos' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Demo Faena' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'first-minute-onboarding-signed-out');
  await page.getByRole('link', { name: 'Iniciar sesión para continuar' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, ANA.email);
  await expect(page).toHaveURL(tenantUrl('demo', '/onboarding?simulate=1'));
  await expect(page.getByRole('form', { name: 'Datos personales' })).toBeVisible();
});
