import { ANA, expect, expectNoAxeViolations, signInWithPassword, tenantUrl, test } from './support';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An administrator opens a seeded person of the demo directory, changes their photo from the
 * avatar, sees it load in the header (served by its hashed URL) and in the history, and removes
 * it — on a desktop and on a phone.
 */
test('an administrator changes a person’s photo from their avatar, sees it, and removes it', async ({
  page,
}, testInfo) => {
  // Each project changes its own seeded person (one server serves both).
  const name = testInfo.project.name === 'mobile' ? 'Paula Castillo' : 'Tomás Rojas';
  await page.goto(tenantUrl('demo', '/login'));
  await signInWithPassword(page, ANA.email);
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
  await page.goto(tenantUrl('demo', `/people?search=${encodeURIComponent(name)}`));
  // A table on a desktop, cards on a phone: the link shown.
  await page.getByRole('link', { name }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: `Cambiar la foto de ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Foto' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(dialog).toBeHidden();

  // The header shows the photo, loaded from its URL with the photo's hash.
  const photo = page.getByRole('button', { name: `Cambiar la foto de ${name}` }).locator('img');
  await expect(photo).toHaveAttribute('src', /\/api\/persons\/[0-9a-f-]+\/photo\?v=[0-9a-f]{16}$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByText(/foto/i).first()).toBeVisible();

  await page.getByRole('button', { name: `Cambiar la foto de ${name}` }).click();
  await dialog.getByRole('button', { name: 'Quitar la foto actual' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Cambiar la foto de ${name}` }).locator('img')).toHaveCount(
    0,
  );
});
