import type { AuditEntry } from '@faena/api-client';
import { getAuditLogOptions } from '@faena/api-client/query';
import { Button, EmptyState, PageHeader } from '@faena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';

export const AUDIT_PAGE_SIZE = 20;

/** /settings/audit-log: the writes made while impersonating, newest first, a page at a time. */
export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  const [page, setPage] = useState(1);
  const log = useQuery({
    ...getAuditLogOptions({ query: { pageNumber: page, pageSize: AUDIT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((log.data?.count ?? 0) / AUDIT_PAGE_SIZE));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <Link to="/settings" className="text-label text-fg-muted underline-offset-2 hover:underline">
          {t('backToSettings')}
        </Link>
        <PageHeader title={t('title')} description={t('description')} />
      </div>
      {log.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : log.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void log.refetch()} />
      ) : log.data.results.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <>
          <ul
            aria-label={t('listLabel')}
            aria-busy={log.isFetching || undefined}
            className="flex flex-col gap-2"
          >
            {log.data.results.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                {t('previous')}
              </Button>
              <p aria-live="polite" className="text-body text-fg-muted">
                {t('page', { page, pages })}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage((current) => current + 1)}
              >
                {t('next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function useAuditText() {
  const { t, i18n } = useTranslation('audit');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    when: (at: string) => format.format(new Date(at)),
    actor: (entry: AuditEntry) =>
      entry.impersonator
        ? t('actor', { impersonator: entry.impersonator.name, person: entry.person.name })
        : entry.person.name,
    action: (entry: AuditEntry) => {
      const known = entry.operation_id ? t(`operations.${entry.operation_id}`, { defaultValue: '' }) : '';
      if (known) return known;
      const verb = t(`methods.${entry.method}`, {
        defaultValue: t('methods.other', { method: entry.method }),
      });
      return `${verb} ${entry.route}`;
    },
    result: (status: number | null) => {
      if (status === null) return { text: t('resultUnknown'), tone: 'text-fg-muted' };
      if (status < 400) return { text: t('resultDone', { status }), tone: 'text-success-fg' };
      if (status < 500) return { text: t('resultRefused', { status }), tone: 'text-warning-fg' };
      return { text: t('resultFailed', { status }), tone: 'text-danger-fg' };
    },
  };
}

/** One entry: who, what and how it ended, labelled for screen readers; stacks on a phone. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const text = useAuditText();
  const result = text.result(entry.status);
  return (
    <li className="rounded-lg border border-border bg-surface px-4 py-3">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-body sm:grid-cols-[8rem_1fr]">
        <dt className="text-fg-muted">{t('when')}</dt>
        <dd>
          <time dateTime={entry.at}>{text.when(entry.at)}</time>
        </dd>
        <dt className="text-fg-muted">{t('who')}</dt>
        <dd className="break-words font-medium">{text.actor(entry)}</dd>
        <dt className="text-fg-muted">{t('action')}</dt>
        <dd className="break-words">{text.action(entry)}</dd>
        <dt className="text-fg-muted">{t('result')}</dt>
        <dd className={result.tone}>{result.text}</dd>
      </dl>
    </li>
  );
}
