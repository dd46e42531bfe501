import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterQuery, filtersFromSearch, filtersToSearch, NO_FILTERS } from './filters';

describe('the history filters', () => {
  it('round-trip through the address', () => {
    const filters = {
      ...NO_FILTERS,
      checklistId: 'c1',
      categoryId: 'k1',
      venue: { id: 'v1', name: 'Tienda Centro' },
      person: { id: 'p1', name: 'Ana Torres' },
      from: '2026-03-01',
      to: '2026-03-31',
      minScore: '50',
      maxScore: '90.5',
      flagged: true,
      page: 3,
    };
    const search = filtersToSearch(filters, 'flagged');
    expect(search.get('view')).toBe('flagged');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(9);
  });

  it('drops what is not a day, a percentage or a page', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('from=ayer&to=2026-13&minScore=-5&maxScore=150&page=0&flagged=yes'),
    );
    expect(filters).toEqual(NO_FILTERS);
    expect(filtersToSearch(filters).toString()).toBe('');
  });

  it('become the API query, numbers and booleans as such', () => {
    expect(
      filterQuery({
        ...NO_FILTERS,
        venue: { id: 'v1', name: 'Centro' },
        minScore: '60',
        flagged: true,
        page: 2,
      }),
    ).toEqual({ venueId: 'v1', minScore: 60, flagged: true });
    expect(filterQuery(NO_FILTERS)).toEqual({});
  });
});
