import { readFile } from 'node:fs/promises';
import { rutCheckDigit } from '@faena/contract/identity-documents';
import type { Page } from '@playwright/test';
import { ANA, BRUNO, expect, expectNoAxeViolations, signInWithPassword, tenantUrl, test } from './support';

/** Filters the list by a venue: a filter menu on a desktop, the 'Filtros' dialog on a phone. */
async function filterByVenue(page: Page, mobile: boolean, venue: string) {
  let scope: ReturnType<Page['getByRole']>;
  if (mobile) {
    await page.getByRole('button', { name: /^Filtros/ }).click();
    scope = page.getByRole('dialog', { name: 'Filtros' });
  } else {
    await page.getByRole('button', { name: 'Lugar', exact: true }).click();
    scope = page.getByRole('dialog', { name: 'Lugar' });
  }
  await scope.getByRole('combobox', { name: 'Lugar' }).fill(venue);
  await scope.getByRole('option', { name: new RegExp(venue) }).click();
  if (mobile) await scope.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByRole('button', { name: `Quitar filtro ${venue}` })).toBeVisible();
}

/**
 * An administrator's day with the people directory: finds someone, filters the list by a venue
 * (kept across a reload) and exports it, creates a person with a RUT (a wrong check digit is
 * refused as typed), changes their phone, assigns them a work place and reads both changes in
 * their history, then finds them by that venue — on a desktop and on a phone.
 */
test('an administrator searches, filters by a venue and exports, creates a person with a RUT, edits the phone, assigns a work place and reads it in the history', async ({
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
  await expect(page.getByRole('link', { name: ANA.name })).toBeVisible();

  // Filtered by a venue, the list shows only who works there; the address keeps the filter.
  const mobile = testInfo.project.name === 'mobile';
  await filterByVenue(page, mobile, 'Sucursal Centro');
  await expect(page).toHaveURL(/venue=/);
  await expect(page.getByRole('link', { name: BRUNO.name })).toBeVisible();
  await expect(page.getByRole('link', { name: ANA.name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Quitar filtro Sucursal Centro' })).toBeVisible();
  await expect(page.getByRole('link', { name: BRUNO.name })).toBeVisible();
  await expect(page.getByRole('link', { name: ANA.name })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The export downloads (with the session's token) the filtered list as an XLSX.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('personas.xlsx');
  const file = await readFile((await download.path()) as string);
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');

  await page.getByRole('button', { name: 'Quitar filtro Sucursal Centro' }).first().click();
  await expect(page.getByRole('link', { name: ANA.name })).toBeVisible();
  await expect(page).not.toHaveURL(/venue=/);

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

  // A work place assigned from a search shows in the tab and in the history.
  const venue = mobile ? 'Sucursal Santiago' : 'Bodega Norte';
  await page.getByRole('tab', { name: 'Lugares de trabajo' }).click();
  await expect(page.getByText('Sin lugares de trabajo asignados.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Agregar Lugar' }).fill(venue.split(' ')[0] as string);
  await page.getByRole('option', { name: new RegExp(venue) }).click();
  await expect(page.getByRole('list', { name: 'Lugares de trabajo' }).getByText(venue)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(history.getByText(`Ana Torres puso los lugares de trabajo: «${venue}»`)).toBeVisible();

  // And the list filtered by that venue finds them.
  await page.goto(tenantUrl('demo', '/people'));
  await filterByVenue(page, mobile, venue);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: ANA.name })).toHaveCount(0);

  // Found back from the list by the RUT typed without the hyphen.
  await page.goto(tenantUrl('demo', `/people?search=${body}${rutCheckDigit(body)}`));
  await expect(page.getByText('1 persona', { exact: true })).toBeVisible();
});
