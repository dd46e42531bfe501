// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { client, configureApiClient } from '@faena/api-client';
import type { FormDefinition } from '@faena/form-engine/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDrafts, listDrafts, putDraft } from './drafts';
import type { DraftRecord } from './model';
import { useChecklistWork } from './pending-work';

vi.mock('./device', () => ({
  useDeviceOwner: () => ({ owner: 'demo/bruno', personId: 'bruno' }),
  useUploadToServer: () => null,
}));

const PENDING = '44444444-4444-4444-8444-444444444444';
const DRAFT = '55555555-5555-4555-8555-555555555555';
const CHECKLIST = '11111111-1111-4111-8111-111111111111';
const sent: string[] = [];

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

const record = (clientId: string, status: DraftRecord['status'], title: string): DraftRecord => ({
  clientId,
  owner: 'demo/bruno',
  checklistId: CHECKLIST,
  version: 1,
  title,
  description: null,
  scoring: false,
  definition: { id: 'f', fields: [] } as FormDefinition,
  answers: { nota: 'ok' },
  response: status === 'pending' ? { nota: 'ok' } : null,
  errors: null,
  startedAt: '2026-11-25T14:00:00.000Z',
  updatedAt: status === 'pending' ? '2026-11-25T14:05:00.000Z' : '2026-11-25T14:01:00.000Z',
  venue: null,
  activity: null,
  status,
});

describe('the checklists kept on this device, for /sync', () => {
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
        return new Response(JSON.stringify({ id: 'e-1', clientId: PENDING, status: 'submitted' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }) as typeof globalThis.fetch,
      retry: { retries: {} },
    });
    await putDraft(record(PENDING, 'pending', 'Cierre'));
    await putDraft(record(DRAFT, 'draft', 'Apertura'));
  });

  it('lists the submission waiting and the draft, and a retry sends only when online', async () => {
    setOnline(false);
    const { result } = renderHook(() => useChecklistWork());
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    const [submission, draft] = result.current.items;
    expect(submission).toMatchObject({ id: PENDING, kind: 'submission', title: 'Cierre', state: 'waiting' });
    expect(submission?.href).toBe(`/checklists/${CHECKLIST}/execute?draft=${PENDING}`);
    expect(draft).toMatchObject({ id: DRAFT, kind: 'draft', state: 'draft' });
    expect(draft?.retry).toBeUndefined();

    let outcome: unknown;
    await act(async () => {
      outcome = await submission?.retry?.();
    });
    expect(outcome).toBe('offline');
    expect(sent).toEqual([]);

    setOnline(true);
    await act(async () => {
      outcome = await result.current.items[0]?.retry?.();
    });
    expect(outcome).toBe('sent');
    expect(sent).toEqual([`PUT /api/checklist-executions/${PENDING}`]);
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([DRAFT]));
    expect((await listDrafts('demo/bruno')).map((stored) => stored.clientId)).toEqual([DRAFT]);
  });
});
