import { XSS_VECTORS } from '@faena/form-engine/markdown/xss-vectors';
import { type Page, request as playwrightRequest } from '@playwright/test';
import {
  ANA,
  apiAs,
  BRUNO,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  signedInPage,
  signInAs,
  tenantUrl,
  test,
  tokenOf,
  uniqueName,
} from './support';

const isDesktop = () => test.info().project.name === 'desktop';

/** The bell (desktop: the dropdown's button; mobile: the top bar's link). */
const bell = (page: Page) =>
  page.getByRole(isDesktop() ? 'button' : 'link', { name: /^Notificaciones(, .* sin leer)?$/ });

/** The bell's name for an unread total (the badge reads 99+ above 99). */
const bellName = (unread: number) =>
  unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread > 99 ? '99+' : unread} sin leer`;

test('an administrator posts in a new channel asking for acknowledgement; a worker is told live, acknowledges, and the author sees it counted', async ({
  page,
  browser,
}) => {
  test.slow();
  const channelName = uniqueName('Avisos de tienda');
  const title = uniqueName('Nuevo horario de apertura');

  // The worker has the app open on another screen before anything is posted.
  const api = await playwrightRequest.newContext();
  const workerApi = apiAs(api, await tokenOf(BRUNO.email));
  const worker = await signedInPage(browser, BRUNO.email);
  await worker.goto(tenantUrl('demo', '/activities'));
  const unread = (await workerApi.get('/api/notifications?pageNumber=1&pageSize=1')).body
    .totalUnread as number;
  await expect(bell(worker)).toHaveAccessibleName(bellName(unread));

  // The administrator makes a channel everyone reads.
  await signInAs(page, ANA.email);
  await page.goto(tenantUrl('demo', '/posts'));
  await expect(page.getByRole('heading', { name: 'Publicaciones', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo canal' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(channelName);
  await dialog
    .getByRole('textbox', { name: /^Descripción/ })
    .fill('Cambios de horario y avisos de la tienda.');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Se creó el canal ${channelName}.`)).toBeVisible();

  // …and writes a post there that asks to be acknowledged, previewing it first.
  await page.goto(tenantUrl('demo', '/posts/new'));
  await page.getByLabel(/^Canal/).selectOption({ label: channelName });
  await page.getByRole('textbox', { name: /^Título/ }).fill(title);
  await page
    .getByRole('textbox', { name: /^Contenido/ })
    .fill('Desde el **lunes** abrimos a las 8:00.\n\n- Entrada por la puerta norte\n- Uniforme completo');
  await page.getByRole('tab', { name: 'Vista previa' }).click();
  await expect(page.getByRole('tabpanel').getByText('lunes')).toHaveJSProperty('tagName', 'STRONG');
  await page.getByRole('tab', { name: 'Escribir' }).click();
  await page.getByRole('switch', { name: /Requiere confirmación de lectura/ }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
  const postPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // The worker's bell changes without a reload; its notification opens the post.
  await expect(bell(worker)).toHaveAccessibleName(bellName(unread + 1), { timeout: 15_000 });
  if (isDesktop()) {
    await bell(worker).click();
    await worker.getByRole('menuitem', { name: new RegExp(title) }).click();
  } else {
    await bell(worker).click();
    await expect(worker.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    await worker
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
  }
  await expect(worker).toHaveURL(tenantUrl('demo', postPath));
  await expect(worker.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(worker.getByText('lunes')).toHaveJSProperty('tagName', 'STRONG');
  await expect(worker.getByText('Esta publicación pide que confirmes que la leíste.')).toBeVisible();
  await keepScreenshot(worker, 'post-to-acknowledge');
  await expectNoAxeViolations(worker);
  await worker.getByRole('button', { name: 'Entendido' }).click();
  await expect(worker.getByText(/Confirmaste la lectura el/)).toBeVisible();
  await expect(worker.getByRole('button', { name: 'Entendido' })).toHaveCount(0);

  // In the worker's feed the post is read and acknowledged.
  await worker.goto(tenantUrl('demo', '/posts'));
  const card = worker.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Confirmado')).toBeVisible();
  await expect(card.getByRole('img', { name: 'No leída' })).toHaveCount(0);

  // The author sees one acknowledgement out of the channel's audience, and who is still missing.
  await page.reload();
  await expect(page.getByText(/^1 de \d+ confirmaron \(/)).toBeVisible();
  await expect(page.getByText(/^\d+ de \d+ la vieron \(/)).toBeVisible();
  const pending = page.getByRole('list', { name: 'Quién no ha confirmado' });
  await expect(pending).toBeVisible();
  await expect(pending.getByText(BRUNO.name)).toHaveCount(0);
  await keepScreenshot(page, 'post-figures');
  await worker.context().close();
  await api.dispose();
});

test('hostile titles, channel names and bodies render as text: no script runs and no element is injected', async ({
  page,
}) => {
  const api = await playwrightRequest.newContext();
  const admin = apiAs(api, await tokenOf(ANA.email));
  const channel = await admin.post('/api/post-channels', {
    name: `<img src=x onerror=alert('canal')> ${test.info().project.name} ${Date.now()}`,
    description: `<svg/onload=alert('descripción')>`,
    audienceId: null,
    posterIds: [],
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(201);
  const titles = XSS_VECTORS.slice(0, 6);
  const ids: string[] = [];
  for (const [index, title] of titles.entries()) {
    const created = await admin.post('/api/posts', {
      channelId: channel.body.id,
      title,
      body: XSS_VECTORS.slice(index * 10, index * 10 + 10).join('\n\n') || XSS_VECTORS.join('\n\n'),
      requiresAcknowledgement: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids.push(created.body.id);
  }
  const everything = await admin.post('/api/posts', {
    channelId: channel.body.id,
    title: 'Todos los vectores',
    body: XSS_VECTORS.join('\n\n'),
    requiresAcknowledgement: false,
  });
  expect(everything.status).toBe(201);
  await api.dispose();

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const injected = () =>
    page.evaluate(() => {
      const dangerous =
        'script, iframe, object, embed, frame, frameset, base, meta, style:not([nonce]), svg script';
      const found = Array.from(document.body.querySelectorAll('*')).filter(
        (element) =>
          element.matches(dangerous) ||
          Array.from(element.attributes).some(
            (attribute) =>
              /^on/i.test(attribute.name) || /^\s*(javascript|vbscript|data):/i.test(attribute.value),
          ),
      );
      return found.map((element) => element.outerHTML.slice(0, 120));
    });

  await signInAs(page, ANA.email);
  await page.goto(tenantUrl('demo', `/posts?channel=${channel.body.id}`));
  await expect(page.getByRole('heading', { name: titles[0]!, exact: true }).first()).toBeVisible();
  for (const title of titles) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  expect(await injected()).toEqual([]);
  // Long names scroll in their row; the page stays as wide as the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    test.info().project.use.viewport!.width,
  );

  await page.goto(tenantUrl('demo', `/posts/${everything.body.id}`));
  await expect(page.getByRole('heading', { name: 'Todos los vectores', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toBeVisible();
  // Hovering and clicking what is left does nothing either.
  for (const element of await page.getByRole('article').locator('img, a').all()) {
    await element.hover({ force: true, trial: false }).catch(() => undefined);
  }
  expect(await injected()).toEqual([]);
  await page.goto(tenantUrl('demo', `/posts/${ids[0]}`));
  await expect(page.getByRole('heading', { name: titles[0]!, level: 1 })).toBeVisible();
  expect(await injected()).toEqual([]);
  expect(dialogs).toEqual([]);
});
