import { ANA, BRUNO, expect, expectNoAxeViolations, signInWithPassword, tenantUrl, test } from './support';

test('Ana impersonates Bruno from her account page and exits through the banner', async ({ page }) => {
  // The desktop layout has the profile menu used to sign in again at the end.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();

  await page.goto(tenantUrl('demo', '/my-account'));
  await page.getByLabel('Buscar persona').fill('Bruno');
  await page.getByRole('button', { name: `Suplantar a ${BRUNO.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `¿Suplantar a ${BRUNO.name}?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Suplantar' }).click();

  await expect(page).toHaveURL(tenantUrl('demo', '/'));
  await expect(page.getByRole('heading', { name: `Hola, ${BRUNO.name}` })).toBeVisible();
  const banner = page.getByText(`IMPORTANTE: Suplantando a ${BRUNO.name}`);
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(banner).toBeVisible();

  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/login'));

  // The flag went with the logout: Ana signs in as herself, with no banner.
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
  await expect(page.getByText(/IMPORTANTE: Suplantando a/)).toHaveCount(0);
});

test('cancelling the confirmation keeps Ana as herself', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
  await page.goto(tenantUrl('demo', '/my-account'));
  await page.getByLabel('Buscar persona').fill('Bruno');
  await page.getByRole('button', { name: `Suplantar a ${BRUNO.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/my-account'));
  await expect(page.getByText(/IMPORTANTE: Suplantando a/)).toHaveCount(0);
});

test('a change made while acting as Bruno shows in the audit log, with both people', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Ana's token, from the app's own first authenticated call, to give Bruno a notification.
  const authorized = page.waitForRequest(
    (request) => /\/api\/site-config\/me/.test(request.url()) && Boolean(request.headers().authorization),
  );
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();
  const token = (await authorized).headers().authorization!;
  const title = `Auditoría ${Date.now()}`;
  const created = await page.evaluate(
    async ({ authorization, title }) =>
      (
        await fetch('/api/dev/notifications', {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            person_id: '0a5e7d1c-3b52-4c1e-9f0a-000000000002',
            payload: { type: 'NEW_POST', postId: 'audit-post', title },
          }),
        })
      ).status,
    { authorization: token, title },
  );
  expect(created).toBe(201);

  await page.goto(tenantUrl('demo', '/my-account'));
  await page.getByLabel('Buscar persona').fill('Bruno');
  await page.getByRole('button', { name: `Suplantar a ${BRUNO.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Suplantar' }).click();
  await expect(page.getByText(`IMPORTANTE: Suplantando a ${BRUNO.name}`)).toBeVisible();
  // The session is Bruno's once his home greets him: only then may the page be reloaded.
  await expect(page.getByRole('heading', { name: `Hola, ${BRUNO.name}` })).toBeVisible();

  // Acting as Bruno: a write (marking his notification read).
  await page.goto(tenantUrl('demo', '/notifications'));
  await page.getByRole('button', { name: `Marcar como leída: ${title}` }).click();
  await expect(page.getByRole('button', { name: `Marcar como leída: ${title}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/login'));
  await signInWithPassword(page, ANA.email);
  await expect(page.getByRole('heading', { name: `Hola, ${ANA.name}` })).toBeVisible();

  await page.goto(tenantUrl('demo', '/settings'));
  await page.getByRole('link', { name: 'Ver registro' }).click();
  await expect(page.getByRole('heading', { name: 'Registro de auditoría' })).toBeVisible();
  const newest = page
    .getByRole('list', { name: 'Entradas del registro de auditoría' })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(`${ANA.name} (como ${BRUNO.name})`);
  await expect(newest).toContainText('Marcó una notificación como leída');
  await expect(newest).toContainText('Realizado (200)');
  await expectNoAxeViolations(page);
});
