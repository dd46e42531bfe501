import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  chunkUrlOf,
  classifyChunkFailure,
  isChunkLoadError,
  onChunkFailure,
  takeApology,
} from './chunk-reload';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://demo.faena.localhost:3000/assets/SettingsPage-abc123.js',
);

describe('chunk-load failure policy (SPEC 4)', () => {
  it('reloads on the first failure and remembers when', () => {
    const store = memoryStore();
    expect(onChunkFailure(store, 1_000)).toBe('reload');
    expect(JSON.parse(store.data.get(CHUNK_RELOAD_KEY)!)).toEqual({ at: 1_000, apologyPending: true });
  });

  it('shows the error when it fails again within 5 minutes', () => {
    const store = memoryStore();
    onChunkFailure(store, 1_000);
    expect(onChunkFailure(store, 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe('showError');
  });

  it('reloads again once the 5 minutes have passed', () => {
    const store = memoryStore();
    onChunkFailure(store, 1_000);
    expect(onChunkFailure(store, 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe('reload');
  });

  it('treats an unreadable record as no reload', () => {
    const store = memoryStore();
    store.setItem(CHUNK_RELOAD_KEY, '{not json');
    expect(onChunkFailure(store, 5)).toBe('reload');
  });

  it('apologises once after a reload', () => {
    const store = memoryStore();
    expect(takeApology(store)).toBe(false);
    onChunkFailure(store, 1_000);
    expect(takeApology(store)).toBe(true);
    expect(takeApology(store)).toBe(false);
    // The reload time is kept, so a new failure within the window still shows the error.
    expect(onChunkFailure(store, 2_000)).toBe('showError');
  });

  it('recognises failed dynamic imports and names their module', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(chunkUrlOf(chunkError)).toBe('http://demo.faena.localhost:3000/assets/SettingsPage-abc123.js');
  });

  it('says "updated" when the module is gone (404), "technical" when it cannot be fetched', async () => {
    expect(await classifyChunkFailure(chunkError, async () => ({ status: 404 }))).toBe('updated');
    expect(await classifyChunkFailure(chunkError, async () => ({ status: 200 }))).toBe('technical');
    expect(await classifyChunkFailure(chunkError, async () => ({ status: 503 }))).toBe('technical');
    expect(
      await classifyChunkFailure(chunkError, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe('technical');
    expect(await classifyChunkFailure(new TypeError('Importing a module script failed.'))).toBe('technical');
  });
});
