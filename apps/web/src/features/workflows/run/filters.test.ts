import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromSearch, filtersToSearch, NO_FILTERS } from './filters';

describe('the executions filters in the address', () => {
  it('survive a round trip and ignore what is not a filter value', () => {
    const filters = {
      status: ['InProcess', 'Error'] as const,
      startedFrom: '2026-01-01',
      startedTo: '2026-01-31',
      step: 'Task_aprobar',
      startedBy: '0a5e7d1c-3b52-4c1e-9f0a-000000000002',
      variableName: 'region',
      variableValue: 'Norte',
    };
    const search = filtersToSearch({ ...filters, status: [...filters.status] });
    expect(filtersFromSearch(search)).toEqual({ ...filters, status: [...filters.status] });
    expect(activeFilterCount(filtersFromSearch(search))).toBe(6);
    expect(filtersFromSearch(new URLSearchParams('status=Done,Success&from=yesterday'))).toEqual({
      ...NO_FILTERS,
      status: ['Success'],
    });
  });

  it('leave a variable value out when no variable is named', () => {
    expect(filtersToSearch({ ...NO_FILTERS, variableValue: 'Norte' }).toString()).toBe('');
  });
});
