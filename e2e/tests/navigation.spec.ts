import type { Page } from '@playwright/test';
import { ANA, BRUNO, expect, expectNoAxeViolations, signInWithPassword, tenantUrl, test } from './support';

const WIDTHS = [375, 768, 1000, 1280] as const;
const LANGUAGES = {
  'es-MX': {
    nav: 'Navegación principal',
    menu: 'Abrir menú',
    drawer: 'Menú',
    collapse: 'Contraer navegación',
  },
  'en-US': { nav: 'Main navigation', menu: 'Open menu', drawer: 'Menu', collapse: 'Collapse navigation' },
} as const;

async function signIn(page: Page, email = ANA.email, name = ANA.name) {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: `Hola, ${name}` })).toBeVisible();
}

/** Lets sheets and menus finish sliding in before measuring or a screenshot. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** The navigation labels under `selector` whose text does not fit their box (cut or overflowing). */
async function overflowingLabels(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.textContent} (${element.scrollWidth} > ${element.clientWidth})`),
  );
}

/** Each label's text and the link or button holding it, inside one navigation. */
const LABELS = '[data-slot="label"], a, button';

/** A screenshot kept with the run's artefacts (`test-results/`) and attached to the report. */
async function attach(page: Page, name: string) {
  const path = test.info().outputPath(`${name}-${test.info().project.name}.png`);
  await page.screenshot({ path, fullPage: false });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('no navigation label overflows or wraps, in es-MX and en-US, at 375, 768, 1000 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const language of ['es-MX', 'en-US'] as const) {
    const t = LANGUAGES[language];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const expanded of width >= 992 ? [true, false] : [false]) {
        await page.evaluate(
          ([lang, sidebar]) => {
            localStorage.setItem('faena.language', lang);
            localStorage.setItem('faena.sidebar', sidebar);
          },
          [language, expanded ? 'expanded' : 'collapsed'] as const,
        );
        await page.goto(tenantUrl('demo', '/advanced'));
        const nav = page.getByRole('navigation', { name: t.nav });
        await expect(nav).toBeVisible();
        await settle(page);
        const where = `${language} at ${width}px${width >= 992 ? (expanded ? ', sidebar' : ', rail') : ''}`;
        expect(await overflowingLabels(page, `nav[aria-label="${t.nav}"] :is(${LABELS})`), where).toEqual([]);
        if (width >= 992) {
          // One line each: a label is as tall as one line of its text.
          const wrapped = await nav
            .locator('[data-slot="label"]')
            .evaluateAll((labels) =>
              labels.filter((label) => label.getClientRects().length > 1).map((label) => label.textContent),
            );
          expect(wrapped, where).toEqual([]);
          await attach(page, `navigation-${language}-${width}-${expanded ? 'sidebar' : 'rail'}`);
        } else {
          await attach(page, `navigation-${language}-${width}-bottom-bar`);
          await page.getByRole('button', { name: t.menu }).click();
          const drawer = page.getByRole('dialog', { name: t.drawer });
          await expect(drawer).toBeVisible();
          await settle(page);
          expect(await overflowingLabels(page, '[role="dialog"] :is(a, button)'), `${where}, drawer`).toEqual(
            [],
          );
          await attach(page, `navigation-${language}-${width}-drawer`);
          await page.keyboard.press('Escape');
          await expect(drawer).toBeHidden();
        }
      }
    }
  }
});

test('every sidebar and drawer entry leads to a real screen; the hubs list the same areas, axe clean', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const desktop = (page.viewportSize()?.width ?? 0) >= 992;
  let hrefs: string[];
  let advanced: string[];
  let tools: string[];
  if (desktop) {
    await page.evaluate(() => localStorage.setItem('faena.sidebar', 'expanded'));
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('list', { name: 'Avanzado' })).toBeVisible();
    hrefs = await nav
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    advanced = await nav
      .getByRole('list', { name: 'Avanzado' })
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    tools = await nav
      .getByRole('list', { name: 'Herramientas' })
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  } else {
    // Off the home screen, whose top bar may carry the organisation logo instead of the menu.
    await page.goto(tenantUrl('demo', '/my-account'));
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('list', { name: 'Avanzado' })).toBeVisible();
    hrefs = await drawer
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    advanced = await drawer
      .getByRole('list', { name: 'Avanzado' })
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    tools = await drawer
      .getByRole('list', { name: 'Herramientas' })
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await page.keyboard.press('Escape');
  }
  // Ana administers: people, the structure, checklists, reports and the audit log are under Avanzado.
  expect(advanced).toEqual(
    expect.arrayContaining([
      '/people',
      '/org-chart',
      '/audiences',
      '/checklist-administration',
      '/reports/administration',
      '/settings/audit-log',
    ]),
  );
  // The work areas, then files, links and the work waiting to be sent.
  expect(tools).toEqual([
    '/activities',
    '/checklists',
    '/reports/list',
    '/workflows',
    '/posts',
    '/assets',
    '/links',
    '/sync',
  ]);
  for (const href of new Set(hrefs)) {
    await page.goto(tenantUrl('demo', href));
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByText('No disponible para esta demo'), href).toHaveCount(0);
    await expect(page.getByText('Pagina no encontrada'), href).toHaveCount(0);
    // Nothing makes the page wider than the screen (a phone would zoom the whole app out).
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, href).toBeLessThanOrEqual(test.info().project.use.viewport!.width);
  }

  await page.goto(tenantUrl('demo', '/advanced'));
  await expect(page.getByRole('heading', { name: 'Avanzado', level: 1 })).toBeVisible();
  // The hub lists what the sidebar lists under Avanzado, in the same order.
  const cards = page.getByRole('list', { name: 'Áreas' }).getByRole('link');
  await expect(cards).toHaveCount(advanced.length);
  expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).toEqual(
    advanced,
  );
  if (desktop) {
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByText('Avanzado')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Avanzado · Demo Faena');
  }
  await expectNoAxeViolations(page);
  await attach(page, 'hub-advanced');
  await cards.filter({ hasText: 'Registro de auditoría' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/settings/audit-log'));
  if (desktop) {
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByRole('link', { name: 'Avanzado' })).toHaveAttribute('href', '/advanced');
    await expect(crumbs.getByText('Registro de auditoría')).toHaveAttribute('aria-current', 'page');
  }

  await page.goto(tenantUrl('demo', '/tools'));
  await expect(page.getByRole('heading', { name: 'Herramientas', level: 1 })).toBeVisible();
  // The tools hub lists what the sidebar lists under Herramientas.
  const toolCards = page.getByRole('list', { name: 'Áreas' }).getByRole('link');
  await expect(toolCards).toHaveCount(tools.length);
  expect(
    await toolCards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
  ).toEqual(tools);
  await expectNoAxeViolations(page);
  await attach(page, 'hub-tools');
});

test('without MANAGE_ORGANIZATION, Organización is not offered', async ({ page }) => {
  await signIn(page, BRUNO.email, BRUNO.name);
  if ((page.viewportSize()?.width ?? 0) >= 992) {
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Organización' })).toHaveCount(0);
  } else {
    await page.goto(tenantUrl('demo', '/my-account'));
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Organización' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Registro de auditoría' })).toHaveCount(0);
  }
});

test('the impersonation picker does not offer the administrator themself', async ({ page }) => {
  await signIn(page);
  await page.goto(tenantUrl('demo', '/my-account'));
  await page.getByLabel('Buscar persona').fill('Torres');
  await expect(page.getByText(/No encontramos personas/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Suplantar a ${ANA.name}` })).toHaveCount(0);
});

test('the mobile search finds a screen by keyboard and opens it', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(tenantUrl('demo', '/settings'));
  const box = page.getByRole('combobox', { name: 'Buscar' });
  const results = page.getByRole('listbox', { name: 'Buscar' }).getByRole('option');
  await box.fill('auditoria');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(results).toHaveText(['Registro de auditoríaAvanzado']);
  await expectNoAxeViolations(page);
  await attach(page, 'search-results');
  await box.press('ArrowDown');
  await expect(results.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(tenantUrl('demo', '/settings/audit-log'));
  await box.fill('organizacion');
  await expect(results).toHaveCount(1);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});
