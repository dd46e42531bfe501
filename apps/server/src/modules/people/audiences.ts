/**
 * Audiences: saved target groups resolved on the server, when used, to the current set of
 * people. A rule names venues, positions, groups and companies ('own' for the organization
 * itself: the people with no company); its people are everyone in any of them, plus the named
 * ones (`include`), minus the excluded ones and minus disabled people.
 *
 * Resolution is one SQL subquery (`resolveAudience`) other queries compose: the people list of
 * an audience, a picker's search restricted to one, a workflow task's or a post's recipients.
 */
import { and, asc, count, eq, ilike, SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { orgModule } from '../org/index.ts';
import { type AudienceRow, type AudienceRule, audiences, personProfiles } from './tables.ts';

const { peopleInPlaces, toUuidArray, firstPositionName, firstVenueName } = orgModule.services;

/** The rule's entry naming the organization itself among the companies. */
export const OWN_COMPANY = 'own';

export const RULE_KEYS = ['venues', 'positions', 'groups', 'companies', 'include', 'exclude'] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

/** A rule with every list present and each id once. */
export function normalizeRule(rule: Partial<AudienceRule>): AudienceRule {
  const list = (key: RuleKey) => [...new Set(rule[key] ?? [])];
  return {
    venues: list('venues'),
    positions: list('positions'),
    groups: list('groups'),
    companies: list('companies'),
    include: list('include'),
    exclude: list('exclude'),
  };
}

/**
 * Where a rule comes from: a saved audience's id, an SQL expression giving one (a column of the
 * enclosing query, e.g. a workflow type's start audience), or a rule itself.
 */
export type AudienceSource = string | SQL | AudienceRule;

/** The rule as a jsonb expression: a saved audience's (read in the same statement) or one given. */
function ruleExpression(organizationId: string, source: AudienceSource): SQL {
  if (typeof source === 'string' || source instanceof SQL) {
    const id = typeof source === 'string' ? sql`${source}::uuid` : source;
    return sql`(select ${audiences.rule} from ${audiences}
      where ${audiences.organizationId} = ${organizationId} and ${audiences.id} = ${id})`;
  }
  return sql`${JSON.stringify(normalizeRule(source))}::jsonb`;
}

/** One list of the rule as `uuid[]` ('own' left out: it is not an id). */
function idsOf(rule: SQL, key: RuleKey): SQL {
  return sql`array(select value::uuid from jsonb_array_elements_text(coalesce(${rule} -> ${sql.raw(`'${key}'`)}, '[]'::jsonb)) as value
    where value <> ${OWN_COMPANY})`;
}

/**
 * The ids of the audience's current people (column `id`), as a subquery to compose:
 * `… where persons.id in (${resolveAudience(tx, organizationId, audience)})`. `source` is a
 * saved audience's id (an unknown one resolves to nobody), an SQL expression giving one, or a
 * rule. One statement: the rule of a saved audience is read inside it. Whether one person is in
 * it: `audienceIncludes`.
 */
export function resolveAudience(_tx: Tx | null, organizationId: string, source: AudienceSource): SQL {
  const rule = ruleExpression(organizationId, source);
  const places = peopleInPlaces(organizationId, {
    venues: idsOf(rule, 'venues'),
    positions: idsOf(rule, 'positions'),
    groups: idsOf(rule, 'groups'),
  });
  // The sources' union, less the excluded and the disabled people. Nothing joins it to every
  // person: a large audience is counted without one lookup per member (disabled people are few,
  // and a partial index holds them), and a probe for one person (`audienceIncludes`) reaches each
  // source by its person index. 'own' is a source of its own, skipped by a one-time filter when
  // the rule does not name it; included ids count only while they name a person.
  return sql`select member.id from (
        ${places}
        union
        select ${personProfiles.personId} from ${personProfiles}
          where ${personProfiles.organizationId} = ${organizationId}
            and ${personProfiles.companyId} = any(${idsOf(rule, 'companies')})
        union
        select included.id from ${persons} as included
          where included.tenant_id = ${organizationId} and included.id = any(${idsOf(rule, 'include')})
        union
        select own.id from ${persons} as own
          where own.tenant_id = ${organizationId}
            and coalesce(${rule} -> 'companies', '[]'::jsonb) @> ${JSON.stringify([OWN_COMPANY])}::jsonb
            and not exists (
              select 1 from ${personProfiles} as own_profile
              where own_profile.tenant_id = ${organizationId}
                and own_profile.person_id = own.id
                and own_profile.company_id is not null
            )
      ) as member (id)
    where member.id <> all(${idsOf(rule, 'exclude')})
      and not exists (
        select 1 from ${persons} as disabled
        where disabled.tenant_id = ${organizationId} and disabled.id = member.id and disabled.disabled_at is not null
      )`;
}

/**
 * SQL: the person (an id, or an SQL expression giving one) is one of the audience's people now.
 * An EXISTS with the person inside it, so the planner looks the person up in each source by
 * their index, instead of resolving the whole audience to search it (what a correlated
 * `x in (…)` does: 100,000 people resolved to find one).
 */
export function audienceIncludes(
  organizationId: string,
  source: AudienceSource,
  personId: string | SQL,
): SQL {
  const person = typeof personId === 'string' ? sql`${personId}::uuid` : personId;
  return sql`exists (select 1 from (${resolveAudience(null, organizationId, source)}) as audience
    where audience.id = ${person})`;
}

/** Whether the person is, right now, one of the saved audience's people. */
export async function isInAudience(
  tx: Tx,
  organizationId: string,
  audienceId: string,
  personId: string,
): Promise<boolean> {
  const [row] = await selectRows<{ member: boolean }>(
    tx,
    sql`select ${audienceIncludes(organizationId, audienceId, personId)} as member`,
  );
  return row?.member === true;
}

/** A person as pickers and audience lists show them: a second line with a position and a venue. */
export interface PersonOptionRow {
  id: string;
  name: string;
  email: string | null;
  photoUrl: string | null;
  position: string | null;
  venue: string | null;
}

/** `%` and `_` in a search are literal text, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People of the organization, enabled, by name: those of `audience` only when given, whose
 * folded search text (name, addresses, phones, document numbers) contains `search`.
 */
export async function searchPeople(
  tx: Tx,
  organizationId: string,
  {
    search,
    audience,
    limit,
    offset = 0,
    withCount = true,
  }: {
    search: string;
    audience?: string | AudienceRule;
    limit: number;
    offset?: number;
    withCount?: boolean;
  },
): Promise<{ count: number; rows: PersonOptionRow[] }> {
  const where = and(
    eq(persons.organizationId, organizationId),
    sql`${persons.disabledAt} is null`,
    audience === undefined
      ? undefined
      : sql`${persons.id} in (${resolveAudience(tx, organizationId, audience)})`,
    search ? sql`${persons.searchText} like '%' || faena_fold(${escapeLike(search)}) || '%'` : undefined,
  );
  const personId = sql.raw(`"persons"."id"`);
  // A limit of 0 asks for the count alone.
  const [rows, total] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : tx
          .select({
            id: persons.id,
            name: persons.name,
            email: persons.email,
            photoUrl: persons.photoUrl,
            position: firstPositionName(organizationId, personId),
            venue: firstVenueName(organizationId, personId),
          })
          .from(persons)
          .where(where)
          .orderBy(asc(persons.name), asc(persons.id))
          .limit(limit)
          .offset(offset),
    withCount ? tx.select({ count: count() }).from(persons).where(where) : Promise.resolve([]),
  ]);
  return { count: withCount ? Number(total[0]?.count ?? 0) : rows.length, rows };
}

// ---- saved audiences ---------------------------------------------------------------------------

export async function listAudiences(
  tx: Tx,
  organizationId: string,
  { search, limit, offset }: { search: string; limit: number; offset: number },
): Promise<{ count: number; rows: AudienceRow[] }> {
  const where = and(
    eq(audiences.organizationId, organizationId),
    search ? ilike(audiences.name, `%${escapeLike(search)}%`) : undefined,
  );
  const [total] = await tx.select({ count: count() }).from(audiences).where(where);
  const rows = await tx
    .select()
    .from(audiences)
    .where(where)
    .orderBy(sql`lower(${audiences.name})`, asc(audiences.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.count ?? 0), rows };
}

export async function getAudience(tx: Tx, organizationId: string, id: string): Promise<AudienceRow | null> {
  const [row] = await tx
    .select()
    .from(audiences)
    .where(and(eq(audiences.organizationId, organizationId), eq(audiences.id, id)));
  return row ?? null;
}

/** Whether another audience of the organization has this name (names compare case-insensitively). */
export async function audienceNameTaken(
  tx: Tx,
  organizationId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: audiences.id })
    .from(audiences)
    .where(
      and(
        eq(audiences.organizationId, organizationId),
        sql`lower(${audiences.name}) = lower(${name})`,
        exceptId ? sql`${audiences.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

/** The ids among `ids` that name no person of the organization. */
export async function unknownPersonIds(tx: Tx, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`select ${persons.id} as id from ${persons}
        where ${persons.organizationId} = ${organizationId} and ${persons.id} = any(${toUuidArray(ids)})`,
  );
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** The names of the people among `ids` (unknown ids left out). */
export async function personNames(tx: Tx, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return selectRows<{ id: string; name: string }>(
    tx,
    sql`select ${persons.id} as id, ${persons.name} as name from ${persons}
        where ${persons.organizationId} = ${organizationId} and ${persons.id} = any(${toUuidArray(ids)})`,
  );
}
