// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PendingItem, type RetryOutcome, registerPendingWork } from '@/platform/pending-work';
import { initI18n, renderWithProviders } from '@/test/render';
import { sortedItems } from './model';
import SyncPage from './SyncPage';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

const item = (overrides: Partial<PendingItem>): PendingItem => ({
  id: 'a',
  kind: 'draft',
  title: 'Apertura de tienda',
  savedAt: '2026-11-25T14:05:00.000Z',
  state: 'draft',
  ...overrides,
});

let unregister: (() => void)[] = [];
function source(id: string, items: PendingItem[], extra: { loading?: boolean; error?: boolean } = {}) {
  unregister.push(
    registerPendingWork({
      id,
      order: 1,
      load: async () => () => ({ items, loading: extra.loading ?? false, error: extra.error ?? false }),
    }),
  );
}

const show = () => renderWithProviders(<SyncPage />, { route: '/sync', path: '/sync' });

describe('the sync screen', () => {
  beforeAll(() => initI18n('es-MX'), 30_000);
  afterEach(() => {
    cleanup();
    for (const stop of unregister) stop();
    unregister = [];
    setOnline(true);
  });

  it('says everything is sent when no source has anything waiting', async () => {
    source('checklists', []);
    source('uploads', []);
    show();
    expect(await screen.findByText('Todo está enviado')).toBeInTheDocument();
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
  });

  it('lists drafts, submissions and uploads with their state, and opens a draft', async () => {
    source('checklists', [
      item({ id: 'd', href: '/checklists/c1/execute?draft=d' }),
      item({ id: 's', kind: 'submission', title: 'Cierre', state: 'waiting', retry: async () => 'sent' }),
    ]);
    source('uploads', [
      item({
        id: 'u',
        kind: 'upload',
        title: 'foto.jpg',
        savedAt: null,
        state: 'failed',
        message: 'Se perdió la conexión.',
        progress: { sent: 1500, size: 3_000_000 },
        retry: async () => 'sent',
      }),
    ]);
    show();
    const list = await screen.findByRole('list', { name: 'Pendientes de este dispositivo' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map((row) => row.getAttribute('aria-labelledby') && within(row).getByRole('heading').textContent),
    ).toEqual(['foto.jpg', 'Cierre', 'Apertura de tienda']);
    expect(rows[0]).toHaveTextContent('No se pudo enviar');
    expect(rows[0]).toHaveTextContent('Se perdió la conexión.');
    expect(rows[0]).toHaveTextContent('1.5 kB de 2.9 MB');
    expect(rows[1]).toHaveTextContent('Checklist por enviar');
    expect(rows[1]).toHaveTextContent('En espera de conexión');
    expect(rows[2]).toHaveTextContent('Borrador de checklist');
    expect(rows[2]).toHaveTextContent('Guardado en el dispositivo');
    expect(
      within(rows[2] as HTMLElement).getByRole('link', { name: 'Abrir Apertura de tienda' }),
    ).toHaveAttribute('href', '/checklists/c1/execute?draft=d');
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Reintentar/ })).toBeNull();
  });

  it('retries now, and says when it will go instead because the device is offline', async () => {
    const outcomes: RetryOutcome[] = ['offline', 'sent'];
    const retry = vi.fn(async () => outcomes.shift() ?? 'sent');
    source('checklists', [item({ id: 's', kind: 'submission', title: 'Cierre', state: 'waiting', retry })]);
    setOnline(false);
    show();
    expect(
      await screen.findByText('Sin conexión. Lo pendiente se enviará cuando vuelvas a estar en línea.'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar el envío de Cierre' }));
    expect(
      await screen.findByText('Sin conexión: Cierre se enviará cuando vuelvas a estar en línea.'),
    ).toBeInTheDocument();
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(/Sin conexión\. Lo pendiente/)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar el envío de Cierre' }));
    expect(await screen.findByText('Se envió Cierre.')).toBeInTheDocument();
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('shows a source that cannot be read', async () => {
    source('checklists', [], { error: true });
    show();
    expect(await screen.findByText('No se pudo leer lo guardado en este dispositivo.')).toBeInTheDocument();
  });
});

describe('the sync model', () => {
  it('puts failures first, then the most recently saved', () => {
    const sorted = sortedItems([
      item({ id: '1', savedAt: '2026-01-01T00:00:00.000Z' }),
      item({ id: '2', savedAt: '2026-01-02T00:00:00.000Z' }),
      item({ id: '3', state: 'failed', savedAt: '2025-01-01T00:00:00.000Z' }),
    ]);
    expect(sorted.map((each) => each.id)).toEqual(['3', '2', '1']);
  });
});
