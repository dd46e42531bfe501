import { request as playwrightRequest } from '@playwright/test';
import {
  CARLA,
  emulatorHost,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  PASSWORD,
  signInWithPassword,
  tenantApi,
  tenantUrl,
  test,
} from './support';

/** A person of acme who works nowhere yet (created through the API as Carla), to include by name. */
async function createAcmePerson(name: string): Promise<void> {
  const api = await playwrightRequest.newContext();
  try {
    const organization = await (await api.get(...tenantApi('acme', '/api/organizations/current'))).json();
    const signIn = await api.post(
      `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
      {
        data: {
          email: CARLA.email,
          password: PASSWORD,
          returnSecureToken: true,
          tenantId: organization.firebase_tenant_id,
        },
      },
    );
    const { idToken } = (await signIn.json()) as { idToken: string };
    const [url, { headers }] = tenantApi('acme', '/api/persons');
    const created = await api.post(url, {
      headers: { ...headers, authorization: `Bearer ${idToken}` },
      data: { name },
    });
    expect(created.status()).toBe(201);
  } finally {
    await api.dispose();
  }
}

test('an administrator builds an audience of a store plus one person, and a form’s pickers follow acme’s wording', async ({
  page,
}) => {
  const project = test.info().project.name;
  const person = `Rosa Ibarra ${project}`;
  const name = `Tienda Centro y Rosa ${project}`;
  await createAcmePerson(person);

  await page.goto(tenantUrl('acme', '/login'));
  await signInWithPassword(page, CARLA.email);
  await expect(page).toHaveURL(tenantUrl('acme', '/'));

  // Found under Avanzado.
  await page.goto(tenantUrl('acme', '/advanced'));
  await page
    .getByRole('link', { name: /Audiencias/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audiencias' })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva audiencia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva audiencia' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  const preview = page.getByRole('region', { name: 'Vista previa' }).or(page.getByLabel('Vista previa'));
  await expect(page.getByTestId('audience-count')).toHaveText('0 personas');

  // The venues are acme's stores: the picker is named in its wording.
  const stores = page.getByRole('combobox', { name: 'Tiendas' });
  await stores.fill('Centro');
  await page.getByRole('option', { name: 'Tienda Centro' }).click();
  await stores.blur();
  await expect(page.getByRole('list', { name: 'Tiendas' }).getByText('Tienda Centro')).toBeVisible();
  await expect(page.getByTestId('audience-count')).toHaveText('1 persona');

  const include = page.getByRole('combobox', { name: 'Agregar a estas personas' });
  await include.fill('Rosa');
  await page.getByRole('option', { name: new RegExp(person) }).click();
  await include.blur();
  await expect(page.getByTestId('audience-count')).toHaveText('2 personas');
  const members = preview.getByRole('list', { name: 'Personas de la audiencia' });
  await expect(members.getByText(CARLA.name)).toBeVisible();
  await expect(members.getByText(person)).toBeVisible();

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Audiencia guardada')).toBeVisible();
  await expect(page).toHaveURL(/\/audiences\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A form's venue picker says 'Tienda' and lists the stores; its person picker keeps to the audience.
  const trial = page.getByRole('form', { name: 'Probar en un formulario' });
  const venue = trial.getByRole('combobox', { name: 'Tienda', exact: true });
  await venue.click();
  await venue.press('ArrowDown');
  const venueOptions = trial.getByRole('listbox', { name: 'Tienda', exact: true }).getByRole('option');
  await expect(venueOptions.filter({ hasText: 'Tienda Norte' })).toBeVisible();
  await expect(venueOptions.filter({ hasText: 'Tienda Sur' })).toBeVisible();
  await expect(venueOptions.filter({ hasText: 'Tienda Centro' })).toBeVisible();
  await expect(trial.getByText(/Sucursal/)).toHaveCount(0);
  await venueOptions.filter({ hasText: 'Tienda Norte' }).click();
  await expect(venue).toHaveValue('Tienda Norte');

  // Within the audience: its store and where its people work (Carla also works at the distribution centre).
  const ownVenue = trial.getByRole('combobox', { name: 'Tienda de la audiencia' });
  await ownVenue.click();
  await ownVenue.press('ArrowDown');
  const ownVenues = trial.getByRole('listbox', { name: 'Tienda de la audiencia' }).getByRole('option');
  await expect(ownVenues).toHaveCount(2);
  await expect(ownVenues).toContainText(['Centro de distribución', 'Tienda Centro']);
  await ownVenue.press('Escape');

  const who = trial.getByRole('combobox', { name: 'Persona de la audiencia' });
  await who.click();
  await who.press('ArrowDown');
  const people = trial.getByRole('listbox', { name: 'Persona de la audiencia' }).getByRole('option');
  await expect(people).toHaveCount(2);
  await expect(people.filter({ hasText: CARLA.name })).toBeVisible();
  await expect(people.filter({ hasText: person })).toBeVisible();
  await who.press('Escape');

  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'audience-editor-acme');

  // Listed with what its rule names.
  await page.getByRole('link', { name: 'Volver a audiencias' }).click();
  const row = page
    .getByRole('list', { name: 'Audiencias de la organización' })
    .getByRole('link', { name: new RegExp(name) });
  await expect(row).toContainText('1 tienda · +1 persona');
  await expectNoAxeViolations(page);
});
