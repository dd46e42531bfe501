/**
 * Queries of the org module: companies, positions, groups, venues and locations. Each names
 * the organization (the first wall; row-level security is the second).
 */
import { and, asc, count, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import {
  type CompanyKind,
  companies,
  groups,
  locations,
  personPositions,
  positions,
  venues,
} from './tables.ts';

/** `%` and `_` in a search are literal text, not wildcards. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Page {
  limit: number;
  offset: number;
}

// ---- companies ------------------------------------------------------------------------

export async function listCompanies(
  tx: Tx,
  organizationId: string,
  { search, kind, limit, offset }: Page & { search: string; kind?: CompanyKind },
) {
  const where = and(
    eq(companies.organizationId, organizationId),
    search ? ilike(companies.name, containsPattern(search)) : undefined,
    kind ? eq(companies.kind, kind) : undefined,
  );
  const [total] = await tx.select({ count: count() }).from(companies).where(where);
  const rows = await tx
    .select()
    .from(companies)
    .where(where)
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.count ?? 0), rows };
}

// ---- positions ------------------------------------------------------------------------

// Correlated subqueries name the outer table in full: Drizzle leaves a column unqualified in a
// single-table select, where the inner table would capture it.
const holderCount = sql<number>`(select count(*)::int from person_positions pp
  where pp.tenant_id = "positions"."tenant_id" and pp.position_id = "positions"."id")`;
const parentName = sql<string | null>`(select p2.name from positions p2
  where p2.tenant_id = "positions"."tenant_id" and p2.id = "positions"."parent_id")`;

const positionColumns = {
  id: positions.id,
  name: positions.name,
  code: positions.code,
  parentId: positions.parentId,
  parentName,
  holderCount,
};

export type PositionView = {
  id: string;
  name: string;
  code: string | null;
  parentId: string | null;
  parentName: string | null;
  holderCount: number;
};

export async function listPositions(
  tx: Tx,
  organizationId: string,
  { search, parentId, limit, offset }: Page & { search: string; parentId?: string },
): Promise<{ count: number; rows: PositionView[] }> {
  const where = and(
    eq(positions.organizationId, organizationId),
    search ? sql`lower(${positions.name}) like ${containsPattern(search)}` : undefined,
    parentId ? eq(positions.parentId, parentId) : undefined,
  );
  const [total] = await tx.select({ count: count() }).from(positions).where(where);
  const rows = await tx
    .select(positionColumns)
    .from(positions)
    .where(where)
    .orderBy(asc(sql`lower(${positions.name})`), asc(positions.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.count ?? 0), rows };
}

export async function findPosition(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select(positionColumns)
    .from(positions)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, id)));
  return row ?? null;
}

/**
 * Serializes changes to an organization's reporting line, so two concurrent moves cannot
 * together close a cycle that each alone would not.
 */
export async function lockReportingLine(tx: Tx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`positions:${organizationId}`}))`);
}

/** Whether `positionId` is `candidateParentId` or one of its ancestors (a move would close a cycle). */
export async function wouldCloseCycle(
  tx: Tx,
  organizationId: string,
  positionId: string,
  candidateParentId: string,
): Promise<boolean> {
  const result = (await tx.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from positions where tenant_id = ${organizationId} and id = ${candidateParentId}
      union all
      select p.id, p.parent_id, up.depth + 1 from positions p
        join up on p.tenant_id = ${organizationId} and p.id = up.parent_id
      where up.depth < 10000
    )
    select 1 as hit from up where id = ${positionId} limit 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function positionHasReports(tx: Tx, organizationId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.parentId, id)))
    .limit(1);
  return row !== undefined;
}

export async function listHolders(
  tx: Tx,
  organizationId: string,
  positionId: string,
  { limit, offset }: Page,
) {
  const where = and(
    eq(personPositions.organizationId, organizationId),
    eq(personPositions.positionId, positionId),
  );
  const [total] = await tx.select({ count: count() }).from(personPositions).where(where);
  const rows = await tx
    .select({ id: persons.id, name: persons.name, email: persons.email, photoUrl: persons.photoUrl })
    .from(personPositions)
    .innerJoin(
      persons,
      and(
        eq(persons.organizationId, personPositions.organizationId),
        eq(persons.id, personPositions.personId),
      ),
    )
    .where(where)
    .orderBy(asc(persons.name), asc(persons.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.count ?? 0), rows };
}

// ---- groups ---------------------------------------------------------------------------

const memberCount = sql<number>`(select count(*)::int from person_groups pg
  where pg.tenant_id = "groups"."tenant_id" and pg.group_id = "groups"."id")`;

export async function listGroups(
  tx: Tx,
  organizationId: string,
  { search, limit, offset }: Page & { search: string },
) {
  const where = and(
    eq(groups.organizationId, organizationId),
    search ? ilike(groups.name, containsPattern(search)) : undefined,
  );
  const [total] = await tx.select({ count: count() }).from(groups).where(where);
  const rows = await tx
    .select({ id: groups.id, name: groups.name, memberCount })
    .from(groups)
    .where(where)
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.count ?? 0), rows };
}

export async function findGroup(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select({ id: groups.id, name: groups.name, memberCount })
    .from(groups)
    .where(and(eq(groups.organizationId, organizationId), eq(groups.id, id)));
  return row ?? null;
}

// ---- venues ---------------------------------------------------------------------------

/** SPEC 3's list filters, as they apply to venues. */
export interface VenueFilters {
  search?: string;
  venue?: string;
  idOrName?: string;
  type?: string;
  name?: string;
  code?: string;
  lastStatus?: string;
  category?: string;
  hasQr?: boolean;
  hasPosition?: boolean;
  companyId?: string;
  companyKind?: CompanyKind;
  businessLine?: string;
  address?: string;
  glaGreaterThan?: number;
  glaLessThan?: number;
  country?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sameText = (column: AnyPgColumn, value: string) => sql`lower(${column}) = ${value.toLowerCase()}`;

export function venueConditions(organizationId: string, f: VenueFilters): SQL | undefined {
  return and(
    eq(venues.organizationId, organizationId),
    f.search
      ? sql`(lower(${venues.name}) like ${containsPattern(f.search)} or lower(${venues.code}) like ${containsPattern(f.search)})`
      : undefined,
    f.venue ? eq(venues.id, f.venue) : undefined,
    f.idOrName
      ? UUID.test(f.idOrName)
        ? eq(venues.id, f.idOrName)
        : sameText(venues.name, f.idOrName)
      : undefined,
    f.type ? sameText(venues.type, f.type) : undefined,
    f.name ? sql`lower(${venues.name}) like ${containsPattern(f.name)}` : undefined,
    f.code ? sameText(venues.code, f.code) : undefined,
    f.lastStatus ? sameText(venues.lastStatus, f.lastStatus) : undefined,
    f.category ? sameText(venues.category, f.category) : undefined,
    f.hasQr === undefined ? undefined : f.hasQr ? isNotNull(venues.qrToken) : isNull(venues.qrToken),
    f.hasPosition === undefined
      ? undefined
      : f.hasPosition
        ? isNotNull(venues.positionId)
        : isNull(venues.positionId),
    f.companyId ? eq(venues.companyId, f.companyId) : undefined,
    f.companyKind
      ? sql`exists (select 1 from companies c where c.tenant_id = "venues"."tenant_id"
          and c.id = "venues"."company_id" and c.kind = ${f.companyKind})`
      : undefined,
    f.businessLine ? sameText(venues.businessLine, f.businessLine) : undefined,
    f.address ? sql`lower(${venues.address}) like ${containsPattern(f.address)}` : undefined,
    f.glaGreaterThan === undefined ? undefined : sql`${venues.gla} > ${f.glaGreaterThan}`,
    f.glaLessThan === undefined ? undefined : sql`${venues.gla} < ${f.glaLessThan}`,
    f.country ? sameText(venues.country, f.country) : undefined,
  );
}

const venueColumns = {
  id: venues.id,
  name: venues.name,
  code: venues.code,
  type: venues.type,
  category: venues.category,
  businessLine: venues.businessLine,
  companyId: venues.companyId,
  companyName: companies.name,
  companyKind: companies.kind,
  address: venues.address,
  country: venues.country,
  gla: venues.gla,
  positionId: venues.positionId,
  positionName: positions.name,
  lastStatus: venues.lastStatus,
  hasQr: sql<boolean>`(${venues.qrToken} is not null)`,
  locationCount: sql<number>`(select count(*)::int from locations l
    where l.tenant_id = "venues"."tenant_id" and l.venue_id = "venues"."id")`,
};

function venueSelect(tx: Tx) {
  return tx
    .select(venueColumns)
    .from(venues)
    .leftJoin(
      companies,
      and(eq(companies.organizationId, venues.organizationId), eq(companies.id, venues.companyId)),
    )
    .leftJoin(
      positions,
      and(eq(positions.organizationId, venues.organizationId), eq(positions.id, venues.positionId)),
    );
}

export type VenueView = Awaited<ReturnType<typeof findVenue>> & object;

export async function listVenues(tx: Tx, organizationId: string, filters: VenueFilters, page: Page) {
  const where = venueConditions(organizationId, filters);
  const [total] = await tx.select({ count: count() }).from(venues).where(where);
  const rows = await venueSelect(tx)
    .where(where)
    .orderBy(asc(sql`lower(${venues.name})`), asc(venues.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: Number(total?.count ?? 0), rows };
}

export async function findVenue(tx: Tx, organizationId: string, id: string) {
  const [row] = await venueSelect(tx).where(
    and(eq(venues.organizationId, organizationId), eq(venues.id, id)),
  );
  return row ?? null;
}

export async function setVenueQrToken(tx: Tx, organizationId: string, id: string, token: string | null) {
  const [row] = await tx
    .update(venues)
    .set({ qrToken: token })
    .where(and(eq(venues.organizationId, organizationId), eq(venues.id, id)))
    .returning({ id: venues.id });
  return row !== undefined;
}

export async function venueQrToken(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select({ token: venues.qrToken })
    .from(venues)
    .where(and(eq(venues.organizationId, organizationId), eq(venues.id, id)));
  return row ?? null;
}

// ---- locations ------------------------------------------------------------------------

const locationColumns = {
  id: locations.id,
  venueId: locations.venueId,
  venueName: venues.name,
  name: locations.name,
  code: locations.code,
  type: locations.type,
  active: locations.active,
};

export async function listLocations(
  tx: Tx,
  organizationId: string,
  { search, venueId, limit, offset }: Page & { search: string; venueId?: string },
) {
  const where = and(
    eq(locations.organizationId, organizationId),
    venueId ? eq(locations.venueId, venueId) : undefined,
    search
      ? sql`(lower(${locations.name}) like ${containsPattern(search)} or lower(${locations.code}) like ${containsPattern(search)})`
      : undefined,
  );
  const [total] = await tx.select({ count: count() }).from(locations).where(where);
  const rows = await tx
    .select(locationColumns)
    .from(locations)
    .innerJoin(
      venues,
      and(eq(venues.organizationId, locations.organizationId), eq(venues.id, locations.venueId)),
    )
    .where(where)
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.count ?? 0), rows };
}

export async function findLocation(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select(locationColumns)
    .from(locations)
    .innerJoin(
      venues,
      and(eq(venues.organizationId, locations.organizationId), eq(venues.id, locations.venueId)),
    )
    .where(and(eq(locations.organizationId, organizationId), eq(locations.id, id)));
  return row ?? null;
}
