import type { ListPersonsData } from '@faena/api-client';
import { IDENTITY_DOCUMENT_TYPES } from '@faena/contract/identity-documents';
import type { OrgKind } from './org-options';

export type PeopleQuery = NonNullable<ListPersonsData['query']>;

/** The list's filters, each an address parameter named as the API's query parameter. */
export const FILTER_KEYS = [
  'company',
  'company_type',
  'venue',
  'position',
  'group',
  'document_type',
  'disabled',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters whose value is a record of the organisation (picked by searching). */
export const ORG_FILTERS: Partial<Record<FilterKey, OrgKind>> = {
  company: 'companies',
  venue: 'venues',
  position: 'positions',
  group: 'groups',
};

export const COMPANY_TYPES = ['OWN', 'PARTNER', 'CONTRACTOR'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's query from the address (search and filters survive a reload and can be shared). */
export function queryOf(params: URLSearchParams, limit?: number): PeopleQuery {
  const query: PeopleQuery = limit === undefined ? {} : { limit };
  const search = params.get('search')?.trim();
  if (search) query.search = search;
  const company = params.get('company');
  if (company && (company === 'own' || UUID.test(company))) query.company = company;
  for (const key of ['venue', 'position', 'group'] as const) {
    const value = params.get(key);
    if (value && UUID.test(value)) query[key] = value;
  }
  const companyType = params.get('company_type');
  if ((COMPANY_TYPES as readonly (string | null)[]).includes(companyType))
    query.company_type = companyType as PeopleQuery['company_type'];
  const documentType = params.get('document_type');
  if (documentType && (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(documentType))
    query.document_type = documentType as PeopleQuery['document_type'];
  const disabled = params.get('disabled');
  if (disabled === 'true' || disabled === 'false') query.disabled = disabled === 'true';
  return query;
}

/** The filters in effect (as the query holds them), in the bar's order. */
export function activeFilters(query: PeopleQuery): { key: FilterKey; value: string }[] {
  return FILTER_KEYS.filter((key) => query[key] !== undefined).map((key) => ({
    key,
    value: String(query[key]),
  }));
}
