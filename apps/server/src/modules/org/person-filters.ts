/**
 * Who is in which part of the organization, as SQL other modules compose: the people of some
 * venues, positions or groups, and which of a list of ids name no venue, position, group or
 * company of the organization.
 */
import { type SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import {
  companies,
  groups,
  personGroups,
  personPositions,
  personVenues,
  positions,
  venues,
} from './tables.ts';

/** Ids, as a SQL `uuid[]` expression (a bound array, or an expression computing one). */
export type IdArray = SQL;

export interface OrgPlaces {
  venues: IdArray;
  positions: IdArray;
  groups: IdArray;
}

/**
 * A subquery of the ids (given as `uuid[]` expressions, e.g. read from a rule in the same statement) of the people who work at any of `venues`, hold any of `positions` or
 * belong to any of `groups` (each index-backed by `(tenant_id, <kind>_id)`).
 */
export function peopleInPlaces(organizationId: string, places: OrgPlaces): SQL {
  return sql`select ${personVenues.personId} from ${personVenues}
      where ${personVenues.organizationId} = ${organizationId} and ${personVenues.venueId} = any(${places.venues})
    union
    select ${personPositions.personId} from ${personPositions}
      where ${personPositions.organizationId} = ${organizationId} and ${personPositions.positionId} = any(${places.positions})
    union
    select ${personGroups.personId} from ${personGroups}
      where ${personGroups.organizationId} = ${organizationId} and ${personGroups.groupId} = any(${places.groups})`;
}

export interface OrgIds {
  venues: readonly string[];
  positions: readonly string[];
  groups: readonly string[];
  companies: readonly string[];
}

const TABLES = { venues, positions, groups, companies } as const;

/** The ids of each kind that name nothing of that kind in the organization (empty lists: all known). */
export async function unknownOrgIds(tx: Tx, organizationId: string, ids: OrgIds): Promise<OrgIds> {
  const unknown: Record<keyof OrgIds, string[]> = { venues: [], positions: [], groups: [], companies: [] };
  for (const kind of Object.keys(TABLES) as (keyof OrgIds)[]) {
    const wanted = [...new Set(ids[kind])];
    if (wanted.length === 0) continue;
    const table = TABLES[kind];
    const found = await selectRows<{ id: string }>(
      tx,
      sql`select ${table.id} as id from ${table}
          where ${table.organizationId} = ${organizationId} and ${table.id} = any(${toUuidArray(wanted)})`,
    );
    const known = new Set(found.map((row) => row.id));
    unknown[kind] = wanted.filter((id) => !known.has(id));
  }
  return unknown;
}

/** A bound `uuid[]` parameter. */
export function toUuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/**
 * The name of the first (alphabetically) position `personId` holds, as a scalar subquery; null
 * for none. Spelled with qualified names: a select list renders columns unqualified.
 */
export function firstPositionName(organizationId: string, personId: SQL): SQL<string | null> {
  return sql<string | null>`(select pos.name from person_positions as holder
      join positions as pos on pos.tenant_id = holder.tenant_id and pos.id = holder.position_id
      where holder.tenant_id = ${organizationId} and holder.person_id = ${personId}
      order by pos.name limit 1)`;
}

/** The name of the first (alphabetically) venue `personId` works at, as a scalar subquery; null for none. */
export function firstVenueName(organizationId: string, personId: SQL): SQL<string | null> {
  return sql<string | null>`(select place.name from person_venues as worker
      join venues as place on place.tenant_id = worker.tenant_id and place.id = worker.venue_id
      where worker.tenant_id = ${organizationId} and worker.person_id = ${personId}
      order by place.name limit 1)`;
}

/** The names of the venues, positions, groups and companies among `ids`, by id (unknown ids left out). */
export async function orgNamesOf(tx: Tx, organizationId: string, ids: OrgIds): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const kind of Object.keys(TABLES) as (keyof OrgIds)[]) {
    const wanted = [...new Set(ids[kind])];
    if (wanted.length === 0) continue;
    const table = TABLES[kind];
    const rows = await selectRows<{ id: string; name: string }>(
      tx,
      sql`select ${table.id} as id, ${table.name} as name from ${table}
          where ${table.organizationId} = ${organizationId} and ${table.id} = any(${toUuidArray(wanted)})`,
    );
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}

/**
 * Venues by name for a picker, among those `venueIds` names or where someone of `people` (a
 * person-id subquery) works; `search` is contained in the name or the code, case aside.
 */
export async function venuesOf(
  tx: Tx,
  organizationId: string,
  { venueIds, people, search, limit }: { venueIds: IdArray; people: SQL; search: string; limit: number },
): Promise<{ id: string; name: string; code: string | null; address: string | null }[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectRows(
    tx,
    sql`select ${venues.id} as id, ${venues.name} as name, ${venues.code} as code, ${venues.address} as address
        from ${venues}
        where ${venues.organizationId} = ${organizationId}
          and (${venues.id} = any(${venueIds}) or ${venues.id} in (
            select ${personVenues.venueId} from ${personVenues}
            where ${personVenues.organizationId} = ${organizationId} and ${personVenues.personId} in (${people})))
          ${search ? sql`and (${venues.name} ilike ${pattern} or ${venues.code} ilike ${pattern})` : sql``}
        order by lower(${venues.name}), ${venues.id}
        limit ${limit}`,
  );
}
