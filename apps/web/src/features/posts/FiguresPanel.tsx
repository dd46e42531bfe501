import type { FigureGroup, PostDetail, PostFigures } from '@faena/api-client';
import { Avatar, Button, SearchBox, Tabs, TabsContent, TabsList, TabsTrigger } from '@faena/ui';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@/platform/i18n/relative-time';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { usePostFigures, usePostPending } from './api';
import { formatPercentageNumber, PENDING_PAGE_SIZE, pageCount } from './model';
import * as styles from './posts.css';

/** "42.9 %" (es-MX) / "42.9%" (en-US). */
function usePercentage() {
  const { t, i18n } = useTranslation('posts');
  return (value: number) => t('figures.percentage', { value: formatPercentageNumber(value, i18n.language) });
}

/**
 * For the author and the managers: how many of the audience saw the post and acknowledged it,
 * overall and by venue and position, and who has not yet.
 */
export function FiguresPanel({ post }: { post: PostDetail }) {
  const { t } = useTranslation('posts');
  const headingId = useId();
  const figures = usePostFigures(post.id, post.canSeeFigures);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="text-section-title font-semibold">
        {t('figures.title')}
      </h2>
      {figures.isPending ? (
        <ListSkeleton label={t('figures.loading')} />
      ) : figures.isError ? (
        <ListLoadError message={t('figures.loadError')} onRetry={() => void figures.refetch()} />
      ) : (
        <Figures figures={figures.data} requiresAck={post.requiresAcknowledgement} />
      )}
      <Pending postId={post.id} requiresAck={post.requiresAcknowledgement} />
    </section>
  );
}

function Figures({ figures, requiresAck }: { figures: PostFigures; requiresAck: boolean }) {
  const { t } = useTranslation('posts');
  const percentage = usePercentage();
  const venueWord = t('formBuilder:type_venue');
  const summary = (text: string, value: number) => (
    <div className="flex flex-col gap-1.5">
      <p className="text-body font-medium text-fg">{text}</p>
      <meter className={styles.share} min={0} max={100} value={value} aria-label={text} />
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {requiresAck
          ? summary(
              t('figures.acknowledgedSummary', {
                acknowledged: figures.acknowledged,
                audience: figures.audience,
                percentage: percentage(figures.acknowledgedPercentage),
              }),
              figures.acknowledgedPercentage,
            )
          : null}
        {summary(
          t('figures.seenSummary', {
            seen: figures.seen,
            audience: figures.audience,
            percentage: percentage(figures.seenPercentage),
          }),
          figures.seenPercentage,
        )}
      </div>
      <Tabs defaultValue="venue" className="flex flex-col gap-3">
        <TabsList aria-label={t('figures.byGroup')}>
          <TabsTrigger value="venue">{t('figures.byVenue', { venue: venueWord.toLowerCase() })}</TabsTrigger>
          <TabsTrigger value="position">{t('figures.byPosition')}</TabsTrigger>
        </TabsList>
        <TabsContent value="venue">
          <GroupTable groups={figures.byVenue} requiresAck={requiresAck} groupLabel={venueWord} />
        </TabsContent>
        <TabsContent value="position">
          <GroupTable groups={figures.byPosition} requiresAck={requiresAck} groupLabel={t('figures.group')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function GroupTable({
  groups,
  requiresAck,
  groupLabel,
}: {
  groups: readonly FigureGroup[];
  requiresAck: boolean;
  groupLabel: string;
}) {
  const { t } = useTranslation('posts');
  const percentage = usePercentage();
  if (groups.length === 0) return <p className="text-body text-fg-muted">{t('figures.noGroups')}</p>;
  const cell = (count: number, share: number) => (
    <>
      <span className="tabular-nums">{count}</span>{' '}
      <span className="text-fg-muted tabular-nums">({percentage(share)})</span>
    </>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-body">
        <thead>
          <tr className="border-b border-border text-left text-caption text-fg-muted">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {groupLabel}
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-medium">
              {t('figures.audience')}
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-medium">
              {t('figures.seen')}
            </th>
            {requiresAck ? (
              <th scope="col" className="py-1.5 text-right font-medium">
                {t('figures.acknowledged')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {groups.map((group) => (
            <tr key={group.id ?? 'none'}>
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {group.name ?? t('figures.none')}
              </th>
              <td className="py-1.5 pr-3 text-right tabular-nums">{group.audience}</td>
              <td className="whitespace-nowrap py-1.5 pr-3 text-right">
                {cell(group.seen, group.seenPercentage)}
              </td>
              {requiresAck ? (
                <td className="whitespace-nowrap py-1.5 text-right">
                  {cell(group.acknowledged, group.acknowledgedPercentage)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who has not acknowledged (or, without acknowledgement, not seen) the post: searched, by pages. */
function Pending({ postId, requiresAck }: { postId: string; requiresAck: boolean }) {
  const { t, i18n } = useTranslation('posts');
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDeferredValue(search.trim());
  const pending = usePostPending(postId, page, term, true);
  const pages = pageCount(pending.data?.count ?? 0, PENDING_PAGE_SIZE);
  const now = new Date();

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-body font-semibold">
          {requiresAck ? t('figures.pendingAck') : t('figures.pendingSeen')}
        </h3>
        {pending.data ? (
          <span className="text-caption text-fg-muted">
            {t('figures.pendingCount', { count: pending.data.count })}
          </span>
        ) : null}
      </div>
      <SearchBox
        label={t('figures.pendingSearch')}
        value={search}
        onValueChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {pending.isPending ? (
        <ListSkeleton label={t('figures.loading')} />
      ) : pending.isError ? (
        <ListLoadError message={t('figures.loadError')} onRetry={() => void pending.refetch()} />
      ) : pending.data.results.length === 0 ? (
        <p className="text-body text-fg-muted">
          {term
            ? t('figures.pendingNoMatches', { search: term })
            : requiresAck
              ? t('figures.pendingNone')
              : t('figures.pendingNoneSeen')}
        </p>
      ) : (
        <>
          <ul
            aria-labelledby={headingId}
            aria-busy={pending.isFetching || undefined}
            className="divide-y divide-border rounded-md border border-border"
          >
            {pending.data.results.map((person) => (
              <li key={person.id} className="flex items-center gap-3 px-3 py-2">
                <Avatar name={person.name} src={person.photoUrl} size="sm" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-body font-medium">{person.name}</span>
                  {person.venue || person.position ? (
                    <span className="truncate text-caption text-fg-muted">
                      {[person.venue, person.position].filter(Boolean).join(' · ')}
                    </span>
                  ) : null}
                </div>
                {requiresAck ? (
                  <span className="shrink-0 text-caption text-fg-muted">
                    {person.seenAt
                      ? t('figures.seenAt', {
                          when: relativeTime(new Date(person.seenAt), now, i18n.language),
                        })
                      : t('figures.notSeen')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('figures.pendingLabel')} className="flex items-center justify-between gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('figures.previous')}
              </Button>
              <span className="text-caption text-fg-muted">{t('figures.pageOf', { page, pages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('figures.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
