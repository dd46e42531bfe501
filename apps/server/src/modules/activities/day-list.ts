/**
 * The occurrences a list shows: the person's activities (with the available ones on request) or
 * a venue's, those whose series can reach the window, expanded in their own zones, with their
 * task-execution records, sorted by priority then due date.
 */
import { RecurrenceExpansionError } from '@faena/recurrence';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';
import { type DisplayStatus, occurrencesOverlapping, seriesOf } from './series.ts';
import {
  assignedTo,
  byPriorityThenDue,
  executionsOf,
  loadActivities,
  occurrenceKey,
  reachableBy,
  toOccurrence,
} from './store.ts';

export interface DayQuery {
  organizationId: string;
  personId: string;
  /** The window, epoch milliseconds: [windowStart, windowEnd). */
  windowStart: number;
  windowEnd: number;
  /** A venue's activities instead of the person's (the caller checked the person may see them). */
  venueId?: string;
  available: boolean;
  category?: string;
  statuses: ReadonlySet<DisplayStatus> | null;
  /** Told of a stored rule that stopped producing dates (the other activities still list). */
  onStalledRule?: (publicId: string) => void;
  now?: number;
}

export async function listDay(tx: Tx, query: DayQuery) {
  const { organizationId, personId, windowStart, windowEnd } = query;
  const scope: SQL = query.venueId
    ? sql`a.venue_id = ${query.venueId}`
    : query.available
      ? reachableBy(organizationId, personId)
      : assignedTo(organizationId, personId);
  const [any] = await selectRows<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from activities a where a.tenant_id = ${organizationId} and ${scope}) as yes`,
  );
  const loaded = await loadActivities(
    tx,
    organizationId,
    sql`${scope} and a.starts_at < ${new Date(windowEnd).toISOString()}
      and (a.ends_at is null or a.ends_at > ${new Date(windowStart).toISOString()})
      ${query.category ? sql`and ${query.category} = any(a.categories)` : sql``}`,
  );
  const found = loaded.flatMap((activity) => {
    try {
      return occurrencesOverlapping(seriesOf(activity.row), windowStart, windowEnd).map((occurrence) => ({
        activity,
        occurrence,
      }));
    } catch (error) {
      if (!(error instanceof RecurrenceExpansionError)) throw error;
      query.onStalledRule?.(activity.row.publicId);
      return [];
    }
  });
  const executions = await executionsOf(
    tx,
    organizationId,
    found.map(({ activity, occurrence }) => ({
      activityId: activity.row.id,
      recurrenceId: occurrence.recurrenceId,
    })),
  );
  const now = query.now ?? Date.now();
  // Sorted on numbers before the response objects are built.
  const occurrences = found
    .sort(byPriorityThenDue)
    .map(({ activity, occurrence }) =>
      toOccurrence(
        activity,
        occurrence,
        executions.get(occurrenceKey(activity.row.id, occurrence.recurrenceId)),
        now,
      ),
    )
    .filter((occurrence) => !query.statuses || query.statuses.has(occurrence.status));
  return { occurrences, hasActivities: any?.yes === true };
}
