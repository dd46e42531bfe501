import { Button, IconButton, RefreshIcon } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import type { UploadEntry, Uploads } from './useUploads';

/** The uploads under way and just finished, each with its progress bar or its failure. */
export function UploadsPanel({ uploads }: { uploads: Uploads }) {
  const { t } = useTranslation('assets');
  const { entries } = uploads;
  if (entries.length === 0) return null;
  const finished = entries.filter((entry) => entry.status === 'done' || entry.status === 'failed').length;
  const done = entries.filter((entry) => entry.status === 'done').length;
  return (
    <section
      aria-label={t('upload.title')}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-label font-semibold text-fg">{t('upload.title')}</h2>
        <span className="text-caption text-fg-muted" aria-live="polite">
          {done > 0 ? t('upload.summary', { count: done }) : null}
        </span>
        {finished > 0 ? (
          <Button size="sm" variant="ghost" onClick={uploads.clearFinished}>
            {t('upload.clear')}
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => (
          <UploadRow key={entry.id} entry={entry} onRetry={() => uploads.retry(entry.id)} />
        ))}
      </ul>
    </section>
  );
}

function UploadRow({ entry, onRetry }: { entry: UploadEntry; onRetry: () => void }) {
  const { t } = useTranslation('assets');
  const percent = Math.round(entry.progress * 100);
  const status =
    entry.status === 'failed'
      ? t('upload.failed', { message: entry.error ?? '' })
      : entry.status === 'done'
        ? t('upload.done')
        : entry.status === 'saving'
          ? t('upload.saving')
          : t('upload.uploading', { percent });
  return (
    <li className="flex flex-col gap-1" data-status={entry.status}>
      <div className="flex items-center justify-between gap-2 text-body">
        <span className="min-w-0 truncate">{entry.name}</span>
        <span className="flex shrink-0 items-center gap-1">
          <span
            className={
              entry.status === 'failed'
                ? 'text-caption text-danger-fg'
                : entry.status === 'done'
                  ? 'text-caption text-success-fg'
                  : 'text-caption tabular-nums text-fg-muted'
            }
            role={entry.status === 'failed' ? 'alert' : undefined}
          >
            {status}
          </span>
          {entry.status === 'failed' ? (
            <IconButton
              size="sm"
              variant="ghost"
              label={t('upload.retry', { name: entry.name })}
              icon={<RefreshIcon />}
              onClick={onRetry}
            />
          ) : null}
        </span>
      </div>
      {entry.status !== 'failed' ? (
        <div
          role="progressbar"
          aria-label={t('upload.progress', { name: entry.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={entry.status === 'done' ? 100 : percent}
          className="h-1.5 overflow-hidden rounded-full bg-bg-subtle"
        >
          <div
            className={entry.status === 'done' ? 'h-full bg-success' : 'h-full bg-primary transition-[width]'}
            style={{ width: `${entry.status === 'done' ? 100 : percent}%` }}
          />
        </div>
      ) : null}
    </li>
  );
}
