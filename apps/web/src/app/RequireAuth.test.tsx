// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../test/render';
import { RequireAuth } from './RequireAuth';

/** The session, changeable while a screen is shown. */
const store = vi.hoisted(() => {
  let session: unknown = { status: 'signedOut' };
  const listeners = new Set<() => void>();
  return {
    get: () => session,
    set(next: unknown) {
      session = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('@/platform/session/session', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useSession: () => ({ session: useSyncExternalStore(store.subscribe, store.get) }) };
});

function visit(url: string) {
  return renderWithProviders(
    [
      {
        element: (
          <RequireAuth>
            <h1>Protegida</h1>
          </RequireAuth>
        ),
        children: [{ path: '/notifications', element: null }],
      },
      { path: '/login', element: <h1>Inicia sesión</h1> },
    ],
    { route: url },
  );
}

describe('RequireAuth', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('sends a signed-out visit to /login and remembers the page asked for', async () => {
    store.set({ status: 'signedOut' });
    visit('/notifications?page=2');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(sessionStorage.getItem('faena.returnTo')).toBe('/notifications?page=2');
  });

  it('remembers the page when the system ended the session', async () => {
    store.set({ status: 'signedOut', reason: 'sessionExpired' });
    visit('/notifications');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(sessionStorage.getItem('faena.returnTo')).toBe('/notifications');
  });

  it('forgets it after the person’s own logout (the next sign-in starts at home)', async () => {
    sessionStorage.setItem('faena.returnTo', '/settings');
    store.set({ status: 'signedIn', user: {}, person: { id: 'p' } });
    visit('/notifications');
    expect(await screen.findByRole('heading', { name: 'Protegida' })).toBeInTheDocument();
    act(() => store.set({ status: 'signedOut' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(sessionStorage.getItem('faena.returnTo')).toBeNull();
  });
});
