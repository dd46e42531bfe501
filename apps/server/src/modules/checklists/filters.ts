/**
 * The executions lists' filters (the list, the flagged answers and the export share them) as one
 * SQL condition over `checklist_executions e` joined with `checklists c`. Days are calendar dates
 * in `timeZone` (UTC when absent), `to` inclusive, applied to the submission (a draft: its last
 * save); scores are percentages. A member without MANAGE_CHECKLISTS sees only their own.
 */
import { isValidZone, toInstant } from '@faena/recurrence';
import { type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { validationFailed } from '../../platform/http/errors.ts';
import type { Say } from '../../platform/http/language.ts';
import type { Member } from '../../platform/http/request-context.ts';
import { ExecutionFilterFields } from './schemas.ts';
import { manages } from './store.ts';

export const ExecutionFilters = Type.Object(ExecutionFilterFields, { additionalProperties: false });
export type ExecutionFiltersValue = Static<typeof ExecutionFilters>;

function midnight(date: string, zone: string, plusDays = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + plusDays));
  return new Date(
    toInstant(
      {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
        hour: 0,
        minute: 0,
        second: 0,
      },
      zone,
    ),
  );
}

/** The condition, or 400 naming the field (unknown zone, `to` before `from`, min above max). */
export function executionsWhere(
  organizationId: string,
  member: Member,
  filters: ExecutionFiltersValue,
  say: Say,
): SQL {
  const zone = filters.timeZone ?? 'UTC';
  if (!isValidZone(zone)) {
    throw validationFailed({
      timeZone: say(`La zona horaria "${zone}" no existe.`, `The time zone "${zone}" does not exist.`),
    });
  }
  if (filters.from && filters.to && filters.to < filters.from) {
    throw validationFailed({
      to: say('La fecha final es anterior a la inicial.', 'The end date is before the start date.'),
    });
  }
  if (
    filters.minScore !== undefined &&
    filters.maxScore !== undefined &&
    filters.maxScore < filters.minScore
  ) {
    throw validationFailed({
      maxScore: say(
        'El puntaje máximo es menor que el mínimo.',
        'The highest score is lower than the lowest.',
      ),
    });
  }
  const parts: SQL[] = [sql`e.tenant_id = ${organizationId}`];
  if (!manages(member)) parts.push(sql`e.person_id = ${member.person.id}::uuid`);
  if (filters.personId) parts.push(sql`e.person_id = ${filters.personId}::uuid`);
  if (filters.checklistId) parts.push(sql`e.checklist_id = ${filters.checklistId}::uuid`);
  if (filters.categoryId) parts.push(sql`c.category_id = ${filters.categoryId}::uuid`);
  if (filters.venueId) parts.push(sql`e.venue_id = ${filters.venueId}::uuid`);
  if (filters.status) parts.push(sql`e.status = ${filters.status}`);
  if (filters.from)
    parts.push(sql`e.listed_at >= ${midnight(filters.from, zone).toISOString()}::timestamptz`);
  if (filters.to) parts.push(sql`e.listed_at < ${midnight(filters.to, zone, 1).toISOString()}::timestamptz`);
  if (filters.minScore !== undefined) parts.push(sql`e.percentage >= ${filters.minScore}`);
  if (filters.maxScore !== undefined) parts.push(sql`e.percentage <= ${filters.maxScore}`);
  if (filters.flagged === true) parts.push(sql`e.flagged_count > 0`);
  if (filters.flagged === false) parts.push(sql`e.flagged_count = 0`);
  return sql.join(parts, sql` and `);
}
