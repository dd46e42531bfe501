import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';
const CARLA = 'carla@acme.faena.test';

async function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, who = ANA) {
  const [organizationId, host] = who === CARLA ? ['acme', ACME_HOST] : ['demo', DEMO_HOST];
  const token = await t.tokenOf(who, organizationId);
  return t.app.inject({
    method,
    url,
    headers: { host, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const names = (response: { json(): { results: { name: string }[] } }) =>
  response.json().results.map((row) => row.name);

describe('companies', () => {
  it('refuses a second company of the same name in another case (409), per organization', async () => {
    const created = await send('POST', '/api/companies', { name: 'Transportes Río', kind: 'CONTRACTOR' });
    expect(created.statusCode).toBe(201);
    const again = await send('POST', '/api/companies', { name: 'TRANSPORTES RÍO', kind: 'PARTNER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe una empresa con ese nombre.');
    const inAcme = await send('POST', '/api/companies', { name: 'Transportes Río', kind: 'PARTNER' }, CARLA);
    expect(inAcme.statusCode).toBe(201);
    const listed = await send('GET', '/api/companies?kind=CONTRACTOR&search=rÍo');
    expect(names(listed)).toEqual(['Transportes Río']);
  });
});

describe('positions', () => {
  it('refuses a reporting line that loops back (409) and deleting a position others report to', async () => {
    const top = (await send('POST', '/api/positions', { name: 'Director A' })).json();
    const middle = (await send('POST', '/api/positions', { name: 'Jefe A', parent_id: top.id })).json();
    const bottom = (
      await send('POST', '/api/positions', { name: 'Analista A', parent_id: middle.id })
    ).json();
    expect(bottom).toMatchObject({ parent_id: middle.id, parent_name: 'Jefe A', holder_count: 0 });

    const loop = await send('PATCH', `/api/positions/${top.id}`, { parent_id: bottom.id });
    expect(loop.statusCode).toBe(409);
    expect(loop.json()).toMatchObject({ code: 'POSITION_CYCLE' });
    expect(loop.json().message).toContain('no puede reportar');
    const self = await send('PATCH', `/api/positions/${top.id}`, { parent_id: top.id });
    expect(self.statusCode).toBe(409);

    const moved = await send('PATCH', `/api/positions/${bottom.id}`, { parent_id: top.id });
    expect(moved.json()).toMatchObject({ parent_id: top.id, parent_name: 'Director A' });

    const busy = await send('DELETE', `/api/positions/${top.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'POSITION_HAS_REPORTS' });
    expect((await send('DELETE', `/api/positions/${bottom.id}`)).statusCode).toBe(204);
  });

  it('lists the holders of a seeded position', async () => {
    const list = await send('GET', '/api/positions?search=gerente%20general');
    const [general] = list.json().results;
    expect(general).toMatchObject({ name: 'Gerente general', holder_count: 1 });
    const holders = await send('GET', `/api/positions/${general.id}/holders`);
    expect(holders.json().results.map((h: { name: string }) => h.name)).toEqual(['Ana Torres']);
  });
});

describe('permissions', () => {
  it('lets any member read the structure but only MANAGE_ORGANIZATION_STRUCTURE change it', async () => {
    expect((await send('GET', '/api/venues', undefined, BRUNO)).statusCode).toBe(200);
    expect((await send('GET', '/api/org-chart/nodes', undefined, BRUNO)).statusCode).toBe(200);
    const refused = await send('POST', '/api/groups', { name: 'Brigada' }, BRUNO);
    expect(refused.statusCode).toBe(403);
    expect((await send('POST', '/api/venues', { name: 'Kiosco' }, BRUNO)).statusCode).toBe(403);
  });
});

describe('venues', () => {
  it('narrows the list by each SPEC 3 filter', async () => {
    const all = await send('GET', '/api/venues');
    expect(all.json().count).toBe(4);
    const cases: [string, string[]][] = [
      ['search=sucursal', ['Sucursal Centro', 'Sucursal Santiago']],
      ['search=bdn', ['Bodega Norte']],
      ['type=bodega', ['Bodega Norte']],
      ['name=central', ['Oficina Central']],
      ['code=SUC-02', ['Sucursal Santiago']],
      ['category=retail', ['Sucursal Centro', 'Sucursal Santiago']],
      ['has_qr=true', ['Oficina Central']],
      ['has_qr=false', ['Bodega Norte', 'Sucursal Centro', 'Sucursal Santiago']],
      ['has_position=false', ['Sucursal Santiago']],
      ['company_kind=PARTNER', ['Sucursal Santiago']],
      ['business_line=distribuci%C3%B3n', ['Bodega Norte']],
      ['address=madero', ['Sucursal Centro']],
      ['gla_gt=1000', ['Bodega Norte', 'Oficina Central']],
      ['gla_lt=300', ['Sucursal Santiago']],
      ['gla_gt=300&gla_lt=2000', ['Oficina Central', 'Sucursal Centro']],
      ['country=CL', ['Sucursal Santiago']],
      ['id_or_name=oficina%20central', ['Oficina Central']],
      ['last_status=operando&country=MX&type=sucursal', ['Sucursal Centro']],
    ];
    for (const [query, expected] of cases) {
      const response = await send('GET', `/api/venues?${query}`);
      expect({ query, names: names(response) }).toEqual({ query, names: expected });
    }
    const [bodega] = (await send('GET', '/api/venues?type=bodega')).json().results;
    expect(names(await send('GET', `/api/venues?company_id=${bodega.company_id}`))).toEqual(['Bodega Norte']);
    expect(names(await send('GET', `/api/venues?venue=${bodega.id}`))).toEqual(['Bodega Norte']);
    expect(names(await send('GET', `/api/venues?id_or_name=${bodega.id}`))).toEqual(['Bodega Norte']);
  });

  it('carries what a picker shows: id, name and a description line', async () => {
    const response = await send('GET', '/api/venues?search=centro&limit=5');
    expect(response.json().results[0]).toMatchObject({
      name: 'Sucursal Centro',
      description: 'Calle Madero 20, Ciudad de México',
    });
    const locations = await send('GET', '/api/locations?search=and%C3%A9n&limit=5');
    expect(locations.json().results).toEqual([
      expect.objectContaining({ name: 'Andén 1', venue_name: 'Bodega Norte', description: 'Bodega Norte' }),
    ]);
  });

  it('creates, edits and deletes a venue with its locations; codes are unique', async () => {
    const created = await send('POST', '/api/venues', {
      name: '  Kiosco Plaza  ',
      code: 'KSK-1',
      gla: 12.5,
      country: 'MX',
    });
    expect(created.statusCode).toBe(201);
    const venue = created.json();
    expect(venue).toMatchObject({ name: 'Kiosco Plaza', gla: 12.5, has_qr: false, location_count: 0 });
    const duplicate = await send('POST', '/api/venues', { name: 'Otro', code: 'KSK-1' });
    expect(duplicate.statusCode).toBe(409);
    const badCompany = await send('POST', '/api/venues', {
      name: 'Otro',
      company_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.json().fields).toEqual({ company_id: 'La empresa no existe.' });

    const location = await send('POST', `/api/venues/${venue.id}/locations`, { name: 'Mostrador' });
    expect(location.statusCode).toBe(201);
    const edited = await send('PATCH', `/api/venues/${venue.id}`, {
      address: 'Plaza Norte local 4',
      code: null,
    });
    expect(edited.json()).toMatchObject({ address: 'Plaza Norte local 4', code: null, location_count: 1 });
    expect((await send('DELETE', `/api/venues/${venue.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/locations?venue_id=${venue.id}`)).json().count).toBe(0);
    expect((await send('GET', `/api/venues/${venue.id}`)).statusCode).toBe(404);
  });

  it('rotating a QR code makes the old one lead nowhere; removing it too', async () => {
    const venue = (await send('POST', '/api/venues', { name: 'Bodega QR' })).json();
    const first = (await send('POST', `/api/venues/${venue.id}/qr`)).json();
    expect(first.url).toContain(`/venues/${venue.id}?qr=`);
    const scanned = await send('GET', `/api/venue-qr/${first.token}`, undefined, BRUNO);
    expect(scanned.json()).toMatchObject({ id: venue.id, has_qr: true });

    const second = (await send('POST', `/api/venues/${venue.id}/qr`)).json();
    expect(second.token).not.toBe(first.token);
    expect((await send('GET', `/api/venue-qr/${first.token}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/venue-qr/${second.token}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/venues/${venue.id}/qr`)).json().token).toBe(second.token);

    expect((await send('DELETE', `/api/venues/${venue.id}/qr`)).statusCode).toBe(204);
    expect((await send('GET', `/api/venue-qr/${second.token}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/venues/${venue.id}`)).json().has_qr).toBe(false);
  });

  it("never shows or changes another organization's venues", async () => {
    const acme = (await send('GET', '/api/venues', undefined, CARLA)).json();
    expect(acme.results.map((v: { name: string }) => v.name)).toContain('Tienda Centro');
    const acmeVenue = acme.results[0];
    expect((await send('GET', `/api/venues/${acmeVenue.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/venues/${acmeVenue.id}`, { name: 'Mía' })).statusCode).toBe(404);
    expect((await send('POST', `/api/venues/${acmeVenue.id}/qr`)).statusCode).toBe(404);
    expect(names(await send('GET', '/api/venues?search=tienda'))).toEqual([]);
    const acmeQr = await send('GET', '/api/venue-qr/seed-acme-1');
    expect(acmeQr.statusCode).toBe(404);
  });
});

describe('org chart', () => {
  it('answers the top positions, then a level on demand, with holders and counts', async () => {
    const roots = await send('GET', '/api/org-chart/nodes', undefined, CARLA);
    expect(roots.json()).toEqual([
      {
        id: expect.any(String),
        parentId: null,
        title: 'Gerente general',
        holders: [],
        childCount: 3,
        descendantCount: 11,
      },
    ]);
    const children = await send('GET', `/api/org-chart/nodes?parent=${roots.json()[0].id}`, undefined, CARLA);
    expect(
      children.json().map((n: { title: string; childCount: number }) => [n.title, n.childCount]),
    ).toEqual([
      ['Gerente comercial', 2],
      ['Gerente de operaciones', 3],
      ['Gerente de personas', 3],
    ]);
    const operations = children.json()[1];
    expect(operations.holders).toEqual([
      { id: '0a5e7d1c-3b52-4c1e-9f0a-000000000003', name: 'Carla Méndez', photoUrl: null },
    ]);
    expect(operations.descendantCount).toBe(3);
  });

  it('finds a person by name, accents and case aside, with the path from the top', async () => {
    const found = await send('GET', '/api/org-chart/search?q=carla%20mendez', undefined, CARLA);
    expect(found.json()).toHaveLength(1);
    const [match] = found.json();
    expect(match.node).toMatchObject({ title: 'Gerente de operaciones' });
    const roots = (await send('GET', '/api/org-chart/nodes', undefined, CARLA)).json();
    expect(match.path).toEqual([roots[0].id]);

    const byTitle = await send('GET', '/api/org-chart/search?q=jefe%20de%20bodega', undefined, CARLA);
    expect(byTitle.json()[0].path).toEqual([roots[0].id, match.node.id]);
    expect((await send('GET', '/api/org-chart/search?q=bruno', undefined, CARLA)).json()).toEqual([]);
    expect((await send('GET', '/api/org-chart/search?q=%25', undefined, CARLA)).json()).toEqual([]);
  });
});
