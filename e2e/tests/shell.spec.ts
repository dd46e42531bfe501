import type { Page } from '@playwright/test';
import {
  ANA,
  BRUNO,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  signInWithPassword,
  tenantUrl,
  test,
} from './support';

const isDesktop = () => test.info().project.name === 'desktop';

/** Lets sheets and menus finish sliding in before a screenshot. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function signInAsAna(page: Page) {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
}

const SPANISH_MONTHS =
  /Semana de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/;

test('the shell: rail and profile menu on desktop, top bar, bottom bar and drawer on mobile', async ({
  page,
}) => {
  await signInAsAna(page);
  // Home is the person's day: greeted by name, the organisation left to the chrome.
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, Ana/ })).toBeVisible();

  if (isDesktop()) {
    const rail = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const name of ['Inicio', 'Herramientas', 'Organización', 'Avanzado', 'Mi cuenta']) {
      await expect(rail.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(rail.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // On desktop the bell opens the latest notifications (a menu); /notifications is one step further.
    await expect(page.getByRole('button', { name: 'Notificaciones' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'shell-home');

    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(ANA.name)).toBeVisible();
    await expect(menu.getByText(ANA.email)).toBeVisible();
    // Edit profile is behind its flag (on for these journeys).
    await expect(menu.getByRole('menuitem', { name: 'Editar perfil' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await settle(page);
    await keepScreenshot(page, 'shell-profile-menu');
    await menu.getByRole('menuitem', { name: 'Configuración' }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/settings'));
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    // Ana may impersonate: the picker is part of her account page.
    await expect(page.getByRole('heading', { name: 'Suplantar a una persona' })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'my-account');
    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(tenantUrl('demo', '/login'));
    return;
  }

  // Mobile home: the task-manager top bar (the organisation logo in the menu button's place,
  // the search where every screen has it) and the bottom bar.
  await expect(page.getByRole('link', { name: 'Demo Faena, ir al inicio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Buscar' }).fill('auditoria');
  await expect(page.getByRole('option', { name: /Registro de auditoría/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Buscar' }).fill('');
  const bar = page.getByRole('navigation', { name: 'Navegación principal' });
  // Home, Activities, Reports + 2 workflow types = 5 tabs: two shown, the plus in the last slot.
  await expect(bar.getByRole('link')).toHaveText(['Inicio', 'Actividades']);
  await expect(bar.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'shell-home');

  await bar.getByRole('button', { name: 'Más secciones' }).click();
  const overlay = page.getByRole('dialog', { name: 'Todas las secciones' });
  // The seeded types come first (by position); types other journeys publish may follow.
  await expect(overlay.getByRole('link').nth(4)).toBeVisible();
  expect((await overlay.getByRole('link').allTextContents()).slice(0, 5)).toEqual([
    'Inicio',
    'Actividades',
    'Reportes',
    'Solicitudes de compra',
    'Mantenimiento',
  ]);
  await expect(overlay.getByRole('link', { name: 'Mantenimiento' })).toHaveAttribute(
    'href',
    /^\/workflows\/[^/]+\/dispatch-action$/,
  );
  await settle(page);
  await keepScreenshot(page, 'shell-plus-overlay');
  await overlay.getByRole('button', { name: 'Cerrar' }).click();
  await expect(overlay).toBeHidden();

  await bar.getByRole('link', { name: 'Actividades' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/activities'));
  await expect(page.getByRole('combobox', { name: 'Buscar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notificaciones' })).toHaveAttribute('href', '/notifications');
  await expect(page.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/profile');

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(drawer.getByText('Versión 1.2.146')).toBeVisible();
  await settle(page);
  await keepScreenshot(page, 'shell-drawer');
  await drawer.getByRole('link', { name: 'Configuración' }).click();
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Mi perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  await expect(page.getByText('correo y contraseña')).toBeVisible();
  await keepScreenshot(page, 'profile');

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/login'));
});

test('settings: the language switches the texts, <html lang> and the first day of the week', async ({
  page,
}) => {
  await signInAsAna(page);
  await page.goto(tenantUrl('demo', '/settings'));
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  await expect(page.getByText('La semana empieza el lunes.')).toBeVisible();
  await expect(page.getByText(SPANISH_MONTHS)).toBeVisible();
  await expect(page.getByTestId('week-day').first()).toContainText('lun');
  await expect(page.getByRole('link', { name: 'Simular onboarding' })).toHaveAttribute(
    'href',
    '/onboarding?simulate=1',
  );
  await expect(page.getByRole('button', { name: 'Simular error' })).toBeVisible();
  // Invites from the front end are behind a flag (on in this e2e run) and MANAGE_PEOPLE.
  await expect(page.getByRole('button', { name: 'Crear invitación' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'settings-es');

  await page.getByLabel('Idioma de la aplicación').selectOption('en-US');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByText('The week starts on Sunday.')).toBeVisible();
  await expect(page.getByTestId('week-day').first()).toContainText('Sun');
  // The design system's texts follow (UiTextProvider locale).
  const navigation = isDesktop()
    ? page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Home', exact: true })
    : page.getByRole('button', { name: 'Open menu' });
  await expect(navigation).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'settings-en');

  // Remembered across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('faena.language'))).toBe('en-US');

  await page.getByLabel('App language').selectOption('es-MX');
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByText('La semana empieza el lunes.')).toBeVisible();
});

test('settings: an invitation is created once; the same email again is already in use', async ({ page }) => {
  const email = `invitada-${test.info().project.name}@demo.faena.test`;
  await signInAsAna(page);
  await page.goto(tenantUrl('demo', '/settings'));
  await page.getByRole('button', { name: 'Crear invitación' }).click();
  let dialog = page.getByRole('dialog', { name: 'Crear invitación' });
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog.getByText('Este campo es requerido')).toHaveCount(2);
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Nombre').fill('Invitada Nueva');
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog.getByText(`Invitación enviada a ${email}`)).toBeVisible();
  // Against the Auth Emulator the sign-in link comes back for development.
  await expect(dialog.getByRole('link', { name: /from-invite/ })).toBeVisible();
  await settle(page);
  await keepScreenshot(page, 'settings-invite-sent', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();

  await page.getByRole('button', { name: 'Crear invitación' }).click();
  dialog = page.getByRole('dialog', { name: 'Crear invitación' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Nombre').fill('Invitada Otra Vez');
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
    /El correo electrónico ya está en uso/,
  );
  await expect(dialog.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('profile: a person renames themself; a blank name is refused', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, BRUNO.email);
  await expect(page.getByRole('heading', { name: `Hola, ${BRUNO.name}` })).toBeVisible();
  await page.goto(tenantUrl('demo', '/profile'));
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Editar perfil', level: 1 })).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Nombre' });
  await expect(name).toHaveValue(BRUNO.name);
  await name.fill('   ');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es requerido')).toBeVisible();
  await expectNoAxeViolations(page);

  await name.fill('Bruno D. Díaz');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/profile'));
  await expect(page.getByText('Perfil actualizado')).toBeVisible();
  await expect(page.getByText('Bruno D. Díaz').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Bruno D. Díaz').first()).toBeVisible();

  // Put the name back for the other journeys.
  await page.goto(tenantUrl('demo', '/profile/edit'));
  await page.getByRole('textbox', { name: 'Nombre' }).fill(BRUNO.name);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/profile'));
  await expect(page.getByText(BRUNO.name).first()).toBeVisible();
});

test('what Tab reaches on a long screen is never hidden under the shell bars', async ({ page }) => {
  await signInAsAna(page);
  // The Avanzado hub is longer than a phone's screen; its cards go under the sticky bars.
  await page.goto(tenantUrl('demo', '/advanced'));
  const cards = page.getByRole('list', { name: 'Áreas' }).getByRole('link');
  await expect.poll(() => cards.count()).toBeGreaterThan(5);
  const count = await cards.count();
  await cards.first().focus();
  for (let index = 0; index < count; index += 1) {
    if (index > 0) await page.keyboard.press('Tab');
    await expect(cards.nth(index)).toBeFocused();
    // What the screen shows at the middle of the focused card is the card, not a bar over it.
    const uncovered = await cards.nth(index).evaluate((card) => {
      const { left, top, width, height } = card.getBoundingClientRect();
      const seen = document.elementFromPoint(left + width / 2, top + height / 2);
      return seen !== null && card.contains(seen);
    });
    expect(uncovered, `card ${index + 1} of ${count}`).toBe(true);
  }
});
