// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import { SignInPage } from './SignInPage';

const state = vi.hoisted(() => ({ session: { status: 'signedOut' } as unknown }));
vi.mock('@/platform/session/session', () => ({ useSession: () => ({ session: state.session }) }));

const firebase = vi.hoisted(() => ({
  getFirebaseAuth: () => ({}),
  signInWithEmailAndPassword: vi.fn(),
  sendSignInLinkToEmail: vi.fn(),
  signInWithCustomToken: vi.fn(),
}));
vi.mock('@/platform/session/identity', () => ({ loadFirebase: async () => firebase }));

const api = vi.hoisted(() => ({
  getSignInOptions: vi.fn(),
  sendSignInCode: vi.fn(),
  verifySignInCode: vi.fn(),
  findWorkspaces: vi.fn(),
}));
vi.mock('@/platform/session/sign-in-api', () => api);

/** What the identity provider throws for a wrong password and for an unknown user alike. */
function invalidCredential(code = 'auth/invalid-credential') {
  return Object.assign(new Error(code), { name: 'FirebaseError', code });
}

const KNOWN = 'ana@demo.faena.test';
const UNKNOWN = 'nadie@demo.faena.test';

function renderSignIn(options: { flags?: Record<string, boolean> } = {}) {
  return renderWithProviders(<SignInPage />, {
    route: '/login',
    path: '/login',
    organization: { signInMethods: [{ type: 'PASSWORD' }, { type: 'MAGIC_LINK' }] },
    flags: { magicLink: true, magicCode: true, ...options.flags },
    routes: [
      { path: '/', element: <h1>Inicio</h1> },
      { path: '/notifications', element: <h1>Notificaciones</h1> },
    ],
  });
}

const emailField = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
const alertInCard = () => within(screen.getByRole('main')).getAllByRole('alert');

describe('sign-in page', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  beforeEach(() => {
    state.session = { status: 'signedOut' };
    // Were the page to ask, the server would tell a registered address from an unknown one.
    api.getSignInOptions.mockImplementation(async (email: string) => ({
      registered: email === KNOWN,
      methods: [],
    }));
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it('says the same for a wrong password and an unknown email (SPEC 8: an invalid login)', async () => {
    const user = userEvent.setup();
    const said: string[] = [];
    for (const [email, code] of [
      [KNOWN, 'auth/invalid-credential'],
      [UNKNOWN, 'auth/user-not-found'],
    ] as const) {
      firebase.signInWithEmailAndPassword.mockRejectedValueOnce(invalidCredential(code));
      renderSignIn();
      await user.type(emailField(), email);
      await user.type(screen.getByLabelText(/^Contraseña/), 'not-the-password');
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      await waitFor(() => expect(alertInCard()).toHaveLength(1));
      said.push(alertInCard()[0]!.textContent ?? '');
      cleanup();
    }
    expect(said).toEqual([
      'Contraseña incorrecta. Por favor, inténtalo nuevamente.',
      'Contraseña incorrecta. Por favor, inténtalo nuevamente.',
    ]);
    expect(api.getSignInOptions).not.toHaveBeenCalled();
  });

  it('answers a magic link asked for an unknown email as if sent', async () => {
    const user = userEvent.setup();
    firebase.sendSignInLinkToEmail.mockResolvedValue(undefined);
    renderSignIn();
    await user.type(emailField(), UNKNOWN);
    await user.click(screen.getByRole('button', { name: 'Enviarme un vínculo mágico' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      `Te enviamos un vínculo a ${UNKNOWN}. Ábrelo en este dispositivo para iniciar sesión.`,
    );
    expect(screen.queryByText(/No estás registrado/)).not.toBeInTheDocument();
    expect(api.getSignInOptions).not.toHaveBeenCalled();
  });

  it('answers a code asked for an unknown email with the code step, like for anyone', async () => {
    const user = userEvent.setup();
    api.sendSignInCode.mockResolvedValue({
      expires_at: new Date(Date.now() + 600_000).toISOString(),
      code: null,
    });
    renderSignIn();
    await user.type(emailField(), UNKNOWN);
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByRole('textbox', { name: /Código de 6 dígitos/ })).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`Te enviamos un código de 6 dígitos a ${UNKNOWN}`)),
    ).toBeInTheDocument();
    expect(api.sendSignInCode).toHaveBeenCalledWith(UNKNOWN);
    expect(api.getSignInOptions).not.toHaveBeenCalled();
  });

  it('says an empty email is required, and a malformed one invalid, before anything is sent', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    expect(screen.queryByText('Email inválido')).not.toBeInTheDocument();
    expect(screen.getByText('Debes ingresar una contraseña')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Enviarme un vínculo mágico' }));
    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    await user.type(emailField(), 'ana');
    await user.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
    expect(firebase.sendSignInLinkToEmail).not.toHaveBeenCalled();
    expect(api.sendSignInCode).not.toHaveBeenCalled();
  });

  it('sends the page asked for along with a magic link', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('faena.returnTo', '/notifications');
    firebase.sendSignInLinkToEmail.mockResolvedValue(undefined);
    renderSignIn();
    await user.type(emailField(), KNOWN);
    await user.click(screen.getByRole('button', { name: 'Enviarme un vínculo mágico' }));
    await within(screen.getByRole('main')).findByRole('status');
    const settings = firebase.sendSignInLinkToEmail.mock.calls[0]![2] as { url: string };
    const url = new URL(settings.url);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/from-magic-link');
    expect(url.searchParams.get('next')).toBe('/notifications');
  });

  it('signed in, goes back to the page asked for, once', async () => {
    sessionStorage.setItem('faena.returnTo', '/notifications');
    state.session = { status: 'signedIn', user: {}, person: { id: 'p', name: 'Ana' } };
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(sessionStorage.getItem('faena.returnTo')).toBeNull();
    cleanup();
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('never goes to another site, whatever was stored', async () => {
    sessionStorage.setItem('faena.returnTo', '//evil.example/steal');
    state.session = { status: 'signedIn', user: {}, person: { id: 'p', name: 'Ana' } };
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('on a host without a subdomain, offers finding one’s organisations from the start', async () => {
    // The test page is at http://localhost:3000: no subdomain (SPEC 2.4).
    expect(window.location.hostname).toBe('localhost');
    renderSignIn();
    const finder = screen.getByText('¿A qué organizaciones pertenezco?').closest('details');
    expect(finder).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Tu correo' })).toBeVisible();
  });
});
