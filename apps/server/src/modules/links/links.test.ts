/**
 * The organization's links through the API: the seeded links in order for any member, adding,
 * changing, reordering and deleting with MANAGE_LINKS only, the address rules (absolute http(s),
 * no javascript:, data:, relative or credentials) and the other fields' limits, answered in the
 * caller's language, and one organization never seeing another's links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/support/responses.ts';
import { BRUNO, CARLA } from '../../../test/support/seed-people.ts';
import {
  ACME_HOST,
  type CallerOptions,
  type CallMethod,
  startTestApp,
  type TestApp,
} from '../../../test/support/test-app.ts';
import { SEED_LINK_IDS } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const call = (method: CallMethod, url: string, body?: unknown, as: CallerOptions = {}) =>
  t.callAs(method, url, body, as);

interface Link {
  id: string;
  title: string;
  url: string;
  description: string | null;
  icon: string;
  position: number;
}
const titles = async (as: CallerOptions = {}) =>
  (await ok<{ results: Link[] }>(await call('GET', '/api/links', undefined, as))).results.map((l) => l.title);

describe('links', () => {
  it('lists the seeded links in order to any member, and none of them to another organization', async () => {
    const seeded = ['Manual del empleado', 'Portal de nómina', 'Calendario de días festivos'];
    expect(await titles({ email: BRUNO })).toEqual(seeded);
    const list = await ok<{ results: Link[] }>(await call('GET', '/api/links', undefined, { email: BRUNO }));
    expect(list.results[0]).toMatchObject({
      id: SEED_LINK_IDS.handbook,
      url: 'https://example.com/manual',
      icon: 'book',
    });
    expect(await titles({ email: CARLA, host: ACME_HOST })).toEqual([]);
    expect((await call('GET', `/api/links`, undefined, { email: CARLA, host: ACME_HOST })).statusCode).toBe(
      200,
    );
  });

  it('lets a manager add a link last, change it, move it and delete it', async () => {
    const created = await ok<Link>(
      await call('POST', '/api/links', {
        title: '  Intranet\u200b ',
        url: ' https://intranet.example.com/inicio?x=1 ',
        description: '   ',
      }),
      201,
    );
    expect(created).toMatchObject({
      title: 'Intranet',
      url: 'https://intranet.example.com/inicio?x=1',
      description: null,
      icon: 'link',
    });
    expect((await titles()).at(-1)).toBe('Intranet');

    const changed = await ok<Link>(
      await call('PATCH', `/api/links/${created.id}`, { icon: 'globe', description: 'La intranet' }),
    );
    expect(changed).toMatchObject({ title: 'Intranet', icon: 'globe', description: 'La intranet' });

    const list = (await ok<{ results: Link[] }>(await call('GET', '/api/links'))).results;
    const ids = list.map((link) => link.id);
    const reordered = [created.id, ...ids.filter((id) => id !== created.id)];
    const after = await ok<{ results: Link[] }>(await call('PUT', '/api/links/order', { ids: reordered }));
    expect(after.results.map((link) => link.id)).toEqual(reordered);
    expect(after.results.map((link) => link.position)).toEqual(reordered.map((_, index) => index));

    await ok(await call('DELETE', `/api/links/${created.id}`), 204);
    expect(await titles()).not.toContain('Intranet');
    const again = await call('DELETE', `/api/links/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'LINK_NOT_FOUND', message: 'El enlace no existe.' });
    const patchMissing = await call(
      'PATCH',
      `/api/links/${created.id}`,
      { title: 'Otra' },
      { language: 'en-US' },
    );
    expect(patchMissing.json()).toMatchObject({
      code: 'LINK_NOT_FOUND',
      message: 'The link does not exist.',
    });
    // Putting the seeded links back where they were.
    await ok(await call('PUT', '/api/links/order', { ids: ids.filter((id) => id !== created.id) }));
  });

  it('refuses an order that is not exactly the current links', async () => {
    const ids = (await ok<{ results: Link[] }>(await call('GET', '/api/links'))).results.map((l) => l.id);
    const missing = await call('PUT', '/api/links/order', { ids: ids.slice(1) });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'LINK_ORDER_MISMATCH' });
    const stranger = await call('PUT', '/api/links/order', {
      ids: [...ids.slice(1), '00000000-0000-4000-8000-000000000000'],
    });
    expect(stranger.statusCode).toBe(409);
    const repeated = await call('PUT', '/api/links/order', { ids: [ids[0], ids[0], ids[1]] });
    expect(repeated.statusCode).toBe(400);
    expect(await titles()).toEqual([
      'Manual del empleado',
      'Portal de nómina',
      'Calendario de días festivos',
    ]);
  });

  it('refuses every write to a member without MANAGE_LINKS', async () => {
    const as = { email: BRUNO };
    const body = { title: 'Mío', url: 'https://example.com' };
    expect((await call('POST', '/api/links', body, as)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call('PATCH', `/api/links/${SEED_LINK_IDS.payroll}`, { title: 'X' }, as)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/links/${SEED_LINK_IDS.payroll}`, undefined, as)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/links/order', { ids: Object.values(SEED_LINK_IDS) }, as)).statusCode,
    ).toBe(403);
    expect(await titles()).toContain('Portal de nómina');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/reportes/semanal'],
    ['intranet.example.com'],
    ['ftp://files.example.com'],
    ['https://'],
  ])('refuses the address %s with a clear message', async (url) => {
    const answer = await call('POST', '/api/links', { title: 'Mal', url });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'INVALID_LINK_URL',
      message: 'La dirección debe ser un enlace completo que empiece con https:// o http://.',
    });
  });

  it('refuses an address with credentials, in the caller’s language, on adding and on changing', async () => {
    const added = await call('POST', '/api/links', { title: 'Mal', url: 'https://ana:secreta@example.com' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({
      code: 'INVALID_LINK_URL',
      message: 'La dirección no puede incluir usuario ni contraseña.',
    });
    const changed = await call(
      'PATCH',
      `/api/links/${SEED_LINK_IDS.payroll}`,
      { url: 'javascript:void(0)' },
      { language: 'en-US' },
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('The address must be a full link starting with https:// or http://.');
    expect(await titles()).not.toContain('Mal');
  });

  it('validates the title, the icon, the description and unknown fields', async () => {
    const cases: [unknown, number][] = [
      [{ title: '\u200b  ', url: 'https://example.com' }, 400],
      [{ title: 'x'.repeat(121), url: 'https://example.com' }, 400],
      [{ title: 'Bien', url: 'https://example.com', icon: 'skull' }, 400],
      [{ title: 'Bien', url: 'https://example.com', description: 'x'.repeat(501) }, 400],
      [{ title: 'Bien', url: `https://example.com/${'x'.repeat(2000)}` }, 400],
      [{ title: 'Bien', url: 'https://example.com', position: 3 }, 400],
      [{ url: 'https://example.com' }, 400],
    ];
    for (const [body, status] of cases) {
      const answer = await call('POST', '/api/links', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await call('PATCH', '/api/links/not-a-uuid', { title: 'X' })).statusCode).toBe(400);
    const http = await ok<Link>(
      await call('POST', '/api/links', {
        title: 'Sin TLS',
        url: 'http://legacy.example.com',
        icon: 'shield',
      }),
      201,
    );
    expect(http).toMatchObject({ url: 'http://legacy.example.com', icon: 'shield' });
    await ok(await call('DELETE', `/api/links/${http.id}`), 204);
  });
});
