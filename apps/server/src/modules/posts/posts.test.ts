/**
 * Posts through the API: channels (managed by MANAGE_POSTS, listed by who may read them), posting
 * limited to posters, reading limited to the audience, NEW_POST notifications for the audience
 * less the author, one receipt per person however often a post is opened, acknowledgement, the
 * figures by venue and position, who is pending, OWASP vectors kept as text in titles and names
 * and sanitised out of bodies, cursor paging, and another organization kept out.
 */
import { randomUUID } from 'node:crypto';
import { XSS_VECTORS, xssProblems } from '@faena/form-engine/markdown/xss-vectors';
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/support/responses.ts';
import { ANA, ANA_ID, BRUNO, BRUNO_ID, CARLA } from '../../../test/support/seed-people.ts';
import { ACME_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { selectRows } from '../../platform/database/database.ts';
import { postsModule } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A call as a seeded person (Ana unless told) on an organization's host, in a language. */
const call: TestApp['callAs'] = (...args) => t.callAs(...args);

interface Channel {
  id: string;
  name: string;
  description: string;
  audienceId: string | null;
  audienceName: string | null;
  posterIds: string[];
  posters: { id: string; name: string }[];
  canPost: boolean;
  unreadCount: number;
  postCount: number;
  lastPostAt: string | null;
}

interface Post {
  id: string;
  channelId: string;
  channelName: string;
  title: string;
  excerpt: string;
  author: { id: string; name: string };
  publishedAt: string;
  requiresAcknowledgement: boolean;
  seen: boolean;
  acknowledged: boolean;
  coverUrl: string | null;
  body: string;
  bodyHtml: string;
  seenAt: string | null;
  acknowledgedAt: string | null;
  canSeeFigures: boolean;
  canDelete: boolean;
}

const sqlRun = (query: ReturnType<typeof sql>) =>
  selectRows<Record<string, unknown>>(t.database.privileged, query);

/** A saved audience of the demo organization naming exactly `people`. */
async function audienceOf(name: string, people: string[]): Promise<string> {
  const id = randomUUID();
  const rule = { venues: [], positions: [], groups: [], companies: [], include: people, exclude: [] };
  await sqlRun(
    sql`insert into audiences (tenant_id, id, name, rule) values ('demo', ${id}::uuid, ${name}, ${JSON.stringify(rule)}::jsonb)`,
  );
  return id;
}

async function createChannel(
  input: Partial<{ name: string; audienceId: string | null; posterIds: string[] }> = {},
) {
  return ok<Channel>(
    await call('POST', '/api/post-channels', {
      name: `Canal ${randomUUID().slice(0, 8)}`,
      description: '',
      audienceId: null,
      posterIds: [],
      ...input,
    }),
    201,
  );
}

async function publish(
  channelId: string,
  input: Partial<{ title: string; body: string; requiresAcknowledgement: boolean }> = {},
  email = ANA,
) {
  return ok<Post>(
    await call(
      'POST',
      '/api/posts',
      { channelId, title: 'Aviso', body: 'Hola **equipo**', requiresAcknowledgement: false, ...input },
      { email },
    ),
    201,
  );
}

describe('post channels', () => {
  it('creates, changes and deletes channels with MANAGE_POSTS only, checked in the caller’s language', async () => {
    const created = await createChannel({ name: '  Avisos de tienda  ', posterIds: [BRUNO_ID] });
    expect(created).toMatchObject({
      name: 'Avisos de tienda',
      audienceId: null,
      audienceName: null,
      posterIds: [BRUNO_ID],
      posters: [{ id: BRUNO_ID, name: expect.any(String) }],
      canPost: true,
      unreadCount: 0,
      postCount: 0,
      lastPostAt: null,
    });

    const refused = await call(
      'POST',
      '/api/post-channels',
      { name: 'x', description: '', audienceId: null, posterIds: [] },
      { email: BRUNO },
    );
    expect(refused.statusCode).toBe(403);

    const blank = await call('POST', '/api/post-channels', {
      name: 'Avisos',
      description: 'd'.repeat(501),
      audienceId: randomUUID(),
      posterIds: [randomUUID()],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({
      description: 'La descripción debe tener a lo más 500 caracteres.',
      audienceId: 'La audiencia no existe.',
      posterIds: 'Una de las personas que publican no existe o está deshabilitada.',
    });
    const english = await call(
      'POST',
      '/api/post-channels',
      { name: 'n'.repeat(81), description: '', audienceId: null, posterIds: [] },
      { language: 'en-US' },
    );
    expect(english.statusCode).toBe(400);
    expect(Object.keys(english.json().fields)).toEqual(['name']);

    const changed = await ok<Channel>(
      await call('PATCH', `/api/post-channels/${created.id}`, { description: ' Para todos ', posterIds: [] }),
    );
    expect(changed).toMatchObject({ name: 'Avisos de tienda', description: 'Para todos', posterIds: [] });
    expect(
      (await call('PATCH', `/api/post-channels/${created.id}`, { name: 'x' }, { email: BRUNO })).statusCode,
    ).toBe(403);
    expect((await call('PATCH', `/api/post-channels/${randomUUID()}`, { name: 'x' })).statusCode).toBe(404);

    await publish(created.id);
    const notEmpty = await call('DELETE', `/api/post-channels/${created.id}`);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().code).toBe('CHANNEL_NOT_EMPTY');
    const empty = await createChannel();
    expect(
      (await call('DELETE', `/api/post-channels/${empty.id}`, undefined, { email: BRUNO })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/post-channels/${empty.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/post-channels/${empty.id}`)).statusCode).toBe(404);
  });

  it('lists to each person only the channels they read, with their unread counts', async () => {
    const onlyAna = await audienceOf(`Solo Ana ${randomUUID()}`, [ANA_ID]);
    const hidden = await createChannel({ name: 'Zz oculto', audienceId: onlyAna });
    const posterOnly = await createChannel({
      name: 'Zz publicadores',
      audienceId: onlyAna,
      posterIds: [BRUNO_ID],
    });
    const open = await createChannel({ name: 'Zz abierto' });
    await publish(open.id);
    await publish(open.id);

    const bruno = await ok<{ results: Channel[] }>(
      await call('GET', '/api/post-channels', undefined, { email: BRUNO }),
    );
    const ids = bruno.results.map((channel) => channel.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).toContain(posterOnly.id);
    const seenByBruno = bruno.results.find((channel) => channel.id === open.id)!;
    expect(seenByBruno).toMatchObject({ canPost: false, postCount: 2, unreadCount: 2 });
    expect(seenByBruno.lastPostAt).not.toBeNull();
    expect(bruno.results.find((channel) => channel.id === posterOnly.id)?.canPost).toBe(true);
    const names = bruno.results.map((channel) => channel.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const ana = await ok<{ results: Channel[] }>(await call('GET', '/api/post-channels'));
    expect(ana.results.map((channel) => channel.id)).toEqual(
      expect.arrayContaining([hidden.id, posterOnly.id, open.id]),
    );
    expect(ana.results.find((channel) => channel.id === hidden.id)?.audienceName).toMatch(/^Solo Ana/);
  });
});

describe('posts', () => {
  it('lets posters and MANAGE_POSTS publish, and nobody else', async () => {
    const channel = await createChannel({ posterIds: [BRUNO_ID] });
    const other = await createChannel();
    const byBruno = await publish(channel.id, { title: 'De Bruno' }, BRUNO);
    expect(byBruno).toMatchObject({
      title: 'De Bruno',
      author: { id: BRUNO_ID },
      canDelete: true,
      canSeeFigures: true,
    });
    const refused = await call(
      'POST',
      '/api/posts',
      { channelId: other.id, title: 'x', body: 'x', requiresAcknowledgement: false },
      { email: BRUNO },
    );
    expect(refused.statusCode).toBe(403);
    const missing = await call('POST', '/api/posts', {
      channelId: randomUUID(),
      title: 'x',
      body: 'x',
      requiresAcknowledgement: false,
    });
    expect(missing.json().fields).toEqual({ channelId: 'El canal no existe.' });
    const blank = await call(
      'POST',
      '/api/posts',
      { channelId: channel.id, title: '   ', body: '\u200b', requiresAcknowledgement: false },
      { language: 'en-US' },
    );
    expect(blank.statusCode).toBe(400);
    // A title of invisible characters only is refused by the schema's name format.
    expect(Object.keys(blank.json().fields)).toEqual(['title']);
    const long = await call('POST', '/api/posts', {
      channelId: channel.id,
      title: 't'.repeat(201),
      body: 'b'.repeat(50_001),
      requiresAcknowledgement: false,
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toContain('title');

    // Deleting: the author or MANAGE_POSTS.
    const byAna = await publish(channel.id);
    expect((await call('DELETE', `/api/posts/${byAna.id}`, undefined, { email: BRUNO })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/posts/${byBruno.id}`, undefined, { email: BRUNO })).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/posts/${byAna.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/posts/${byAna.id}`)).statusCode).toBe(404);
  });

  it('shows a post only to its channel’s readers, and 404 to the rest', async () => {
    const onlyAna = await audienceOf(`Solo Ana lectura ${randomUUID()}`, [ANA_ID]);
    const hidden = await createChannel({ audienceId: onlyAna });
    const post = await publish(hidden.id);
    expect((await call('GET', `/api/posts/${post.id}`, undefined, { email: BRUNO })).statusCode).toBe(404);
    expect((await call('POST', `/api/posts/${post.id}/seen`, undefined, { email: BRUNO })).statusCode).toBe(
      404,
    );
    const list = await ok<{ results: Post[] }>(
      await call('GET', '/api/posts?limit=50', undefined, { email: BRUNO }),
    );
    expect(list.results.map((row) => row.id)).not.toContain(post.id);
    expect(
      (await call('GET', `/api/posts?channelId=${hidden.id}`, undefined, { email: BRUNO })).json().results,
    ).toEqual([]);
    const got = await ok<Post>(await call('GET', `/api/posts/${post.id}`));
    expect(got).toMatchObject({ id: post.id, body: 'Hola **equipo**', canSeeFigures: true, canDelete: true });
    expect(got.bodyHtml).toContain('<strong>equipo</strong>');
  });

  it('notifies the channel’s audience, the author aside, with NEW_POST once published', async () => {
    const audience = await audienceOf(`Ana y Bruno ${randomUUID()}`, [ANA_ID, BRUNO_ID]);
    const channel = await createChannel({ audienceId: audience });
    const post = await publish(channel.id, { title: '  Cierre temprano  ' });
    expect(post.title).toBe('Cierre temprano');
    const rows = await sqlRun(
      sql`select person_id, payload from notifications where tenant_id = 'demo' and payload->>'postId' = ${post.id}`,
    );
    expect(rows).toEqual([
      { person_id: BRUNO_ID, payload: { type: 'NEW_POST', postId: post.id, title: 'Cierre temprano' } },
    ]);

    // Everyone: every enabled person of the organization but the author.
    const everyone = await createChannel();
    const general = await publish(everyone.id);
    const [told] = await sqlRun(
      sql`select count(*)::int as told, bool_or(person_id = ${ANA_ID}::uuid) as author from notifications
          where tenant_id = 'demo' and payload->>'postId' = ${general.id}`,
    );
    const [enabled] = await sqlRun(
      sql`select count(*)::int as n from persons where tenant_id = 'demo' and disabled_at is null`,
    );
    expect(told).toEqual({ told: Number(enabled!.n) - 1, author: false });
  });

  it('records one receipt however often a post is opened, keeps the first time, and acknowledges once', async () => {
    const channel = await createChannel();
    const post = await publish(channel.id, { requiresAcknowledgement: true });
    expect(
      (await ok<Post>(await call('GET', `/api/posts/${post.id}`, undefined, { email: BRUNO }))).seen,
    ).toBe(false);
    for (let i = 0; i < 3; i++)
      await ok(await call('POST', `/api/posts/${post.id}/seen`, undefined, { email: BRUNO }), 204);
    const receipts = await sqlRun(
      sql`select person_id, seen_at, acknowledged_at from post_receipts where post_id = ${post.id}::uuid`,
    );
    expect(receipts).toHaveLength(1);
    const firstSeen = receipts[0]!.seen_at;
    const seen = await ok<Post>(await call('GET', `/api/posts/${post.id}`, undefined, { email: BRUNO }));
    expect(seen).toMatchObject({
      seen: true,
      acknowledged: false,
      acknowledgedAt: null,
      canSeeFigures: false,
      canDelete: false,
    });

    const acknowledged = await ok<Post>(
      await call('POST', `/api/posts/${post.id}/acknowledge`, undefined, { email: BRUNO }),
    );
    expect(acknowledged).toMatchObject({ seen: true, acknowledged: true });
    const again = await ok<Post>(
      await call('POST', `/api/posts/${post.id}/acknowledge`, undefined, { email: BRUNO }),
    );
    expect(again.acknowledgedAt).toBe(acknowledged.acknowledgedAt);
    const after = await sqlRun(sql`select seen_at from post_receipts where post_id = ${post.id}::uuid`);
    expect(after).toEqual([{ seen_at: firstSeen }]);

    // Acknowledging marks seen too, in one row.
    const other = await publish(channel.id, { requiresAcknowledgement: true });
    await ok(await call('POST', `/api/posts/${other.id}/acknowledge`, undefined, { email: BRUNO }));
    expect(
      await sqlRun(
        sql`select count(*)::int as n from post_receipts where post_id = ${other.id}::uuid and seen_at is not null and acknowledged_at is not null`,
      ),
    ).toEqual([{ n: 1 }]);

    const plain = await publish(channel.id);
    const refused = await call('POST', `/api/posts/${plain.id}/acknowledge`, undefined, {
      email: BRUNO,
      language: 'en-US',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ACKNOWLEDGEMENT_NOT_REQUIRED',
      message: 'This post does not ask for acknowledgement.',
    });
  });

  it('keeps OWASP vectors as text in titles and channel names, and sanitises them out of bodies', async () => {
    const { window } = new JSDOM('');
    for (const vector of XSS_VECTORS) {
      const channel = await ok<Channel>(
        await call('POST', '/api/post-channels', {
          name: vector.slice(0, 80),
          description: vector.slice(0, 500),
          audienceId: null,
          posterIds: [],
        }),
        201,
      );
      expect(channel.name).toBe(vector.slice(0, 80).trim());
      expect(channel.description).toBe(vector.slice(0, 500).trim());
      const post = await publish(channel.id, {
        title: vector.slice(0, 200),
        body: `Antes\n\n${vector}\n\nDespués`,
      });
      expect(post.title).toBe(vector.slice(0, 200).trim());
      expect(post.body).toBe(`Antes\n\n${vector}\n\nDespués`);
      expect(xssProblems(post.bodyHtml, window.document)).toEqual([]);
      expect(post.bodyHtml).not.toMatch(/<(script|iframe|object|embed|style|meta|base|svg|math)\b/i);
      // The excerpt is plain text (clients show it as text): a vector in it is words, not markup.
      expect(post.excerpt.startsWith('Antes')).toBe(true);
    }
  });

  it('shows uploaded images through signed links, the first as the cover', async () => {
    const channel = await createChannel();
    const image = randomUUID();
    const post = await publish(channel.id, {
      body: `Mira:\n\n![Plano](/api/filepond/${image}/download)\n\n![otra](https://example.com/x.png)`,
    });
    expect(post.coverUrl).toMatch(new RegExp(`^/api/filepond/${image}/download\\?exp=\\d+&sig=[\\w-]+$`));
    expect(post.bodyHtml).toContain(`src="${post.coverUrl!.replace('&', '&amp;')}"`);
    expect(post.bodyHtml).toContain('src="https://example.com/x.png"');
    expect(post.body).toContain(`/api/filepond/${image}/download)`);
    const [listed] = (await ok<{ results: Post[] }>(await call('GET', `/api/posts?channelId=${channel.id}`)))
      .results;
    expect(listed?.coverUrl).toBe(post.coverUrl);
    expect(listed?.excerpt).toBe('Mira:');
  });

  it('pages newest first with a cursor, unread until opened', async () => {
    const channel = await createChannel();
    const published: string[] = [];
    for (let i = 0; i < 5; i++) published.push((await publish(channel.id, { title: `P${i}` })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/posts?channelId=${channel.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { results: Post[]; nextCursor: string | null } = await ok(
        await call('GET', query, undefined, { email: BRUNO }),
      );
      seen.push(...page.results.map((row) => row.id));
      expect(page.results.every((row) => row.seen === false)).toBe(true);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...published].reverse());

    await ok(await call('POST', `/api/posts/${published[4]}/seen`, undefined, { email: BRUNO }), 204);
    const first = await ok<{ results: Post[] }>(
      await call('GET', `/api/posts?channelId=${channel.id}&limit=1`, undefined, { email: BRUNO }),
    );
    expect(first.results[0]).toMatchObject({ id: published[4], seen: true });
    const all = await ok<{ results: Post[] }>(
      await call('GET', '/api/posts?limit=50', undefined, { email: BRUNO }),
    );
    expect(all.results.map((row) => row.id)).toEqual(expect.arrayContaining(published));
    const times = all.results.map((row) => row.publishedAt);
    expect(times).toEqual([...times].sort().reverse());

    const bad = await call('GET', '/api/posts?cursor=bm9wZQ', undefined, { language: 'en-US' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ cursor: 'The cursor is not valid.' });
    expect((await call('GET', '/api/posts?limit=51')).statusCode).toBe(400);
  });
});

describe('acknowledgement figures', () => {
  // Five people of a channel's audience, none signed in: V1 = {P1, P2}, V2 = {P2, P4}, none = {P3, P5};
  // Cajero = {P1, P2}, Gerente = {P3}, none = {P4, P5}.
  const people = Array.from({ length: 5 }, () => randomUUID());
  const [p1, p2, p3, p4, p5] = people as [string, string, string, string, string];
  const v1 = randomUUID();
  const v2 = randomUUID();
  const cashier = randomUUID();
  const manager = randomUUID();
  let postId = '';

  beforeAll(async () => {
    for (const [i, id] of people.entries())
      await sqlRun(
        sql`insert into persons (tenant_id, id, name) values ('demo', ${id}::uuid, ${`Zeta Persona ${i + 1}`})`,
      );
    await sqlRun(
      sql`insert into venues (tenant_id, id, name) values ('demo', ${v1}::uuid, 'Zeta Uno'), ('demo', ${v2}::uuid, 'Zeta Dos')`,
    );
    await sqlRun(
      sql`insert into positions (tenant_id, id, name) values ('demo', ${cashier}::uuid, 'Zeta Cajero'), ('demo', ${manager}::uuid, 'Zeta Gerente')`,
    );
    await sqlRun(sql`insert into person_venues (tenant_id, person_id, venue_id) values
      ('demo', ${p1}::uuid, ${v1}::uuid), ('demo', ${p2}::uuid, ${v1}::uuid), ('demo', ${p2}::uuid, ${v2}::uuid), ('demo', ${p4}::uuid, ${v2}::uuid)`);
    await sqlRun(sql`insert into person_positions (tenant_id, person_id, position_id) values
      ('demo', ${p1}::uuid, ${cashier}::uuid), ('demo', ${p2}::uuid, ${cashier}::uuid), ('demo', ${p3}::uuid, ${manager}::uuid)`);
    const audience = await audienceOf(`Zeta ${randomUUID()}`, people);
    const channel = await createChannel({ audienceId: audience, posterIds: [BRUNO_ID] });
    postId = (await publish(channel.id, { requiresAcknowledgement: true }, BRUNO)).id;
    // P1 acknowledged, P2 and P4 only opened it; P3 and P5 nothing. Ana (not in the audience) opened it too.
    await sqlRun(sql`insert into post_receipts (tenant_id, post_id, person_id, seen_at, acknowledged_at) values
      ('demo', ${postId}::uuid, ${p1}::uuid, now(), now()),
      ('demo', ${postId}::uuid, ${p2}::uuid, now(), null),
      ('demo', ${postId}::uuid, ${p4}::uuid, now(), null)`);
    await ok(await call('POST', `/api/posts/${postId}/seen`), 204);
  });

  it('counts the audience overall, by venue and by position (several venues: counted in each)', async () => {
    const figures = await ok(await call('GET', `/api/posts/${postId}/figures`, undefined, { email: BRUNO }));
    expect(figures).toEqual({
      audience: 5,
      seen: 3,
      acknowledged: 1,
      seenPercentage: 60,
      acknowledgedPercentage: 20,
      byVenue: [
        {
          id: v2,
          name: 'Zeta Dos',
          audience: 2,
          seen: 2,
          acknowledged: 0,
          seenPercentage: 100,
          acknowledgedPercentage: 0,
        },
        {
          id: v1,
          name: 'Zeta Uno',
          audience: 2,
          seen: 2,
          acknowledged: 1,
          seenPercentage: 100,
          acknowledgedPercentage: 50,
        },
        {
          id: null,
          name: null,
          audience: 2,
          seen: 0,
          acknowledged: 0,
          seenPercentage: 0,
          acknowledgedPercentage: 0,
        },
      ],
      byPosition: [
        {
          id: cashier,
          name: 'Zeta Cajero',
          audience: 2,
          seen: 2,
          acknowledged: 1,
          seenPercentage: 100,
          acknowledgedPercentage: 50,
        },
        {
          id: manager,
          name: 'Zeta Gerente',
          audience: 1,
          seen: 0,
          acknowledged: 0,
          seenPercentage: 0,
          acknowledgedPercentage: 0,
        },
        {
          id: null,
          name: null,
          audience: 2,
          seen: 1,
          acknowledged: 0,
          seenPercentage: 50,
          acknowledgedPercentage: 0,
        },
      ],
    });
    // MANAGE_POSTS sees them too; a reader who is not the author does not.
    expect((await call('GET', `/api/posts/${postId}/figures`)).statusCode).toBe(200);
    const otherChannel = await createChannel();
    const notBrunos = await publish(otherChannel.id);
    expect(
      (await call('GET', `/api/posts/${notBrunos.id}/figures`, undefined, { email: BRUNO })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/posts/${notBrunos.id}/pending`, undefined, { email: BRUNO })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/posts/${randomUUID()}/figures`)).statusCode).toBe(404);
  });

  it('lists who has not acknowledged, by name, a page at a time, with a search', async () => {
    const pending = await ok<{
      count: number;
      results: {
        id: string;
        name: string;
        venue: string | null;
        position: string | null;
        seenAt: string | null;
      }[];
    }>(await call('GET', `/api/posts/${postId}/pending?pageSize=3`, undefined, { email: BRUNO }));
    expect(pending.count).toBe(4);
    expect(pending.results.map((row) => row.id)).toEqual([p2, p3, p4]);
    expect(pending.results[0]).toMatchObject({
      name: 'Zeta Persona 2',
      venue: 'Zeta Dos',
      position: 'Zeta Cajero',
    });
    expect(pending.results[0]?.seenAt).not.toBeNull();
    expect(pending.results[1]).toMatchObject({ venue: null, position: 'Zeta Gerente', seenAt: null });
    const second = await ok<{ count: number; results: { id: string }[] }>(
      await call('GET', `/api/posts/${postId}/pending?pageSize=3&page=2`),
    );
    expect(second).toEqual({ count: 4, results: [expect.objectContaining({ id: p5 })] });
    const searched = await ok<{ count: number; results: { id: string }[] }>(
      await call('GET', `/api/posts/${postId}/pending?search=persona%205`),
    );
    expect(searched.results.map((row) => row.id)).toEqual([p5]);
  });

  it('gives the reports each recent post’s rates in one call', async () => {
    const rows = await t.database.withTenant('demo', (tx) =>
      postsModule.services.acknowledgementRates(tx, 'demo', { days: 30 }),
    );
    expect(rows.find((row) => row.postId === postId)).toMatchObject({
      audience: 5,
      seen: 3,
      acknowledged: 1,
      title: 'Aviso',
    });
  });
});

describe('another organization', () => {
  it('sees none of the demo’s channels or posts', async () => {
    const channel = await createChannel();
    const post = await publish(channel.id);
    const acme = { email: CARLA, host: ACME_HOST };
    expect((await call('GET', `/api/posts/${post.id}`, undefined, acme)).statusCode).toBe(404);
    expect((await call('POST', `/api/posts/${post.id}/seen`, undefined, acme)).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${post.id}/figures`, undefined, acme)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/posts/${post.id}`, undefined, acme)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/post-channels/${channel.id}`, { name: 'x' }, acme)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/post-channels/${channel.id}`, undefined, acme)).statusCode).toBe(404);
    const posting = await call(
      'POST',
      '/api/posts',
      { channelId: channel.id, title: 'x', body: 'x', requiresAcknowledgement: false },
      acme,
    );
    expect(posting.statusCode).toBe(400);
    expect(
      (
        await ok<{ results: Channel[] }>(await call('GET', '/api/post-channels', undefined, acme))
      ).results.map((row) => row.id),
    ).not.toContain(channel.id);
    expect(
      (await ok<{ results: Post[] }>(await call('GET', '/api/posts?limit=50', undefined, acme))).results.map(
        (row) => row.id,
      ),
    ).not.toContain(post.id);
  });
});

describe('the demo’s posts', () => {
  it('seeds two channels written by the administrators and two posts, one asking for acknowledgement', async () => {
    const channels = await ok<{ results: Channel[] }>(
      await call('GET', '/api/post-channels', undefined, { email: BRUNO }),
    );
    const general = channels.results.find((channel) => channel.name === 'Avisos generales');
    expect(general).toMatchObject({ audienceId: null, posterIds: [ANA_ID], canPost: false });
    const ana = await ok<{ results: Channel[] }>(await call('GET', '/api/post-channels'));
    expect(ana.results.find((channel) => channel.name === 'Operación')?.posterIds).toEqual([ANA_ID]);
    const welcome = await ok<Post>(
      await call('GET', '/api/posts/5eed9057-7a11-4c1e-8b00-000000000011', undefined, { email: BRUNO }),
    );
    expect(welcome).toMatchObject({
      title: 'Bienvenida a Faena',
      requiresAcknowledgement: false,
      author: { id: ANA_ID },
    });
    expect(welcome.bodyHtml).toContain('<li>');
    expect(welcome.bodyHtml).toContain('target="_blank" rel="noopener noreferrer"');
    const schedule = await ok<Post>(await call('GET', '/api/posts/5eed9057-7a11-4c1e-8b00-000000000012'));
    expect(schedule.requiresAcknowledgement).toBe(true);
  });
});
