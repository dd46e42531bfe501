/**
 * An activity as an editor sends it, checked and turned into the row it is stored as. Every
 * problem is reported at once, by field, in the caller's language; a rule's problems are
 * `parseRule`'s own messages (SPEC 5), and a rule that keeps producing nothing is refused here
 * rather than when a day is listed.
 */
import { trimInvisible } from '@faena/contract/text';
import {
  expandRule,
  formatRule,
  isValidZone,
  type LocalDateTime,
  parseDuration,
  parseRecurrenceId,
  parseRule,
  RecurrenceExpansionError,
  type RecurrenceLocale,
  type RecurrenceRule,
  ruleProblemsText,
  toInstant,
  toLocal,
} from '@faena/recurrence';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { venues } from '../org/index.ts';
import { workflowTypes } from '../workflows/index.ts';
import type { ActivityInput } from './schemas.ts';
import { normalizePriority, seriesEnd, seriesOf } from './series.ts';
import { recurrenceIdOfEditor } from './store.ts';
import type { activities } from './tables.ts';

export type ActivityInputValue = Static<typeof ActivityInput>;

/** The longest an occurrence may last. */
const MAX_DURATION_DAYS = 366;
const DEFAULT_DURATION = 'PT1H';

type Say = (es: string, en: string) => string;

export interface CheckedActivity {
  values: Omit<typeof activities.$inferInsert, 'organizationId' | 'id'>;
  responsible: string[];
}

/** A wall-clock value of the editor's form, or null when that date or time does not exist. */
function localOf(value: string): { id: string; local: LocalDateTime } | null {
  const id = recurrenceIdOfEditor(value);
  const local = parseRecurrenceId(id);
  return local && local.second < 60 ? { id, local } : null;
}

/** UNTIL written in UTC (…Z) becomes the wall-clock value it is in the activity's zone. */
function untilInZone(rule: RecurrenceRule, zone: string): RecurrenceRule {
  if (!rule.until) return rule;
  const { year, month, day, hour, minute, second } = rule.until;
  return { ...rule, until: toLocal(Date.UTC(year, month - 1, day, hour, minute, second), zone) };
}

function checkRule(
  text: string,
  start: LocalDateTime,
  zone: string | null,
  locale: RecurrenceLocale,
  say: Say,
): { rule: RecurrenceRule } | { problem: string } {
  const parsed = parseRule(text.trim());
  if (!parsed.ok) return { problem: ruleProblemsText(parsed.problems, locale) };
  const rule = parsed.untilIsUtc && zone ? untilInZone(parsed.rule, zone) : parsed.rule;
  try {
    // The first occurrence after DTSTART: a rule that finds none in 500 periods is refused now.
    expandRule(rule, start, { from: start, to: { ...start, year: start.year + 200 }, limit: 2 });
  } catch (error) {
    if (error instanceof RecurrenceExpansionError) return { problem: error.messages[locale] };
    throw error;
  }
  if (rule.until && compareUntil(rule.until, start) < 0) {
    return {
      problem: say(
        'La fecha final (UNTIL) es anterior al inicio: la actividad no tendría ninguna fecha.',
        'The end date (UNTIL) is before the start: the activity would have no date.',
      ),
    };
  }
  return { rule };
}

const compareUntil = (a: LocalDateTime, b: LocalDateTime) =>
  Date.UTC(a.year, a.month - 1, a.day, a.hour, a.minute, a.second) -
  Date.UTC(b.year, b.month - 1, b.day, b.hour, b.minute, b.second);

/** Checks `input` against the organization's data; 400 VALIDATION_ERROR naming each field otherwise. */
export async function checkActivity(
  tx: Tx,
  organizationId: string,
  input: ActivityInputValue,
  locale: RecurrenceLocale,
): Promise<CheckedActivity> {
  const say: Say = (es, en) => (locale === 'en-US' ? en : es);
  const problems: Record<string, string> = {};

  const zone = isValidZone(input.timeZone) ? input.timeZone : null;
  if (!zone) {
    problems.timeZone = say(
      `La zona horaria "${input.timeZone}" no existe; usa una zona IANA como America/Mexico_City.`,
      `The time zone "${input.timeZone}" does not exist; use an IANA zone such as America/Mexico_City.`,
    );
  }
  const start = localOf(input.start);
  if (!start) {
    problems.start = say(
      `La fecha de inicio ${input.start} no existe en el calendario.`,
      `The start ${input.start} is not a date on the calendar.`,
    );
  }

  const durationText = input.duration ?? DEFAULT_DURATION;
  const duration = parseDuration(durationText);
  if (!duration) {
    problems.duration = say(
      `La duración "${durationText}" no es válida; escribe por ejemplo PT30M, PT1H o P1D.`,
      `The duration "${durationText}" is not valid; write for example PT30M, PT1H or P1D.`,
    );
  } else if (duration.days + duration.seconds / 86_400 > MAX_DURATION_DAYS) {
    problems.duration = say(
      `La duración puede ser de hasta ${MAX_DURATION_DAYS} días.`,
      `The duration can be at most ${MAX_DURATION_DAYS} days.`,
    );
  }

  let rule: RecurrenceRule | null = null;
  if (input.rrule && start) {
    const checked = checkRule(input.rrule.replace(/^RRULE:/i, ''), start.local, zone, locale, say);
    if ('problem' in checked) problems.rrule = checked.problem;
    else rule = checked.rule;
  }

  const dateList = (field: 'rdates' | 'exdates') => {
    const ids: string[] = [];
    for (const value of input[field] ?? []) {
      const local = localOf(value);
      if (local) ids.push(local.id);
      else
        problems[field] = say(
          `La fecha ${value} no existe en el calendario.`,
          `The date ${value} is not on the calendar.`,
        );
    }
    return [...new Set(ids)].sort();
  };
  const rdates = dateList('rdates');
  const exdates = dateList('exdates');

  const venueId = input.venueId ?? null;
  if (venueId) {
    const [venue] = await tx
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.organizationId, organizationId), eq(venues.id, venueId)));
    if (!venue) problems.venueId = say('El lugar no existe.', 'The venue does not exist.');
  }

  const responsible = [...new Set(input.responsible ?? [])];
  if (responsible.length > 0) {
    const found = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.organizationId, organizationId), inArray(persons.id, responsible)));
    if (found.length !== responsible.length) {
      problems.responsible = say(
        'Alguna de las personas responsables no existe en la organización.',
        'One of the responsible people is not in the organization.',
      );
    }
  }

  const content = input.content ?? null;
  if (content?.contentType === 'workflow') {
    const [type] = await tx
      .select({ id: workflowTypes.id })
      .from(workflowTypes)
      .where(and(eq(workflowTypes.organizationId, organizationId), eq(workflowTypes.id, content.objectId)));
    if (!type) problems.content = say('El tipo de workflow no existe.', 'The workflow type does not exist.');
  }

  if (content?.contentType === 'checklist') {
    const [checklist] = await selectRows<{ id: string }>(
      tx,
      sql`select id from checklists where tenant_id = ${organizationId} and id = ${content.objectId}::uuid
          and archived_at is null`,
    );
    if (!checklist) {
      problems.content = say('La lista de verificación no existe.', 'The checklist does not exist.');
    }
  }

  if (Object.keys(problems).length > 0 || !start || !zone || !duration) throw validationFailed(problems);

  const priority = input.isReminder ? 0 : normalizePriority(input.priority ?? 5);
  const series = {
    dtstart: start.id,
    timeZone: zone,
    durationDays: duration.days,
    durationSeconds: duration.seconds,
    rrule: rule ? formatRule(rule) : null,
    rdates,
    exdates,
  };
  const parsedSeries = seriesOf(series);
  const firstStart = Math.min(
    ...[parsedSeries.start, ...(parsedSeries.rdates ?? [])].map((local) => toInstant(local, zone)),
  );
  const end = seriesEnd(parsedSeries);
  return {
    values: {
      title: trimInvisible(input.title),
      description: input.description?.trim() || null,
      ...series,
      startsAt: new Date(firstStart),
      endsAt: end === null ? null : new Date(end),
      status: input.status ?? 'NEEDS-ACTION',
      categories: [...new Set((input.categories ?? []).map((category) => trimInvisible(category)))].filter(
        Boolean,
      ),
      priority,
      venueId,
      isReminder: priority === 0,
      contentType: content?.contentType ?? null,
      contentObjectId:
        content?.contentType === 'workflow' || content?.contentType === 'checklist' ? content.objectId : null,
      contentText: content?.contentType === 'text' ? content.text : null,
      updatedAt: new Date(),
    },
    responsible,
  };
}
