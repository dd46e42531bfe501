import { describe, expect, it } from 'vitest';
import {
  API_CACHE,
  forgetKeptReads,
  isKeptRead,
  KEPT_READ_TIMES_DATABASE,
  keptReadKey,
  viewerOf,
} from './offline-cache';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenOf = (claims: object) => `Bearer ${encode({ alg: 'none' })}.${encode(claims)}.`;
const ANA = tokenOf({ sub: 'uid-ana', firebase: { tenant: 'demo-t1' } });
const BRUNO = tokenOf({ sub: 'uid-bruno', firebase: { tenant: 'demo-t1' } });

describe('what the service worker keeps for offline use', () => {
  it("keeps the session, today's activities and the checklists, never other reads or writes", () => {
    const url = (path: string) => new URL(path, 'http://demo.faena.localhost');
    expect(isKeptRead('GET', url('/api/me'))).toBe(true);
    expect(isKeptRead('GET', url('/api/activities/occurrences?from=2026-11-25&timeZone=UTC'))).toBe(true);
    expect(isKeptRead('GET', url('/api/checklists/abc'))).toBe(true);
    expect(isKeptRead('POST', url('/api/me'))).toBe(false);
    expect(isKeptRead('GET', url('/api/notifications/stream'))).toBe(false);
    expect(isKeptRead('GET', url('/api/checklists/abc/answers'))).toBe(false);
  });

  it('keeps each person’s answer apart, by identity tenant and user', () => {
    const url = 'http://demo.faena.localhost/api/me';
    expect(viewerOf(ANA)).toBe('demo-t1/uid-ana');
    expect(keptReadKey(url, ANA)).not.toBe(keptReadKey(url, BRUNO));
    // A refreshed token of the same person finds the same answer.
    const refreshed = tokenOf({ sub: 'uid-ana', firebase: { tenant: 'demo-t1' }, iat: 2 });
    expect(keptReadKey(url, refreshed)).toBe(keptReadKey(url, ANA));
    expect(viewerOf(null)).toBe('anonymous');
    expect(viewerOf('Bearer not-a-token')).toBe('anonymous');
  });

  it('forgets every kept answer', async () => {
    const deleted: string[] = [];
    const databases: string[] = [];
    await forgetKeptReads(
      { delete: async (name: string) => deleted.push(name) > 0 } as unknown as CacheStorage,
      { deleteDatabase: (name: string) => databases.push(name) } as unknown as IDBFactory,
    );
    expect(deleted).toEqual([API_CACHE]);
    // When each answer was kept goes too: its addresses name who asked.
    expect(databases).toEqual([KEPT_READ_TIMES_DATABASE]);
  });
});
