import { expect, test } from '@playwright/test';
import { ANA, BRUNO, expectNoAxeViolations, signInWithPassword, tenantUrl } from './support';

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
