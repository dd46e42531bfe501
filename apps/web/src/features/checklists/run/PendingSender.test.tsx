// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { client, configureApiClient } from '@faena/api-client';
import type { FormDefinition } from '@faena/form-engine/core';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDrafts, listDrafts, putDraft } from './drafts';
import { PendingSender } from './PendingSender';

vi.mock('./device', () => ({
  useDeviceOwner: () => ({ owner: 'demo/bruno', personId: 'bruno' }),
  useUploadToServer: () => null,
}));

const CLIENT_ID = '44444444-4444-4444-8444-444444444444';
const sent: string[] = [];

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

describe('the checklists waiting on the device, behind every screen', () => {
  beforeEach(async () => {
    await closeDrafts();
    globalThis.indexedDB = new IDBFactory();
    sent.length = 0;
    configureApiClient(client, {
      gatewayUrl: 'http://demo.faena.localhost',
      subdomain: 'demo',
      getToken: () => 'token',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return new Response(JSON.stringify({ id: 'e-1', clientId: CLIENT_ID, status: 'submitted' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }) as typeof globalThis.fetch,
      retry: { retries: {} },
    });
    await putDraft({
      clientId: CLIENT_ID,
      owner: 'demo/bruno',
      checklistId: '11111111-1111-4111-8111-111111111111',
      version: 1,
      title: 'Apertura',
      description: null,
      scoring: false,
      definition: { id: 'f', fields: [] } as FormDefinition,
      answers: { nota: 'ok' },
      response: { nota: 'ok' },
      errors: null,
      startedAt: '2026-11-25T14:00:00.000Z',
      updatedAt: '2026-11-25T14:05:00.000Z',
      venue: null,
      activity: null,
      status: 'pending',
    });
  });
  afterEach(() => cleanup());

  it('waits while offline and sends once when the device is back online', async () => {
    setOnline(false);
    render(<PendingSender />);
    await act(async () => undefined);
    expect(sent).toEqual([]);

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(async () => expect(await listDrafts('demo/bruno')).toEqual([]));
    expect(sent).toEqual([`PUT /api/checklist-executions/${CLIENT_ID}`]);
  });
});
