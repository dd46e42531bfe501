// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders, TEST_ORGANIZATION } from '../../test/render';
import AudienceEditorPage from './AudienceEditorPage';

const calls = vi.hoisted(() => ({
  listVenues: vi.fn(),
  previewAudience: vi.fn(),
  createAudience: vi.fn(),
  searchPeople: vi.fn(),
  getAudience: vi.fn(),
}));
vi.mock('@faena/api-client', async (original) => ({
  ...(await original<typeof import('@faena/api-client')>()),
  ...calls,
}));
// The generated query options call the client's own functions: the saved audience comes from here.
vi.mock('@faena/api-client/query', async (original) => ({
  ...(await original<typeof import('@faena/api-client/query')>()),
  getAudienceOptions: (options: { path: { audienceId: string } }) => ({
    queryKey: ['getAudience', options.path.audienceId],
    queryFn: () => calls.getAudience(),
  }),
}));

const reply = (status: number, body: unknown) =>
  Promise.resolve(
    status < 300
      ? { data: body, response: new Response(null, { status }) }
      : { error: body, response: new Response(null, { status }) },
  );

const VENUE = '6d1f0000-0000-4000-8000-0000000000a1';
const ELENA = {
  id: '6d1f0000-0000-4000-8000-0000000000f1',
  name: 'Elena Ruiz',
  email: null,
  photo_url: null,
  position: null,
  venue: 'Tienda Centro',
};

function renderEditor() {
  renderWithProviders(
    [
      { path: '/audiences/new', element: <AudienceEditorPage /> },
      { path: '/audiences/:audienceId', element: <h1>Guardada</h1> },
    ],
    {
      organization: {
        ...TEST_ORGANIZATION,
        wording: { 'es-MX': { 'formBuilder:type_venues': 'Tiendas' }, 'en-US': {} },
      },
      route: '/audiences/new',
    },
  );
}

describe('the audience editor', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('previews the rule as it is built, venues named as field types are, and saves it', async () => {
    calls.previewAudience.mockImplementation(({ body }: { body: { venues: string[] } }) =>
      reply(200, body.venues.length > 0 ? { count: 1, results: [ELENA] } : { count: 0, results: [] }),
    );
    calls.listVenues.mockReturnValue(
      reply(200, { count: 1, results: [{ id: VENUE, name: 'Tienda Centro', code: 'TC' }] }),
    );
    calls.createAudience.mockImplementation(({ body }: { body: unknown }) =>
      reply(201, {
        id: '6d1f0000-0000-4000-8000-0000000000ff',
        names: { [VENUE]: 'Tienda Centro' },
        created_at: '',
        updated_at: '',
        ...(body as object),
      }),
    );
    renderEditor();
    expect(await screen.findByText('0 personas')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Tienda Centro');
    await userEvent.type(screen.getByRole('combobox', { name: 'Sucursales' }), 'Cen');
    await userEvent.click(await screen.findByRole('option', { name: /Tienda Centro/ }));
    expect(await screen.findByText('1 persona')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Personas de la audiencia' })).getByText('Elena Ruiz'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tienes cambios sin guardar')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { name: 'Guardada' })).toBeInTheDocument();
    expect(calls.createAudience).toHaveBeenCalledWith({
      body: {
        name: 'Tienda Centro',
        description: null,
        rule: { venues: [VENUE], positions: [], groups: [], companies: [], include: [], exclude: [] },
      },
    });
  });

  it('shows the server’s refusal on the name it names', async () => {
    calls.previewAudience.mockReturnValue(reply(200, { count: 0, results: [] }));
    calls.createAudience.mockReturnValue(
      reply(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'AUDIENCE_NAME_TAKEN',
        message: 'Ya existe una audiencia con ese nombre.',
        fields: { name: 'Ya existe una audiencia con ese nombre.' },
      }),
    );
    renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Brigada');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Ya existe una audiencia con ese nombre.')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('tries a saved audience in a form’s pickers, without the field types the organisation hides', async () => {
    calls.previewAudience.mockReturnValue(reply(200, { count: 1, results: [ELENA] }));
    calls.getAudience.mockResolvedValue({
      id: '6d1f0000-0000-4000-8000-0000000000ff',
      name: 'Tienda Centro',
      description: null,
      rule: { venues: [VENUE], positions: [], groups: [], companies: [], include: [], exclude: [] },
      names: { [VENUE]: 'Tienda Centro' },
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
    renderWithProviders([{ path: '/audiences/:audienceId', element: <AudienceEditorPage /> }], {
      organization: { ...TEST_ORGANIZATION, hiddenFieldTypes: ['venue', 'venues'] },
      route: '/audiences/6d1f0000-0000-4000-8000-0000000000ff',
    });
    const trial = await screen.findByRole('form', { name: 'Probar en un formulario' });
    expect(
      await within(trial).findByRole('combobox', { name: /Persona de la audiencia/ }),
    ).toBeInTheDocument();
    expect(within(trial).queryByRole('combobox', { name: /Sucursal/ })).toBeNull();
    expect(screen.getByRole('list', { name: 'Sucursales' })).toHaveTextContent('Tienda Centro');
  });
});
