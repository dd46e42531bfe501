/**
 * A workflow type's executions as a person may see them, filtered: the "my executions" list,
 * its export and the kanban board all read through here.
 *
 * Who sees what: MANAGE_WORKFLOWS holders every execution of the type; anyone else those they
 * started and those with a user task (open or past) whose audience includes them — named, by
 * one of their venues, or through a saved audience they are in — or that they answered.
 * Everything is one statement per page: the filters and the visibility are SQL conditions on
 * `workflow_executions` (process variables with `@>` on its GIN index).
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/request-context.ts';
import { orgModule } from '../org/index.ts';
import { peopleModule } from '../people/index.ts';
import { EXECUTION_COUNT_CAP, EXECUTION_STATUSES } from './list-schemas.ts';
import {
  type ExecutionStatusValue,
  workflowDefinitions,
  workflowExecutions,
  workflowResponses,
  workflowSteps,
} from './tables.ts';

/** The filters as the query string gives them (the list's and the export's). */
export interface ExecutionFilterQuery {
  status?: string[];
  startedFrom?: string;
  startedTo?: string;
  step?: string;
  startedBy?: string;
  variables?: string;
}

/** The filters checked and parsed. */
export interface ExecutionFilters {
  statuses: ExecutionStatusValue[];
  startedFrom?: Date;
  startedTo?: Date;
  step?: string;
  startedBy?: string;
  variables?: Record<string, unknown>;
  /** Executions mapped to kanban columns: one of these tasks open, or one of these statuses. */
  column?: { userTasks: string[]; statuses: ExecutionStatusValue[] };
}

const MAX_VARIABLE_FILTERS = 20;

/** Checks the query's filters; a bad one is a 400 naming the field. */
export function parseExecutionFilters(query: ExecutionFilterQuery): ExecutionFilters {
  const statuses: ExecutionStatusValue[] = [];
  for (const value of (query.status ?? []).flatMap((item) => item.split(','))) {
    const status = value.trim();
    if (status === '') continue;
    if (!(EXECUTION_STATUSES as readonly string[]).includes(status)) {
      throw validationFailed({
        status: `Estado desconocido: '${status.slice(0, 40)}'. Usa InProcess, Success o Error.`,
      });
    }
    if (!statuses.includes(status as ExecutionStatusValue)) statuses.push(status as ExecutionStatusValue);
  }
  let variables: Record<string, unknown> | undefined;
  if (query.variables !== undefined && query.variables.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(query.variables);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw validationFailed({
        variables:
          'Las variables deben ser un objeto JSON de nombre a valor, por ejemplo {"region":"Norte"}.',
      });
    }
    if (Object.keys(parsed).length > MAX_VARIABLE_FILTERS) {
      throw validationFailed({
        variables: `Filtra por ${MAX_VARIABLE_FILTERS} variables como máximo.`,
      });
    }
    variables = parsed as Record<string, unknown>;
  }
  return {
    statuses,
    ...(query.startedFrom ? { startedFrom: new Date(query.startedFrom) } : {}),
    ...(query.startedTo ? { startedTo: new Date(query.startedTo) } : {}),
    ...(query.step ? { step: query.step } : {}),
    ...(query.startedBy ? { startedBy: query.startedBy } : {}),
    ...(variables && Object.keys(variables).length > 0 ? { variables } : {}),
  };
}

/** Whose executions a reader sees: all of them, or a person's (with what makes a task theirs). */
export type ExecutionViewer =
  | { all: true }
  | { all: false; personId: string; venueIds: string[]; savedAudienceIds: string[] };

/**
 * The viewer a member is: MANAGE_WORKFLOWS sees all; anyone else their own, with their venues
 * and the saved audiences (among those tasks name) they are in, resolved now.
 */
export async function executionViewer(
  tx: Tx,
  organizationId: string,
  member: Member,
): Promise<ExecutionViewer> {
  return viewerOf(tx, organizationId, member.person.id, member.permissions.has('MANAGE_WORKFLOWS'));
}

/** The viewer a person is, by id: `administers` (MANAGE_WORKFLOWS) sees all. */
export async function viewerOf(
  tx: Tx,
  organizationId: string,
  personId: string,
  administers: boolean,
): Promise<ExecutionViewer> {
  if (administers) return { all: true };
  const places = await orgModule.services.personPlaces(tx, organizationId, personId);
  const named = await selectRows<{ id: string }>(
    tx,
    sql`select distinct ${workflowSteps.audienceSavedId} as id from ${workflowSteps}
        where ${workflowSteps.organizationId} = ${organizationId} and ${workflowSteps.audienceSavedId} is not null`,
  );
  const savedAudienceIds: string[] = [];
  for (const { id } of named) {
    if (await peopleModule.services.isInAudience(tx, organizationId, id, personId)) savedAudienceIds.push(id);
  }
  return {
    all: false,
    personId,
    venueIds: places.venues.map((venue) => venue.id),
    savedAudienceIds,
  };
}

/** `values` as an SQL array of `type`, each a bound parameter. */
const sqlArray = (values: readonly string[], type: 'uuid' | 'text') =>
  values.length === 0
    ? sql.raw(`'{}'::${type}[]`)
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::${sql.raw(type)}[]`;
const uuidArray = (ids: readonly string[]) => sqlArray(ids, 'uuid');

/**
 * The executions the viewer may see (a condition on `workflow_executions`): one `in` over the
 * union of the ways an execution is theirs, each read through its own index, so the planner
 * joins the few ids a person has instead of testing every execution of the type.
 */
export function visibleTo(organizationId: string, viewer: ExecutionViewer): SQL | undefined {
  if (viewer.all) return undefined;
  const me = viewer.personId;
  const e = workflowExecutions;
  const s = workflowSteps;
  const r = workflowResponses;
  const theirTasks = [
    sql`select ${s.executionId} from ${s} where ${s.organizationId} = ${organizationId}
        and ${s.audiencePersons} @> ${uuidArray([me])}`,
    viewer.venueIds.length > 0
      ? sql`select ${s.executionId} from ${s} where ${s.organizationId} = ${organizationId}
          and ${s.audienceVenues} && ${uuidArray(viewer.venueIds)}`
      : null,
    viewer.savedAudienceIds.length > 0
      ? sql`select ${s.executionId} from ${s} where ${s.organizationId} = ${organizationId}
          and ${s.audienceSavedId} = any(${uuidArray(viewer.savedAudienceIds)})`
      : null,
  ].filter((part): part is SQL => part !== null);
  return sql`${e.id} in (
    select ${e.id} from ${e} where ${e.organizationId} = ${organizationId} and ${e.startedBy} = ${me}
    union all ${sql.join(theirTasks, sql` union all `)}
    union all select ${r.executionId} from ${r} where ${r.organizationId} = ${organizationId} and ${r.personId} = ${me})`;
}

/** The WHERE of a type's executions for these filters, as the viewer sees them. */
export function executionsWhere(
  organizationId: string,
  workflowTypeId: string,
  filters: ExecutionFilters,
  viewer: ExecutionViewer,
): SQL {
  const e = workflowExecutions;
  const column = filters.column;
  return and(
    eq(e.organizationId, organizationId),
    eq(e.workflowTypeId, workflowTypeId),
    filters.statuses.length > 0 ? inArray(e.status, filters.statuses) : undefined,
    filters.startedFrom ? sql`${e.startedAt} >= ${filters.startedFrom.toISOString()}` : undefined,
    filters.startedTo ? sql`${e.startedAt} < ${filters.startedTo.toISOString()}` : undefined,
    filters.step ? sql`${e.openTasks} @> ${sqlArray([filters.step], 'text')}` : undefined,
    filters.startedBy ? eq(e.startedBy, filters.startedBy) : undefined,
    filters.variables ? sql`${e.variables} @> ${JSON.stringify(filters.variables)}::jsonb` : undefined,
    column
      ? sql`((${e.status} = 'InProcess' and ${e.openTasks} && ${sqlArray(column.userTasks, 'text')})
          or ${e.status} = any(${sqlArray(column.statuses, 'text')}))`
      : undefined,
    visibleTo(organizationId, viewer),
  ) as SQL;
}

/** How many executions match, counted up to `cap`: past it, `capped`. */
export async function countExecutions(tx: Tx, where: SQL, cap = EXECUTION_COUNT_CAP) {
  const [row] = await selectRows<{ count: number | string }>(
    tx,
    sql`select count(*) as count from (select 1 from ${workflowExecutions} where ${where} limit ${cap + 1}) as matches`,
  );
  const counted = Number(row?.count ?? 0);
  return { count: Math.min(counted, cap), capped: counted > cap };
}

/** An execution as the list shows it. */
export interface ExecutionSummary {
  id: string;
  workflowId: string;
  version: number;
  status: ExecutionStatusValue;
  startedAt: string;
  finishedAt: string | null;
  startedBy: { id: string; name: string } | null;
  openTasks: { bpmnId: string; name: string }[];
  variables: Record<string, unknown>;
}

/** Where a page of the newest-first order ends: the next one starts after it. */
export interface ExecutionCursor {
  /** The start as the database writes it (microseconds kept: a Date would round them away). */
  startedAt: string;
  id: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * A page of matching executions, newest first: `offset` rows skipped, or those after `after`
 * (the export walks the whole list that way without skipping ever more rows).
 */
export async function executionPage(
  tx: Tx,
  organizationId: string,
  where: SQL,
  page: { limit: number; offset?: number; after?: ExecutionCursor; gather?: boolean; ids?: string[] },
): Promise<{ results: ExecutionSummary[]; last: ExecutionCursor | null }> {
  const e = workflowExecutions;
  const after = page.after
    ? sql`(${e.startedAt}, ${e.id}) < (${page.after.startedAt}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  // Few matches (`gather`): they are gathered first through the filters' own indexes and
  // sorted, since walking the newest-first index to a handful of them could read the whole
  // type. Many: that walk meets a page of them at once.
  const pageIds = page.ids
    ? page.ids
    : page.gather
      ? (
          await selectRows<{ id: string }>(
            tx,
            sql`with matches as materialized (
                select ${e.id} as id, ${e.startedAt} as started_at from ${e} where ${and(where, after)})
              select id from matches order by started_at desc, id desc
              limit ${page.limit} offset ${page.offset ?? 0}`,
          )
        ).map((row) => row.id)
      : null;
  if (pageIds?.length === 0) return { results: [], last: null };
  const rows = await tx
    .select({
      id: e.id,
      workflowId: e.workflowId,
      version: workflowDefinitions.version,
      status: e.status,
      startedAt: e.startedAt,
      startedAtExact: sql<string>`${e.startedAt}::text`,
      finishedAt: e.finishedAt,
      startedById: e.startedBy,
      startedByName: e.startedByName,
      openTasks: e.openTasks,
      variables: e.variables,
    })
    .from(e)
    .innerJoin(
      workflowDefinitions,
      and(eq(workflowDefinitions.organizationId, e.organizationId), eq(workflowDefinitions.id, e.workflowId)),
    )
    .where(pageIds ? and(eq(e.organizationId, organizationId), inArray(e.id, pageIds)) : and(where, after))
    .orderBy(desc(e.startedAt), desc(e.id))
    .limit(page.limit)
    .offset(pageIds ? 0 : (page.offset ?? 0));
  const open = rows.filter((row) => row.openTasks.length > 0).map((row) => row.id);
  const names = new Map<string, string>();
  if (open.length > 0) {
    const steps = await tx
      .select({
        executionId: workflowSteps.executionId,
        bpmnId: workflowSteps.bpmnId,
        name: workflowSteps.name,
      })
      .from(workflowSteps)
      .where(
        and(
          eq(workflowSteps.organizationId, organizationId),
          inArray(workflowSteps.executionId, open),
          eq(workflowSteps.isActive, true),
          eq(workflowSteps.type, 'UserTask'),
        ),
      )
      .orderBy(asc(workflowSteps.createdAt));
    for (const step of steps) names.set(`${step.executionId} ${step.bpmnId}`, step.name);
  }
  const results = rows.map(
    (row): ExecutionSummary => ({
      id: row.id,
      workflowId: row.workflowId,
      version: row.version,
      status: row.status,
      startedAt: iso(row.startedAt),
      finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
      startedBy: row.startedById ? { id: row.startedById, name: row.startedByName ?? '' } : null,
      openTasks: row.openTasks.map((bpmnId) => ({
        bpmnId,
        name: names.get(`${row.id} ${bpmnId}`) || bpmnId,
      })),
      variables: row.variables,
    }),
  );
  const last = rows[rows.length - 1];
  return {
    results,
    last: last ? { startedAt: last.startedAtExact, id: last.id } : null,
  };
}

/**
 * Up to this many matches a page gathers them first (`executionPage`'s `gather`); more, and
 * walking the newest-first index meets a page of them soon enough.
 */
export const GATHER_AT_MOST = 2_000;

/**
 * Whether a page should gather its matches first: when they are few, and always for a
 * person's own executions (found through the ids that are theirs, never by walking the type).
 */
export const shouldGather = (viewer: ExecutionViewer, count: number, capped: boolean) =>
  !viewer.all || (!capped && count <= GATHER_AT_MOST);

/** The list: a page and how many match (counted up to the cap). */
export async function listExecutions(
  tx: Tx,
  organizationId: string,
  where: SQL,
  viewer: ExecutionViewer,
  page: { limit: number; offset: number },
) {
  if (!viewer.all) {
    // A person's own executions: gathered once, counted and paged in the same statement.
    const gathered = await selectRows<{ id: string | null; total: number | string }>(
      tx,
      sql`with matches as materialized (
            select ${workflowExecutions.id} as id, ${workflowExecutions.startedAt} as started_at
            from ${workflowExecutions} where ${where})
          select page.id, counted.total
          from (select count(*) as total from matches) as counted
          left join lateral (select id from matches order by started_at desc, id desc
            limit ${page.limit} offset ${page.offset}) as page on true`,
    );
    const total = Number(gathered[0]?.total ?? 0);
    const ids = gathered.map((row) => row.id).filter((id): id is string => id !== null);
    const { results } =
      ids.length === 0 ? { results: [] } : await executionPage(tx, organizationId, where, { ...page, ids });
    return { count: Math.min(total, EXECUTION_COUNT_CAP), countCapped: total > EXECUTION_COUNT_CAP, results };
  }
  const { count, capped } = await countExecutions(tx, where);
  const { results } =
    count === 0
      ? { results: [] }
      : await executionPage(tx, organizationId, where, {
          ...page,
          gather: shouldGather(viewer, count, capped),
        });
  return { count, countCapped: capped, results };
}

/** The names of the process variables the matching executions have, in first-seen order by name. */
export async function variableNames(tx: Tx, where: SQL, max: number): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    tx,
    sql`select distinct jsonb_object_keys(${workflowExecutions.variables}) as name
        from ${workflowExecutions} where ${where} order by name limit ${max}`,
  );
  return rows.map((row) => row.name);
}
