import { ApiError } from '@faena/api-client';
import { describeRule, parseRecurrenceId, parseRule } from '@faena/recurrence';
import {
  Badge,
  Button,
  buttonVariants,
  Card,
  EmptyState,
  PageHeader,
  PriorityIndicator,
  StatusBadge,
  Textarea,
  useToast,
} from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFlag } from '@/platform/flags';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { closeOccurrence, invalidateDays, useOccurrence } from './api';
import { fullDateTime, localeOf, personZone } from './dates';

/**
 * /activities/{public_id}/{recurrenceId}: one occurrence — when, its status, what to do (its
 * text, the workflow to start or the checklist to run), and completing or cancelling it with a
 * comment. Only this date changes; the series stays. The start date shows only with SPEC 9's flag.
 */
export default function OccurrencePage() {
  const { id = '', recurrenceId = '' } = useParams();
  const { t, i18n } = useTranslation('activities');
  const locale = localeOf(i18n.language);
  const zone = personZone();
  const detail = useOccurrence(id, recurrenceId);
  const showStart = useFlag('startDateInDetail');
  const showPriority = useFlag('activityPriorities');
  const canEditFlag = useFlag('createNewActivity');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'complete' | 'cancel' | null>(null);

  if (detail.isPending) {
    return (
      <Frame>
        <ListSkeleton label={t('loading')} />
      </Frame>
    );
  }
  if (detail.isError) {
    return (
      <Frame>
        {detail.error instanceof ApiError && detail.error.status === 404 ? (
          <EmptyState title={t('occurrence.notFound')} />
        ) : (
          <ListLoadError message={t('occurrence.loadError')} onRetry={() => void detail.refetch()} />
        )}
      </Frame>
    );
  }

  const { occurrence, rrule, canEdit } = detail.data;
  const open = occurrence.status !== 'COMPLETED' && occurrence.status !== 'CANCELLED';
  const parsed = rrule ? parseRule(rrule) : null;
  const local = parseRecurrenceId(occurrence.recurrenceId);
  const ruleText = parsed?.ok && local ? describeRule(parsed.rule, local, locale) : null;

  const act = async (action: 'complete' | 'cancel') => {
    setBusy(action);
    try {
      await closeOccurrence(action, occurrence.publicId, occurrence.recurrenceId, note);
      await Promise.all([invalidateDays(queryClient), detail.refetch()]);
      toast.show({
        title: action === 'complete' ? t('occurrence.completedToast') : t('occurrence.cancelledToast'),
        tone: 'success',
      });
      setNote('');
    } catch (error) {
      toast.show({
        title: error instanceof ApiError && error.message ? error.message : t('occurrence.actionFailed'),
        tone: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Frame>
      <PageHeader
        title={occurrence.title}
        description={occurrence.description ?? undefined}
        actions={
          canEdit && canEditFlag ? (
            <Link
              to={`/activities/create/${encodeURIComponent(occurrence.publicId)}`}
              className={buttonVariants({ variant: 'secondary' })}
            >
              {t('occurrence.edit')}
            </Link>
          ) : undefined
        }
      />
      <Card>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Item label={t('occurrence.status')}>
            <StatusBadge status={occurrence.status} />
          </Item>
          {showStart ? (
            <Item label={t('occurrence.start')}>
              <time dateTime={occurrence.startDate}>{fullDateTime(occurrence.startDate, zone, locale)}</time>
            </Item>
          ) : null}
          <Item label={t('occurrence.due')}>
            <time dateTime={occurrence.dueDate}>{fullDateTime(occurrence.dueDate, zone, locale)}</time>
          </Item>
          {showPriority ? (
            <Item label={t('occurrence.priority')}>
              <PriorityIndicator priority={occurrence.priority} showLabel />
            </Item>
          ) : null}
          <Item label={t('venue')}>{occurrence.venue?.name ?? t('noVenue')}</Item>
          {occurrence.responsible.length > 0 ? (
            <Item label={t('responsible')}>
              {occurrence.responsible.map((person) => person.name).join(', ')}
            </Item>
          ) : null}
          {ruleText ? <Item label={t('occurrence.rule')}>{ruleText}</Item> : null}
          {occurrence.categories.length > 0 ? (
            <Item label={t('occurrence.categories')}>
              <span className="flex flex-wrap gap-1">
                {occurrence.categories.map((category) => (
                  <Badge key={category}>{category}</Badge>
                ))}
              </span>
            </Item>
          ) : null}
        </dl>
      </Card>

      <section aria-labelledby="occurrence-content" className="flex flex-col gap-2">
        <h2 id="occurrence-content" className="text-title font-semibold">
          {t('occurrence.content')}
        </h2>
        <Card>
          {occurrence.content?.contentType === 'text' ? (
            <p className="whitespace-pre-line">{occurrence.content.text}</p>
          ) : occurrence.content?.contentType === 'workflow' && occurrence.content.objectId ? (
            <Link
              to={`/workflows/${encodeURIComponent(occurrence.content.objectId)}/execute?${new URLSearchParams(
                {
                  activity: occurrence.publicId,
                  occurrence: occurrence.recurrenceId,
                },
              )}`}
              className={buttonVariants({ variant: 'primary' })}
            >
              {t('occurrence.startWorkflow', { name: occurrence.content.name ?? '' })}
            </Link>
          ) : occurrence.content?.contentType === 'checklist' && occurrence.content.objectId ? (
            <Link
              to={`/checklists/${encodeURIComponent(occurrence.content.objectId)}/execute?${new URLSearchParams(
                {
                  activity: occurrence.publicId,
                  occurrence: occurrence.recurrenceId,
                },
              )}`}
              className={buttonVariants({ variant: 'primary' })}
            >
              {t('occurrence.runChecklist', { name: occurrence.content.name ?? '' })}
            </Link>
          ) : (
            <p className="text-fg-muted">{t('occurrence.noContent')}</p>
          )}
        </Card>
      </section>

      {detail.data.relatedRecords.length > 0 ? (
        <section aria-labelledby="occurrence-related" className="flex flex-col gap-2">
          <h2 id="occurrence-related" className="text-title font-semibold">
            {t('occurrence.related')}
          </h2>
          <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
            {detail.data.relatedRecords.map((record) => (
              <li key={record.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                {record.contentTypeModel === 'checklist_execution' ? (
                  <Link
                    to={`/checklists/executions/${encodeURIComponent(record.objectId)}`}
                    className="font-medium underline underline-offset-2"
                  >
                    {t('occurrence.relatedChecklist', {
                      name: record.userName,
                      date: fullDateTime(record.createdAt, zone, locale),
                    })}
                  </Link>
                ) : (
                  <span>
                    {t('occurrence.relatedWorkflow', {
                      name: record.userName,
                      date: fullDateTime(record.createdAt, zone, locale),
                    })}
                  </span>
                )}
                <Badge tone={record.completedAt ? 'success' : 'info'}>
                  {record.completedAt ? t('occurrence.relatedDone') : t('occurrence.relatedOpen')}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {open ? (
        <Card>
          <div className="flex flex-col gap-3">
            <Textarea
              label={t('occurrence.note')}
              placeholder={t('occurrence.notePlaceholder')}
              value={note}
              maxLength={2000}
              rows={3}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <p className="text-label text-fg-muted">{t('occurrence.onlyThis')}</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void act('complete')} disabled={busy !== null}>
                {busy === 'complete' ? t('form.saving') : t('occurrence.complete')}
              </Button>
              <Button variant="secondary" onClick={() => void act('cancel')} disabled={busy !== null}>
                {busy === 'cancel' ? t('form.saving') : t('occurrence.cancel')}
              </Button>
            </div>
          </div>
        </Card>
      ) : (
        <Card>
          <p role="status">
            {occurrence.status === 'COMPLETED'
              ? t('occurrence.completed', {
                  name: occurrence.completedBy ?? '—',
                  date: occurrence.completedAt ? fullDateTime(occurrence.completedAt, zone, locale) : '—',
                })
              : t('occurrence.cancelled', { name: occurrence.completedBy ?? '—' })}
          </p>
          {occurrence.completionDescription ? (
            <p className="mt-2 whitespace-pre-line text-fg-muted">{occurrence.completionDescription}</p>
          ) : null}
        </Card>
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('activities');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <Link
        to="/activities"
        className="self-start text-label text-fg-muted underline-offset-2 hover:underline"
      >
        ← {t('occurrence.back')}
      </Link>
      {children}
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-label text-fg-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
