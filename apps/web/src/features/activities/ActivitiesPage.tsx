import {
  Badge,
  Button,
  buttonVariants,
  EmptyState,
  PageHeader,
  PriorityIndicator,
  StatusBadge,
  Switch,
} from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFlag } from '@/platform/flags';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { usePermissions } from '@/platform/site-config';
import { type ActivityOccurrence, invalidateDays, useDay } from './api';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { localeOf, personZone, timeRange } from './dates';
import { dayLabel, isIsoDate, todayIn } from './day/calendar-days';
import { DateStrip } from './day/DateStrip';
import { PullToRefresh } from './day/PullToRefresh';
import { ImportDialog } from './ImportDialog';

export const occurrencePath = (occurrence: Pick<ActivityOccurrence, 'publicId' | 'recurrenceId'>) =>
  `/activities/${encodeURIComponent(occurrence.publicId)}/${occurrence.recurrenceId}`;

/**
 * /activities: the day view (SPEC 2.3, built without a calendar library per SPEC 9). A week strip
 * in the locale's order picks the day (kept in the URL); the day's occurrences come sorted by
 * priority then due date, each with its status; the show-available toggle adds the unassigned
 * activities of the person's places. On phones, pulling down refreshes.
 */
export default function ActivitiesPage() {
  const { t, i18n } = useTranslation('activities');
  const locale = localeOf(i18n.language);
  const zone = personZone();
  const today = todayIn(zone, Date.now());
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const date = requested && isIsoDate(requested) ? requested : today;
  const [available, setAvailable] = useState(params.get('available') === '1');
  const queryClient = useQueryClient();
  const day = useDay(date, zone, available);
  const creationOn = useFlag('createNewActivity');
  const permissions = usePermissions();
  const canCreate = creationOn && permissions.has('MANAGE_ACTIVITIES');
  const showPriority = useFlag('activityPriorities');
  const [feedOpen, setFeedOpen] = useState(false);
  const [importing, setImporting] = useState(false);

  const choose = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === today) copy.delete('date');
        else copy.set('date', next);
        return copy;
      },
      { replace: true },
    );
  const toggleAvailable = (on: boolean) => {
    setAvailable(on);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (on) copy.set('available', '1');
        else copy.delete('available');
        return copy;
      },
      { replace: true },
    );
  };

  const occurrences = day.data?.occurrences ?? [];
  const label = dayLabel(date, locale);

  return (
    <PullToRefresh onRefresh={() => invalidateDays(queryClient)}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
        <PageHeader
          title={t('title')}
          description={t('description')}
          actions={
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" onClick={() => setFeedOpen(true)}>
                {t('feed.open')}
              </Button>
              {canCreate ? (
                <>
                  <Button variant="secondary" onClick={() => setImporting(true)}>
                    {t('import.open')}
                  </Button>
                  <Link to="/activities/create" className={buttonVariants({ variant: 'primary' })}>
                    {t('create')}
                  </Link>
                </>
              ) : null}
            </div>
          }
        />
        <DateStrip value={date} today={today} locale={locale} onChange={choose} />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <h2 className="text-title font-semibold first-letter:uppercase" aria-live="polite">
            {label}
          </h2>
          <Switch
            label={t('showAvailable')}
            hint={t('showAvailableHint')}
            checked={available}
            onCheckedChange={toggleAvailable}
          />
        </div>
        {day.isPending ? (
          <ListSkeleton label={t('loading')} />
        ) : day.isError ? (
          <ListLoadError message={t('loadError')} onRetry={() => void day.refetch()} />
        ) : occurrences.length === 0 ? (
          day.data.hasActivities || available ? (
            <EmptyState title={t('emptyDay')} description={t('emptyDayHint', { date: label })} />
          ) : (
            <EmptyState title={t('emptyAll')} description={t('emptyAllHint')} />
          )
        ) : (
          <section aria-label={t('dayLabel', { date: label })} className="flex flex-col gap-2">
            <p className="text-label text-fg-muted">{t('count', { count: occurrences.length })}</p>
            <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface">
              {occurrences.map((occurrence) => (
                <OccurrenceRow
                  key={`${occurrence.publicId}/${occurrence.recurrenceId}`}
                  occurrence={occurrence}
                  showPriority={showPriority}
                />
              ))}
            </ul>
          </section>
        )}
        <CalendarFeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
        {canCreate ? <ImportDialog open={importing} onOpenChange={setImporting} /> : null}
      </div>
    </PullToRefresh>
  );
}

function OccurrenceRow({
  occurrence,
  showPriority,
}: {
  occurrence: ActivityOccurrence;
  showPriority: boolean;
}) {
  const { t, i18n } = useTranslation('activities');
  const locale = localeOf(i18n.language);
  const range = useMemo(
    () => timeRange(occurrence.startDate, occurrence.dueDate, personZone(), locale),
    [occurrence.startDate, occurrence.dueDate, locale],
  );
  const done = occurrence.status === 'COMPLETED' || occurrence.status === 'CANCELLED';
  return (
    <li>
      <Link
        to={occurrencePath(occurrence)}
        aria-label={t('open', { title: occurrence.title })}
        className="flex items-start gap-3 px-4 py-3 outline-none transition-colors hover:bg-bg-subtle focus-visible:bg-bg-subtle focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-focus-ring"
      >
        {showPriority ? <PriorityIndicator priority={occurrence.priority} className="mt-0.5" /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className={`truncate font-medium ${done ? 'text-fg-muted line-through' : ''}`}>
            {occurrence.title}
          </span>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-label text-fg-muted">
            <time dateTime={occurrence.startDate}>{range}</time>
            {occurrence.venue ? <span>· {occurrence.venue.name}</span> : null}
            {occurrence.recurring ? <Badge>{t('recurring')}</Badge> : null}
            {occurrence.categories.map((category) => (
              <Badge key={category}>{category}</Badge>
            ))}
          </span>
        </div>
        <StatusBadge status={occurrence.status} />
      </Link>
    </li>
  );
}
