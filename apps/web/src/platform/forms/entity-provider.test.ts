import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchAudienceOptions } from './audience-options';
import { apiEntityProvider, audienceIdOf } from './entity-provider';

const calls = vi.hoisted(() => ({
  searchPeople: vi.fn(),
  listVenues: vi.fn(),
  listAudienceVenues: vi.fn(),
  listLocations: vi.fn(),
  listAudiences: vi.fn(),
}));
vi.mock('@faena/api-client', async (original) => ({
  ...(await original<typeof import('@faena/api-client')>()),
  ...calls,
}));

const ok = (body: unknown) => Promise.resolve({ data: body, response: new Response(null, { status: 200 }) });
const AUDIENCE = '6d1f0000-0000-4000-8000-0000000000a1';
const signal = new AbortController().signal;

afterEach(() => vi.clearAllMocks());

describe('the forms’ entity search, backed by the API', () => {
  it('finds people within the field’s audience, with their position and venue as a second line', async () => {
    calls.searchPeople.mockReturnValue(
      ok({
        count: 1,
        results: [
          {
            id: 'p1',
            name: 'Elena Ruiz',
            email: null,
            photo_url: '/p1.png',
            position: 'Cajera',
            venue: 'Tienda Centro',
          },
        ],
      }),
    );
    const found = await apiEntityProvider.search({
      kind: 'user',
      query: ' ele ',
      audience: AUDIENCE,
      signal,
    });
    expect(found).toEqual([
      { id: 'p1', name: 'Elena Ruiz', description: 'Cajera · Tienda Centro', image: '/p1.png' },
    ]);
    expect(calls.searchPeople).toHaveBeenCalledWith({
      query: { q: 'ele', audience: AUDIENCE, limit: 20 },
      signal,
    });
  });

  it('searches everyone when the audience is not a saved audience (a process variable’s name)', async () => {
    calls.searchPeople.mockReturnValue(ok({ count: 0, results: [] }));
    await apiEntityProvider.search({ kind: 'user', query: '', audience: 'sede', signal });
    expect(calls.searchPeople).toHaveBeenCalledWith({ query: { limit: 20 }, signal });
    expect(audienceIdOf({ id: AUDIENCE })).toBe(AUDIENCE);
    expect(audienceIdOf(undefined)).toBeUndefined();
  });

  it('finds venues and locations by what is typed', async () => {
    calls.listVenues.mockReturnValue(
      ok({ count: 1, results: [{ id: 'v1', name: 'Tienda Centro', code: 'TC', address: 'Av. Juárez 10' }] }),
    );
    calls.listLocations.mockReturnValue(
      ok({ count: 1, results: [{ id: 'l1', name: 'Bodega', description: 'Tienda Centro' }] }),
    );
    expect(
      await apiEntityProvider.search({ kind: 'venue', query: 'centro', audience: undefined, signal }),
    ).toEqual([{ id: 'v1', name: 'Tienda Centro', description: 'TC · Av. Juárez 10' }]);
    expect(calls.listVenues).toHaveBeenCalledWith({ query: { search: 'centro', limit: 20 }, signal });
    expect(
      await apiEntityProvider.search({ kind: 'location', query: '', audience: undefined, signal }),
    ).toEqual([{ id: 'l1', name: 'Bodega', description: 'Tienda Centro' }]);
  });
});

describe('a venue field with an audience', () => {
  it('offers the audience’s venues only', async () => {
    calls.listAudienceVenues.mockReturnValue(
      ok({ count: 1, results: [{ id: 'v1', name: 'Tienda Centro', code: null, address: null }] }),
    );
    expect(
      await apiEntityProvider.search({ kind: 'venue', query: 'cen', audience: AUDIENCE, signal }),
    ).toEqual([{ id: 'v1', name: 'Tienda Centro' }]);
    expect(calls.listAudienceVenues).toHaveBeenCalledWith({
      path: { audienceId: AUDIENCE },
      query: { q: 'cen', limit: 20 },
      signal,
    });
    expect(calls.listVenues).not.toHaveBeenCalled();
  });
});

describe('the audiences a workflow task or a post may be sent to', () => {
  it('are the organization’s saved audiences, by name, narrowed by what is typed', async () => {
    calls.listAudiences.mockReturnValue(
      ok({ count: 1, results: [{ id: AUDIENCE, name: 'Tienda Centro y supervisión' }] }),
    );
    expect(await searchAudienceOptions(' centro ')).toEqual([
      { value: AUDIENCE, label: 'Tienda Centro y supervisión' },
    ]);
    expect(calls.listAudiences).toHaveBeenCalledWith({ query: { search: 'centro', limit: 50 } });
  });
});
