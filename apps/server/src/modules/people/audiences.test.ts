/**
 * Audiences: administrators save rules (people in venues, positions, groups, companies, plus or
 * minus named people) and see whom they resolve to now; pickers search people within one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { selectRows } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { isInAudience, resolveAudience } from './audiences.ts';
import { personProfiles } from './tables.ts';

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';
const CARLA = 'carla@acme.faena.test';

/** Fixed ids: `…00a1` venue A, and so on, so failures read easily. */
const id = (suffix: string) => `6d1f0000-0000-4000-8000-${suffix.padStart(12, '0')}`;
const VENUE_A = id('a1');
const VENUE_B = id('a2');
const POSITION = id('b1');
const GROUP = id('c1');
const PARTNER = id('d1');
const ACME_VENUE = id('e1');
/** Demo people: Elena at venue A, Félix at B, Gema holds the position, Hugo in the group, Inés of the partner, Jorge disabled at A. */
const ELENA = id('f1');
const FELIX = id('f2');
const GEMA = id('f3');
const HUGO = id('f4');
const INES = id('f5');
const JORGE = id('f6');
const ACME_PERSON = id('f7');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.privileged;
  const demo = 'demo';
  // The org module's tables, written as its routes would (a test of this module reaches them in SQL).
  await db.execute(sql`insert into venues (tenant_id, id, name) values
    (${demo}, ${VENUE_A}, 'Sucursal Centro'), (${demo}, ${VENUE_B}, 'Sucursal Norte'), ('acme', ${ACME_VENUE}, 'Tienda Acme')`);
  await db.execute(
    sql`insert into positions (tenant_id, id, name) values (${demo}, ${POSITION}, 'Supervisora')`,
  );
  await db.execute(sql`insert into groups (tenant_id, id, name) values (${demo}, ${GROUP}, 'Brigada')`);
  await db.execute(
    sql`insert into companies (tenant_id, id, name, kind) values (${demo}, ${PARTNER}, 'Limpiezas SA', 'CONTRACTOR')`,
  );
  await db.insert(persons).values([
    { organizationId: demo, id: ELENA, name: 'Elena Ruiz' },
    { organizationId: demo, id: FELIX, name: 'Félix Soto' },
    { organizationId: demo, id: GEMA, name: 'Gema Vidal' },
    { organizationId: demo, id: HUGO, name: 'Hugo Paz' },
    { organizationId: demo, id: INES, name: 'Inés Mora' },
    { organizationId: demo, id: JORGE, name: 'Jorge León', disabledAt: new Date() },
    { organizationId: 'acme', id: ACME_PERSON, name: 'Elena Acme' },
  ]);
  await db.execute(sql`insert into person_venues (tenant_id, person_id, venue_id) values
    (${demo}, ${ELENA}, ${VENUE_A}), (${demo}, ${FELIX}, ${VENUE_B}), (${demo}, ${JORGE}, ${VENUE_A}),
    ('acme', ${ACME_PERSON}, ${ACME_VENUE})`);
  await db.execute(
    sql`insert into person_positions (tenant_id, person_id, position_id) values (${demo}, ${GEMA}, ${POSITION})`,
  );
  await db.execute(
    sql`insert into person_groups (tenant_id, person_id, group_id) values (${demo}, ${HUGO}, ${GROUP})`,
  );
  // Everyone but Inés belongs to the organization itself (no profile, or one without a company).
  await db.insert(personProfiles).values([
    { organizationId: demo, personId: INES, companyId: PARTNER },
    { organizationId: demo, personId: ELENA, companyId: null },
  ]);
});
afterAll(() => t?.close());

const send = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  { email = ANA, tenant = 'demo', host = DEMO_HOST } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { host, authorization: `Bearer ${await t.tokenOf(email, tenant)}` },
    ...(payload ? { payload } : {}),
  });

const namesOf = (body: { results: { name: string }[] }) => body.results.map((person) => person.name);

const preview = async (rule: object) => {
  const response = await send('POST', '/api/audiences/preview', rule);
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; results: { name: string }[] };
};

describe('what a rule resolves to', () => {
  it('is the union of the people in its venues, positions and groups, never disabled people', async () => {
    const found = await preview({ venues: [VENUE_A], positions: [POSITION], groups: [GROUP] });
    expect(namesOf(found)).toEqual(['Elena Ruiz', 'Gema Vidal', 'Hugo Paz']);
    expect(found.count).toBe(3);
  });

  it('adds the people it includes and takes out those it excludes, even when a venue brings them', async () => {
    const found = await preview({ venues: [VENUE_A, VENUE_B], include: [INES, JORGE], exclude: [FELIX] });
    // Jorge is disabled: including him by name does not bring him back.
    expect(namesOf(found)).toEqual(['Elena Ruiz', 'Inés Mora']);
  });

  it("counts a company's people, and 'own' as everyone who belongs to the organization itself", async () => {
    expect(namesOf(await preview({ companies: [PARTNER] }))).toEqual(['Inés Mora']);
    const own = await preview({ companies: ['own'], exclude: [ELENA] });
    expect(own.count).toBe(5); // Ana, Bruno, Félix, Gema, Hugo: not Inés (partner), Jorge (disabled) nor Elena.
    expect(namesOf(own)).toEqual(['Ana Torres', 'Bruno Díaz', 'Félix Soto', 'Gema Vidal', 'Hugo Paz']);
  });

  it('resolves on its own, as other modules count it, to enabled people only, each once', async () => {
    // No persons table around it here (a post's figures count it as it is): disabled Jorge, an
    // included id that names nobody, and Elena brought by a venue and included both stay out or count once.
    const rule = {
      venues: [VENUE_A, VENUE_B],
      positions: [],
      groups: [],
      companies: [],
      include: [ELENA, JORGE, id('f9')],
      exclude: [FELIX],
    };
    const ids = await t.database.withTenant('demo', (tx) =>
      selectRows<{ id: string }>(tx, sql`select id from (${resolveAudience(tx, 'demo', rule)}) as audience`),
    );
    expect(ids.map((row) => row.id)).toEqual([ELENA]);
  });

  it('is nobody for an empty rule, and refuses ids the organization does not have, per list', async () => {
    expect(await preview({})).toEqual({ count: 0, results: [] });
    const response = await send('POST', '/api/audiences/preview', {
      venues: [ACME_VENUE],
      include: [ACME_PERSON],
      companies: ['own'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'rule.venues': 'Alguna sede elegida no existe.',
      'rule.include': 'Alguna persona elegida no existe.',
    });
    expect((await send('POST', '/api/audiences/preview', { companies: ['nobody'] })).statusCode).toBe(400);
  });
});

describe('saved audiences', () => {
  let audienceId: string;

  it('are created, read, listed and their people paged, following the people as they change', async () => {
    const created = await send('POST', '/api/audiences', {
      name: ' Sucursal Centro y supervisión ',
      description: 'Avisos de la sucursal',
      rule: { venues: [VENUE_A], positions: [POSITION], include: [HUGO] },
    });
    expect(created.statusCode).toBe(201);
    const audience = created.json();
    audienceId = audience.id;
    expect(audience).toMatchObject({
      name: 'Sucursal Centro y supervisión',
      description: 'Avisos de la sucursal',
      rule: {
        venues: [VENUE_A],
        positions: [POSITION],
        groups: [],
        companies: [],
        include: [HUGO],
        exclude: [],
      },
      // The names of what the rule names, for the editor's chips.
      names: { [VENUE_A]: 'Sucursal Centro', [POSITION]: 'Supervisora', [HUGO]: 'Hugo Paz' },
    });
    expect((await send('GET', `/api/audiences/${audienceId}`)).json()).toEqual(audience);
    expect((await send('GET', '/api/audiences?search=centro')).json()).toEqual({
      count: 1,
      results: [audience],
    });

    const first = (await send('GET', `/api/audiences/${audienceId}/members?limit=2`)).json();
    expect(first.count).toBe(3);
    expect(first.results).toEqual([
      {
        id: ELENA,
        name: 'Elena Ruiz',
        email: null,
        photo_url: null,
        position: null,
        venue: 'Sucursal Centro',
      },
      { id: GEMA, name: 'Gema Vidal', email: null, photo_url: null, position: 'Supervisora', venue: null },
    ]);
    const second = (await send('GET', `/api/audiences/${audienceId}/members?limit=2&offset=2`)).json();
    expect(namesOf(second)).toEqual(['Hugo Paz']);
    expect(namesOf((await send('GET', `/api/audiences/${audienceId}/members?search=GEMA`)).json())).toEqual([
      'Gema Vidal',
    ]);

    // Resolved when used: Félix moves to venue A and is in the audience from then on.
    await t.database.privileged.execute(
      sql`update person_venues set venue_id = ${VENUE_A} where tenant_id = 'demo' and person_id = ${FELIX}`,
    );
    const now = (await send('GET', `/api/audiences/${audienceId}/members`)).json();
    expect(namesOf(now)).toEqual(['Elena Ruiz', 'Félix Soto', 'Gema Vidal', 'Hugo Paz']);
    await t.database.privileged.execute(
      sql`update person_venues set venue_id = ${VENUE_B} where tenant_id = 'demo' and person_id = ${FELIX}`,
    );
  });

  it('tell other modules whether a person is in one (isInAudience)', async () => {
    const check = (personId: string) =>
      t.database.withTenant('demo', (tx) => isInAudience(tx, 'demo', audienceId, personId));
    expect(await check(GEMA)).toBe(true);
    expect(await check(FELIX)).toBe(false);
    expect(await check(JORGE)).toBe(false);
    // Another organization's rows are not visible to the rule of this one's audience.
    expect(await t.database.withTenant('acme', (tx) => isInAudience(tx, 'acme', audienceId, GEMA))).toBe(
      false,
    );
  });

  it('refuse a name another audience has (case-insensitively), and are updated and deleted', async () => {
    const other = await send('POST', '/api/audiences', { name: 'Brigada', rule: { groups: [GROUP] } });
    expect(other.statusCode).toBe(201);
    const taken = await send('POST', '/api/audiences', { name: 'BRIGADA', rule: {} });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'AUDIENCE_NAME_TAKEN', fields: { name: expect.any(String) } });
    const renamed = await send('PUT', `/api/audiences/${other.json().id}`, {
      name: 'brigada',
      description: null,
      rule: { groups: [GROUP], exclude: [HUGO] },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'brigada', rule: { exclude: [HUGO] } });
    expect(
      (await send('PUT', `/api/audiences/${audienceId}`, { name: 'Brigada', rule: {} })).statusCode,
    ).toBe(409);
    expect((await send('DELETE', `/api/audiences/${other.json().id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/audiences/${other.json().id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/audiences/${other.json().id}`)).statusCode).toBe(404);
  });

  it('belong to their organization only', async () => {
    const asCarla = { email: CARLA, tenant: 'acme', host: ACME_HOST };
    const acmes = (await send('GET', '/api/audiences', undefined, asCarla)).json();
    expect(acmes.results.map((audience: { id: string }) => audience.id)).not.toContain(audienceId);
    // acme's own (seeded) audience: the people of Tienda Centro.
    const seeded = acmes.results.find(
      (audience: { name: string }) => audience.name === 'Equipo de Tienda Centro',
    );
    const members = (await send('GET', `/api/audiences/${seeded.id}/members`, undefined, asCarla)).json();
    expect(namesOf(members)).toEqual(['Carla Méndez']);
    expect((await send('GET', `/api/audiences/${audienceId}`, undefined, asCarla)).statusCode).toBe(404);
    expect((await send('GET', `/api/audiences/${audienceId}/members`, undefined, asCarla)).statusCode).toBe(
      404,
    );
    expect(
      (await send('PUT', `/api/audiences/${audienceId}`, { name: 'x', rule: {} }, asCarla)).statusCode,
    ).toBe(404);
    const search = (
      await send('GET', `/api/people/search?audience=${audienceId}`, undefined, asCarla)
    ).json();
    expect(search).toEqual({ count: 0, results: [] });
  });

  it('are administered only with MANAGE_PEOPLE', async () => {
    const asBruno = { email: BRUNO };
    expect((await send('GET', '/api/audiences', undefined, asBruno)).statusCode).toBe(403);
    expect((await send('POST', '/api/audiences', { name: 'x', rule: {} }, asBruno)).statusCode).toBe(403);
    expect((await send('POST', '/api/audiences/preview', {}, asBruno)).statusCode).toBe(403);
    expect((await send('GET', `/api/audiences/${audienceId}/members`, undefined, asBruno)).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/api/audiences/${audienceId}`, undefined, asBruno)).statusCode).toBe(403);
  });
});

describe('GET /api/audiences/{id}/venues (form venue pickers within an audience)', () => {
  it('lists the venues its rule names and those where its people work, for any member', async () => {
    const created = await send('POST', '/api/audiences', {
      name: 'Supervisión',
      rule: { positions: [POSITION] },
    });
    const { id: audienceId } = created.json();
    // Gema (the position's holder) works at venue B from now on.
    await t.database.privileged.execute(
      sql`insert into person_venues (tenant_id, person_id, venue_id) values ('demo', ${GEMA}, ${VENUE_B})`,
    );
    const venues = await send('GET', `/api/audiences/${audienceId}/venues`, undefined, { email: BRUNO });
    expect(venues.statusCode).toBe(200);
    expect(venues.json()).toEqual({
      count: 1,
      results: [{ id: VENUE_B, name: 'Sucursal Norte', code: null, address: null }],
    });
    const [withVenue] = (await send('GET', '/api/audiences?search=supervisi')).json().results;
    const named = (await send('GET', `/api/audiences/${withVenue.id}/venues?q=CENTRO`)).json();
    expect(named.results.map((venue: { name: string }) => venue.name)).toEqual(['Sucursal Centro']);
    expect((await send('GET', `/api/audiences/${id('999')}/venues`)).statusCode).toBe(404);
  });
});

describe('GET /api/people/search (form pickers)', () => {
  it('finds enabled people by name, accents and case aside, with their position and venue', async () => {
    const found = (await send('GET', '/api/people/search?q=ELENA', undefined, { email: BRUNO })).json();
    expect(found).toEqual({
      count: 1,
      results: [
        {
          id: ELENA,
          name: 'Elena Ruiz',
          email: null,
          photo_url: null,
          position: null,
          venue: 'Sucursal Centro',
        },
      ],
    });
    expect(namesOf((await send('GET', '/api/people/search?q=ines')).json())).toEqual(['Inés Mora']);
    expect((await send('GET', '/api/people/search?q=jorge')).json().count).toBe(0);
    expect((await send('GET', '/api/people/search?q=%25')).json().count).toBe(0);
  });

  it('keeps to an audience when given one (an unknown one admits nobody)', async () => {
    const [audience] = (await send('GET', '/api/audiences?search=supervisi')).json().results;
    const within = (
      await send('GET', `/api/people/search?audience=${audience.id}&limit=2`, undefined, { email: BRUNO })
    ).json();
    expect(within.count).toBe(3);
    expect(namesOf(within)).toEqual(['Elena Ruiz', 'Gema Vidal']);
    expect(namesOf((await send('GET', `/api/people/search?audience=${audience.id}&q=hugo`)).json())).toEqual([
      'Hugo Paz',
    ]);
    expect((await send('GET', `/api/people/search?audience=${id('999')}`)).json().count).toBe(0);
  });
});
