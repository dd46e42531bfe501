import { listCompanies, listGroups, listPositions, listVenues, unwrap } from '@faena/api-client';
import type { Option, OptionSearchFn } from '@/platform/OptionSearch';

/** What the pickers and filters choose among: the organisation's structure. */
export type OrgKind = 'venues' | 'positions' | 'groups' | 'companies';

/** How many options a search shows (the list API's largest page). */
export const OPTION_LIMIT = 100;

const query = (text: string, limit = OPTION_LIMIT) => ({ ...(text ? { search: text } : {}), limit });

/** Searches each kind through the org API; companies also offer the organisation itself. */
export function orgSearch(kind: OrgKind, ownLabel?: string): OptionSearchFn {
  switch (kind) {
    case 'venues':
      return async (text, signal) =>
        (await unwrap(listVenues({ query: query(text), signal }))).results.map((venue) => ({
          id: venue.id,
          name: venue.name,
          ...(venue.description ? { description: venue.description } : {}),
        }));
    case 'positions':
      return async (text, signal) =>
        (await unwrap(listPositions({ query: query(text), signal }))).results.map((position) => ({
          id: position.id,
          name: position.name,
          ...(position.code ? { description: position.code } : {}),
        }));
    case 'groups':
      return async (text, signal) =>
        (await unwrap(listGroups({ query: query(text), signal }))).results.map(({ id, name }) => ({
          id,
          name,
        }));
    case 'companies':
      return async (text, signal) => {
        const found: Option[] = (await unwrap(listCompanies({ query: query(text), signal }))).results.map(
          ({ id, name }) => ({ id, name }),
        );
        const own =
          ownLabel !== undefined && (!text || fold(ownLabel).includes(fold(text)))
            ? [{ id: OWN_COMPANY, name: ownLabel }]
            : [];
        return [...own, ...found];
      };
  }
}

/** The `company` filter's value for the organisation's own people. */
export const OWN_COMPANY = 'own';

export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The name of one venue, position, group or company by id (a filter read from the address). */
export async function orgName(kind: OrgKind, id: string, signal?: AbortSignal): Promise<string | null> {
  if (kind === 'venues') {
    const { results } = await unwrap(listVenues({ query: { venue: id, limit: 1 }, signal }));
    return results[0]?.name ?? null;
  }
  // Positions, groups and companies are few: the first page holds them (a search narrows it otherwise).
  const list =
    kind === 'positions'
      ? await unwrap(listPositions({ query: query(''), signal }))
      : kind === 'groups'
        ? await unwrap(listGroups({ query: query(''), signal }))
        : await unwrap(listCompanies({ query: query(''), signal }));
  return list.results.find((item) => item.id === id)?.name ?? null;
}
