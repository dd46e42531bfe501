import { rutCheckDigit } from '@faena/contract/identity-documents';
import { ANA, expect, expectNoAxeViolations, signInWithPassword, tenantUrl, test } from './support';

/**
 * An administrator's day with the people directory: finds someone, creates a person with a RUT
 * (a wrong check digit is refused as typed), opens them, changes their phone and reads the
 * change in their history — on a desktop and on a phone.
 */
test('an administrator searches, creates a person with a RUT, edits the phone and reads it in the history', async ({
  page,
}, testInfo) => {
  // Each project creates its own person (one server serves both).
  const body = testInfo.project.name === 'mobile' ? '16666666' : '15555555';
  const rut = `${body}-${rutCheckDigit(body)}`;
  const wrongDigit = rutCheckDigit(body) === '1' ? '2' : '1';
  const name = testInfo.project.name === 'mobile' ? 'Íñigo Núñez Móvil' : 'Íñigo Núñez Escritorio';

  await page.goto(tenantUrl('demo', '/login'));
  await signInWithPassword(page, ANA.email);
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
  await page.goto(tenantUrl('demo', '/people'));
  await expect(page.getByRole('heading', { level: 1, name: 'Personas' })).toBeVisible();

  // Search as you type: accents and case do not matter; the address keeps the search.
  await page.getByRole('searchbox', { name: /Buscar por nombre/ }).fill('BRUNO diaz');
  await expect(page.getByText('1 persona', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/search=BRUNO\+diaz/);
  await page.getByRole('searchbox', { name: /Buscar por nombre/ }).fill('');

  await page.getByRole('button', { name: 'Crear persona' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear persona' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
  const number = dialog.getByRole('textbox', { name: 'Número' });
  await number.fill(`${body}-${wrongDigit}`);
  await expect(dialog.getByText('RUT inválido')).toBeVisible();
  await number.fill(rut);
  await expect(dialog.getByText('RUT inválido')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /Teléfonos/ }).fill('+56 9 1234 5678');
  await dialog.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  const phones = page.getByRole('textbox', { name: /Teléfonos/ });
  await expect(phones).toHaveValue('+56912345678');
  await phones.fill('+56 9 8765 4321');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(phones).toHaveValue('+56987654321');

  await page.getByRole('tab', { name: 'Documentos' }).click();
  await expect(page.getByText(rut, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page).toHaveURL(/tab=history/);
  const history = page.getByRole('list', { name: 'Historial de cambios' });
  await expect(
    history.getByText('Ana Torres cambió el teléfono de «+56912345678» a «+56987654321»'),
  ).toBeVisible();
  await expect(history.getByText('Ana Torres creó la ficha')).toBeVisible();
  await expectNoAxeViolations(page);

  // Found back from the list by the RUT typed without the hyphen.
  await page.goto(tenantUrl('demo', `/people?search=${body}${rutCheckDigit(body)}`));
  await expect(page.getByText('1 persona', { exact: true })).toBeVisible();
});
