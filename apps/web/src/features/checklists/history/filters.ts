/** The history's filters, kept in the address so a filtered list can be shared. */
export interface HistoryFilters {
  checklistId: string;
  categoryId: string;
  venue: { id: string; name: string } | null;
  person: { id: string; name: string } | null;
  /** Days (yyyy-mm-dd), both included. */
  from: string;
  to: string;
  /** Percentages 0–100, as typed. */
  minScore: string;
  maxScore: string;
  flagged: boolean;
  page: number;
}

export const NO_FILTERS: HistoryFilters = {
  checklistId: '',
  categoryId: '',
  venue: null,
  person: null,
  from: '',
  to: '',
  minScore: '',
  maxScore: '',
  flagged: false,
  page: 1,
};

export const PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SCORE = /^\d{1,3}(\.\d+)?$/;

/** An entity kept in the address as `id` and its name (`venue=…&venueName=…`), so chips read well. */
function entity(params: URLSearchParams, key: string) {
  const id = params.get(key) ?? '';
  return id ? { id, name: params.get(`${key}Name`) ?? id } : null;
}

export function filtersFromSearch(params: URLSearchParams): HistoryFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const score = (name: string) => {
    const value = params.get(name) ?? '';
    return SCORE.test(value) && Number(value) <= 100 ? value : '';
  };
  const page = Number(params.get('page') ?? '1');
  return {
    checklistId: params.get('checklist') ?? '',
    categoryId: params.get('category') ?? '',
    venue: entity(params, 'venue'),
    person: entity(params, 'person'),
    from: day('from'),
    to: day('to'),
    minScore: score('minScore'),
    maxScore: score('maxScore'),
    flagged: params.get('flagged') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function filtersToSearch(filters: HistoryFilters, view?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (view) params.set('view', view);
  if (filters.checklistId) params.set('checklist', filters.checklistId);
  if (filters.categoryId) params.set('category', filters.categoryId);
  if (filters.venue) {
    params.set('venue', filters.venue.id);
    params.set('venueName', filters.venue.name);
  }
  if (filters.person) {
    params.set('person', filters.person.id);
    params.set('personName', filters.person.name);
  }
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.minScore) params.set('minScore', filters.minScore);
  if (filters.maxScore) params.set('maxScore', filters.maxScore);
  if (filters.flagged) params.set('flagged', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query for the filters (the same for the list, the export and the flagged answers). */
export function filterQuery(filters: HistoryFilters) {
  return {
    ...(filters.checklistId ? { checklistId: filters.checklistId } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
    ...(filters.venue ? { venueId: filters.venue.id } : {}),
    ...(filters.person ? { personId: filters.person.id } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.minScore ? { minScore: Number(filters.minScore) } : {}),
    ...(filters.maxScore ? { maxScore: Number(filters.maxScore) } : {}),
    ...(filters.flagged ? { flagged: true } : {}),
  };
}

/** How many filters are set (the page is not one). */
export function activeFilterCount(filters: HistoryFilters): number {
  return [
    filters.checklistId,
    filters.categoryId,
    filters.venue,
    filters.person,
    filters.from,
    filters.to,
    filters.minScore,
    filters.maxScore,
    filters.flagged,
  ].filter(Boolean).length;
}
