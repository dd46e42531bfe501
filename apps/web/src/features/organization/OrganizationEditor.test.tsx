// @vitest-environment jsdom
import { getCurrentOrganizationQueryKey } from '@faena/api-client/query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@/platform/organization/organization';
import { initI18n, renderWithProviders } from '../../test/render';
import { OrganizationEditor } from './OrganizationEditor';

const calls = vi.hoisted(() => ({ update: vi.fn(), storage: vi.fn() }));
vi.mock('@faena/api-client', async (original) => ({
  ...(await original<typeof import('@faena/api-client')>()),
  updateCurrentOrganization: calls.update,
  getOrganizationStorage: calls.storage,
}));

const organization: Organization = {
  id: 'acme',
  name: 'Acme Logística',
  subdomain: 'acme',
  logoUrl: null,
  firebaseTenantId: null,
  signInMethods: [{ type: 'PASSWORD' }],
  brand: { primary: '#0f766e', accent: null },
  wording: { 'es-MX': { 'formBuilder:type_venue': 'Tienda' }, 'en-US': {} },
  hiddenFieldTypes: ['location', 'locations'],
  stripImageMetadata: true,
};

const rawOf = (from: Organization) => ({
  id: from.id,
  subdomain: from.subdomain,
  name: from.name,
  firebase_tenant_id: null,
  firebase_sign_in_methods: ['PASSWORD'],
  sign_in_methods: [{ type: 'PASSWORD' }],
  logo_url: null,
  brand: from.brand,
  wording: from.wording,
  hidden_field_types: from.hiddenFieldTypes,
  strip_image_metadata: from.stripImageMetadata,
});

const reply = (status: number, body: unknown) =>
  Promise.resolve(
    status === 200
      ? { data: body, response: new Response(null, { status }) }
      : { error: body, response: new Response(null, { status }) },
  );

function renderEditor() {
  return renderWithProviders(
    [
      {
        path: '/organization',
        element: (
          <>
            <Link to="/">Inicio</Link>
            <OrganizationEditor organization={organization} />
          </>
        ),
      },
      { path: '/', element: <h1>Inicio</h1> },
    ],
    { organization, subdomain: 'acme', route: '/organization' },
  ).queryClient;
}

describe('the organisation editor', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(() => {
    cleanup();
    calls.update.mockReset();
    calls.storage.mockReset();
  });

  it('lists the offered field types with the tenant’s words, and updates them as you type', async () => {
    renderEditor();
    const preview = screen.getByRole('list', { name: 'Así se verá la lista de tipos de campo' });
    expect(within(preview).getByText('Tienda')).toBeInTheDocument();
    expect(within(preview).queryByText('Ubicación')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ubicación' }));
    expect(within(preview).getByText('Ubicación')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Ubicación en Español (México)'), 'Bodega');
    expect(within(preview).getByText('Bodega')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bodega' })).toBeInTheDocument();
  });

  it('shows the server’s messages on the fields they name', async () => {
    calls.update.mockReturnValue(
      reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_ERROR',
        message: 'El nombre debe tener entre 1 y 80 caracteres.',
        fields: {
          name: 'El nombre debe tener entre 1 y 80 caracteres.',
          hidden_field_types: 'Tipo de campo desconocido: x.',
        },
      }),
    );
    renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre de la organización/ }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const name = await screen.findByRole('textbox', { name: /Nombre de la organización/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El nombre debe tener entre 1 y 80 caracteres.')).toBeInTheDocument();
    // A message naming no field of the form is shown with the form's own message.
    const summary = screen.getByText(/Tipo de campo desconocido: x\./);
    expect(summary.closest('[role="alert"]')?.textContent).toMatch(/^No se guardaron los cambios/);
  });

  it('saves and puts the new organisation in the cache, so it applies at once', async () => {
    calls.update.mockImplementation(({ body }) =>
      reply(200, {
        id: 'acme',
        subdomain: 'acme',
        name: body.name,
        firebase_tenant_id: null,
        firebase_sign_in_methods: ['PASSWORD'],
        sign_in_methods: [{ type: 'PASSWORD' }],
        logo_url: null,
        brand: body.brand,
        wording: body.wording,
        hidden_field_types: body.hidden_field_types,
        strip_image_metadata: body.strip_image_metadata,
      }),
    );
    const queryClient = renderEditor();
    const name = screen.getByRole('textbox', { name: /Nombre de la organización/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Global');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(calls.update.mock.calls[0]?.[0].body).toEqual({
      name: 'Acme Global',
      brand: { primary: '#0f766e', accent: null },
      wording: { 'es-MX': { 'formBuilder:type_venue': 'Tienda' }, 'en-US': {} },
      hidden_field_types: ['location', 'locations'],
      strip_image_metadata: true,
    });
    expect(queryClient.getQueryData<Organization>(getCurrentOrganizationQueryKey())?.name).toBe(
      'Acme Global',
    );
  });

  it('shows the storage the files take, and saves whether photos keep their metadata', async () => {
    calls.storage.mockReturnValue(reply(200, { used_bytes: 9.5 * 1024 ** 3, quota_bytes: 10 * 1024 ** 3 }));
    calls.update.mockImplementation(({ body }) =>
      reply(200, { ...rawOf(organization), strip_image_metadata: body.strip_image_metadata }),
    );
    renderEditor();
    const meter = await screen.findByRole('meter', { name: 'Almacenamiento usado' });
    // The percent sign's spacing follows the runtime's ICU data.
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^9\.5 GB de 10 GB \(95\s?%\)$/);
    expect(screen.getByText(/El almacenamiento está casi lleno/)).toBeInTheDocument();
    const strip = screen.getByRole('switch', { name: /Quitar la ubicación/ });
    expect(strip).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(strip);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(calls.update.mock.calls[0]?.[0].body).toMatchObject({ strip_image_metadata: false });
    expect(screen.getByRole('switch', { name: /Quitar la ubicación/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('says so when the storage used cannot be loaded, and the rest still works', async () => {
    calls.storage.mockReturnValue(reply(500, { code: 'INTERNAL', message: 'x' }));
    renderEditor();
    expect(await screen.findByText(/No pudimos cargar el almacenamiento usado/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Quitar la ubicación/ })).toBeEnabled();
  });

  it('does not save an untouched form, and says why', async () => {
    renderEditor();
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('No hay cambios por guardar.');
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre de la organización/ }), '{Enter}');
    expect(calls.update).not.toHaveBeenCalled();
    expect(screen.queryByText('Cambios guardados')).toBeNull();
  });

  it('asks before leaving with unsaved edits, and stays on Cancelar', async () => {
    renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre de la organización/ }), ' S.A.');
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    expect(save).toBeEnabled();
    expect(save).toHaveAccessibleDescription('Tienes cambios sin guardar.');
    await userEvent.click(screen.getByRole('link', { name: 'Inicio' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Desea descartar los cambios sin guardar?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('textbox', { name: /Nombre de la organización/ })).toHaveValue(
      'Acme Logística S.A.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Inicio' }));
    const again = await screen.findByRole('alertdialog', {
      name: '¿Desea descartar los cambios sin guardar?',
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while there are unsaved edits', async () => {
    renderEditor();
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre de la organización/ }), 'x');
    const edited = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(edited);
    expect(edited.defaultPrevented).toBe(true);
  });

  it('shows an unset colour as unset, not as a chosen one', async () => {
    renderEditor();
    expect(screen.getByLabelText('Color principal: selector')).not.toHaveAttribute('data-unset');
    const accent = screen.getByLabelText('Color secundario: selector, sin definir');
    expect(accent).toHaveAttribute('data-unset', 'true');
    expect(screen.getByTestId('accent-unset-swatch')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Color secundario/ })).toHaveAccessibleDescription(
      'Sin definir: no hay color secundario.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Color secundario/ }), '#b45309');
    expect(screen.getByLabelText('Color secundario: selector')).not.toHaveAttribute('data-unset');
    expect(screen.queryByTestId('accent-unset-swatch')).toBeNull();
  });
});
