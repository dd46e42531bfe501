// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import EditProfilePage from './EditProfilePage';

const calls = vi.hoisted(() => ({ updateMe: vi.fn() }));
vi.mock('@faena/api-client', async (original) => ({
  ...(await original<typeof import('@faena/api-client')>()),
  updateMe: calls.updateMe,
}));
vi.mock('@/platform/session/session', () => ({
  useSession: () => ({
    session: {
      status: 'signedIn',
      person: { id: 'p1', name: 'Bruno Díaz', email: 'bruno@example.com' },
    },
    replacePerson: vi.fn(),
  }),
}));

function renderPage() {
  renderWithProviders(
    [
      { path: '/profile/edit', element: <EditProfilePage /> },
      { path: '/profile', element: <h1>Mi perfil</h1> },
    ],
    { route: '/profile/edit', flags: { editProfile: true } },
  );
}

describe('editing one’s profile', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(() => {
    cleanup();
    calls.updateMe.mockReset();
  });

  it('does not save an untouched name, and says why', async () => {
    renderPage();
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('No hay cambios por guardar.');
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), '{Enter}');
    expect(calls.updateMe).not.toHaveBeenCalled();
  });

  it('asks before leaving with an unsaved name', async () => {
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), ' B.');
    await userEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Desea descartar los cambios sin guardar?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
  });

  it('saves and moves on to the profile without asking', async () => {
    calls.updateMe.mockResolvedValue({
      data: { id: 'p1', name: 'Bruno B.', email: 'bruno@example.com' },
      response: new Response(null, { status: 200 }),
    });
    renderPage();
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bruno B.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
