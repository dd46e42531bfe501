/**
 * Many people's positions, groups and venues at once (lists and exports); one person's, and
 * their replacement, are in assignments.ts.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { groups, personGroups, personPositions, personVenues, positions, venues } from './tables.ts';

export type AssignmentKind = 'positions' | 'groups' | 'venues';

export interface Named {
  id: string;
  name: string;
}

export interface Assignments {
  positions: Named[];
  groups: Named[];
  venues: Named[];
}

const KINDS = {
  positions: { link: personPositions, column: personPositions.positionId, target: positions },
  groups: { link: personGroups, column: personGroups.groupId, target: groups },
  venues: { link: personVenues, column: personVenues.venueId, target: venues },
} as const;

async function assignedTo(
  tx: Tx,
  organizationId: string,
  kind: AssignmentKind,
  personIds: readonly string[],
) {
  const { link, column, target } = KINDS[kind];
  return tx
    .select({ personId: link.personId, id: target.id, name: target.name })
    .from(link)
    .innerJoin(target, and(eq(target.organizationId, link.organizationId), eq(target.id, column)))
    .where(and(eq(link.organizationId, organizationId), inArray(link.personId, [...personIds])))
    .orderBy(asc(target.name), asc(target.id));
}

/** Each person's positions, groups and venues, by name (every person asked for has an entry). */
export async function assignmentsOf(
  tx: Tx,
  organizationId: string,
  personIds: readonly string[],
): Promise<Map<string, Assignments>> {
  const result = new Map<string, Assignments>(
    personIds.map((id) => [id, { positions: [], groups: [], venues: [] }]),
  );
  if (personIds.length === 0) return result;
  for (const kind of ['positions', 'groups', 'venues'] as const) {
    for (const row of await assignedTo(tx, organizationId, kind, personIds)) {
      result.get(row.personId)?.[kind].push({ id: row.id, name: row.name });
    }
  }
  return result;
}

/** Ids given to `setPersonAssignments` that name nothing of the organization. */
export class UnknownAssignments extends Error {
  constructor(
    readonly kind: AssignmentKind,
    readonly ids: string[],
  ) {
    super(`Unknown ${kind}: ${ids.join(', ')}`);
    this.name = 'UnknownAssignments';
  }
}

/**
 * A subquery of the ids of the people in any of the venues, positions or groups named (a
 * union: someone in either). With nothing named it selects no one.
 */
export function personIdsIn(
  _tx: Tx,
  organizationId: string,
  {
    venues: venueIds = [],
    positions: positionIds = [],
    groups: groupIds = [],
  }: { venues?: readonly string[]; positions?: readonly string[]; groups?: readonly string[] },
): SQL {
  const parts: SQL[] = [];
  for (const [kind, ids] of [
    ['venues', venueIds],
    ['positions', positionIds],
    ['groups', groupIds],
  ] as const) {
    if (ids.length === 0) continue;
    const { link, column } = KINDS[kind];
    parts.push(
      sql`select ${link.personId} from ${link} where ${and(
        eq(link.organizationId, organizationId),
        inArray(column, [...ids]),
      )}`,
    );
  }
  if (parts.length === 0) return sql`select null::uuid where false`;
  return sql.join(parts, sql` union `);
}

/**
 * Replaces a person's positions, groups or venues with `ids`; answers the names before and
 * after (for the person's history). Unknown ids: throws UnknownAssignments, nothing changed.
 */
export async function setPersonAssignments(
  tx: Tx,
  organizationId: string,
  personId: string,
  kind: AssignmentKind,
  ids: readonly string[],
): Promise<{ before: Named[]; after: Named[] }> {
  const { link, column, target } = KINDS[kind];
  const wanted = [...new Set(ids)];
  const found =
    wanted.length === 0
      ? []
      : await tx
          .select({ id: target.id, name: target.name })
          .from(target)
          .where(and(eq(target.organizationId, organizationId), inArray(target.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new UnknownAssignments(kind, unknown);

  const before = (await assignedTo(tx, organizationId, kind, [personId])).map(({ id, name }) => ({
    id,
    name,
  }));
  await tx.delete(link).where(and(eq(link.organizationId, organizationId), eq(link.personId, personId)));
  if (wanted.length > 0) {
    await tx
      .insert(link)
      .values(
        wanted.map(
          (id) =>
            ({
              organizationId,
              personId,
              [column.name === 'position_id'
                ? 'positionId'
                : column.name === 'group_id'
                  ? 'groupId'
                  : 'venueId']: id,
            }) as never,
        ),
      )
      .onConflictDoNothing();
  }
  const after = [...found].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { before, after };
}

export type PlaceKind = AssignmentKind;
export type NamedRef = Named;

/** One person's venues, positions and groups, each by name. */
export async function personPlaces(tx: Tx, organizationId: string, personId: string): Promise<Assignments> {
  const found = await assignmentsOf(tx, organizationId, [personId]);
  return found.get(personId) ?? { positions: [], groups: [], venues: [] };
}

/**
 * `setPersonAssignments` answering unknown ids instead of throwing: `unknown` lists the ids
 * naming nothing of that kind (nothing is written then); otherwise the names before and after.
 */
export async function setPersonPlaces(
  tx: Tx,
  organizationId: string,
  personId: string,
  kind: PlaceKind,
  ids: readonly string[],
): Promise<{ unknown: string[] } | { unknown: []; before: Named[]; after: Named[] }> {
  try {
    return { unknown: [], ...(await setPersonAssignments(tx, organizationId, personId, kind, ids)) };
  } catch (error) {
    if (error instanceof UnknownAssignments) return { unknown: error.ids };
    throw error;
  }
}
