import { ApiError, type BulkLoad, type BulkLoadField } from '@faena/api-client';
import { getBulkLoadOptions, listBulkLoadRowsOptions } from '@faena/api-client/query';
import { Button, Card, EmptyState, FileDropZone, PageHeader, Select } from '@faena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import {
  BULK_LOAD_FIELDS,
  downloadErrors,
  downloadTemplate,
  MAX_XLSX_BYTES,
  useCancelLoad,
  useSetMapping,
  useStartLoad,
  useUploadBulkLoad,
  XLSX_TYPE,
} from './bulk-load-api';

const PROBLEMS_PAGE = 20;
type Step = 'upload' | 'mapping' | 'review' | 'load';

/**
 * /people-bulk-load/:loadId — `new`: upload a file; otherwise the load as the server has it
 * (mapping and dry run while checked, progress while loading, the summary once finished), so a
 * reload finds it where it is.
 */
export default function BulkLoadPage() {
  const { t } = useTranslation('bulkLoad');
  const { loadId = 'new' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <Link to="/people" className="text-label text-fg-muted underline-offset-2 hover:underline">
          {t('backToPeople')}
        </Link>
        <PageHeader
          title={t('title')}
          description={t('description')}
          actions={
            <DownloadButton variant="secondary" download={downloadTemplate} label={t('upload.template')} />
          }
        />
      </div>
      {loadId === 'new' ? <UploadStep /> : <LoadScreen loadId={loadId} />}
    </div>
  );
}

function Steps({ current }: { current: Step }) {
  const { t } = useTranslation('bulkLoad');
  const steps: Step[] = ['upload', 'mapping', 'review', 'load'];
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex flex-wrap gap-x-4 gap-y-1 text-label">
        {steps.map((step, index) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={step === current ? 'font-medium text-fg' : 'text-fg-muted'}
          >
            {index + 1}. {t(`steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function DownloadButton({
  download,
  label,
  variant = 'secondary',
}: {
  download: () => Promise<void>;
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('bulkLoad');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        type="button"
        variant={variant}
        size="sm"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            await download();
          } catch {
            setFailed(true);
          } finally {
            setBusy(false);
          }
        }}
      >
        {label}
      </Button>
      {failed ? (
        <span role="alert" className="text-caption text-danger-fg">
          {t('downloadFailed')}
        </span>
      ) : null}
    </span>
  );
}

function UploadStep() {
  const { t } = useTranslation('bulkLoad');
  const navigate = useNavigate();
  const upload = useUploadBulkLoad();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Steps current="upload" />
      <Card as="section">
        <FileDropZone
          labels={{
            label: t('upload.label'),
            instructions: t('upload.instructions'),
            choose: t('upload.choose'),
            change: t('upload.change'),
            remove: t('upload.remove'),
            preview: t('upload.preview'),
            chosen: (name) => t('upload.chosen', { name }),
            removed: t('upload.removed'),
            wrongType: () => t('upload.wrongType'),
            tooLarge: (size) => t('upload.tooLarge', { size }),
            progress: t('upload.uploading'),
          }}
          file={file}
          onFileChange={(next) => {
            setError(null);
            upload.reset();
            setFile(next);
          }}
          accept={[XLSX_TYPE]}
          maxBytes={MAX_XLSX_BYTES}
          hint={t('upload.hint')}
          error={error}
          progress={upload.isPending ? 'indeterminate' : null}
          actions={
            <Button
              type="button"
              size="sm"
              loading={upload.isPending}
              onClick={() => {
                if (!file) return;
                setError(null);
                upload.mutate(file, {
                  onSuccess: (load) => navigate(`/people-bulk-load/${load.id}`),
                  onError: (failure) =>
                    setError(failure instanceof ApiError ? failure.message : t('upload.unexpected')),
                });
              }}
            >
              {upload.isPending ? t('upload.uploading') : t('upload.submit')}
            </Button>
          }
        />
      </Card>
    </>
  );
}

function LoadScreen({ loadId }: { loadId: string }) {
  const { t } = useTranslation('bulkLoad');
  const load = useQuery({
    ...getBulkLoadOptions({ path: { loadId } }),
    // While loading, the progress comes from the server every second (it survives a reload).
    refetchInterval: (query) => (query.state.data?.status === 'loading' ? 1000 : false),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (load.isPending) return <ListSkeleton label={t('loading')} />;
  if (load.isError) {
    const missing =
      load.error instanceof ApiError && (load.error.status === 404 || load.error.status === 400);
    return missing ? (
      <EmptyState
        title={t('notFound')}
        description={t('notFoundHint')}
        action={
          <Link to="/people-bulk-load/new" className="text-label underline">
            {t('finished.another')}
          </Link>
        }
      />
    ) : (
      <ListLoadError message={t('loadError')} onRetry={() => void load.refetch()} />
    );
  }
  const data = load.data;
  return (
    <>
      <Steps current={data.status === 'checked' ? 'review' : 'load'} />
      {data.notes.length > 0 ? (
        <Card as="section" title={t('notes')} titleAs="h2">
          <ul className="list-disc pl-5 text-body">
            {data.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      {data.status === 'checked' || data.status === 'checking' ? (
        <>
          <MappingStep load={data} />
          <ReviewStep load={data} />
        </>
      ) : data.status === 'loading' ? (
        <ProgressStep load={data} />
      ) : (
        <FinishedStep load={data} />
      )}
    </>
  );
}

function MappingStep({ load }: { load: BulkLoad }) {
  const { t } = useTranslation('bulkLoad');
  const setMapping = useSetMapping();
  const [mapping, setLocal] = useState<Record<string, BulkLoadField | ''>>(load.mapping);
  useEffect(() => setLocal(load.mapping), [load.mapping]);
  const changed = JSON.stringify(clean(mapping)) !== JSON.stringify(clean(load.mapping));
  const headers = load.headers.filter((header) => header !== '');
  return (
    <Card as="section" title={t('mapping.title')} titleAs="h2" description={t('mapping.description')}>
      <div className="flex flex-col gap-3">
        <table className="w-full text-body">
          <thead className="sr-only sm:not-sr-only">
            <tr className="text-left text-label text-fg-muted">
              <th className="py-1 pr-4 font-medium">{t('mapping.column')}</th>
              <th className="py-1 font-medium">{t('mapping.field')}</th>
            </tr>
          </thead>
          <tbody>
            {headers.map((header) => (
              <tr key={header} className="border-t border-border">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  <span className="font-medium">{header}</span>
                  {mapping[header] ? null : (
                    <span className="ml-2 rounded bg-warning-bg px-1.5 py-0.5 text-caption text-warning-fg">
                      {t('mapping.unmapped')}
                    </span>
                  )}
                </th>
                <td className="py-1">
                  <Select
                    label={
                      <span className="sr-only">
                        {t('mapping.field')}: {header}
                      </span>
                    }
                    value={mapping[header] ?? ''}
                    onChange={(event) =>
                      setLocal((current) => ({
                        ...current,
                        [header]: event.target.value as BulkLoadField | '',
                      }))
                    }
                    options={[
                      { value: '', label: t('mapping.ignore') },
                      ...BULK_LOAD_FIELDS.map((field) => ({
                        value: field,
                        label: t(`mapping.fields.${field}`),
                      })),
                    ]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {setMapping.error ? (
          <p role="alert" className="text-body text-danger-fg">
            {setMapping.error instanceof ApiError ? setMapping.error.message : t('upload.unexpected')}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={!changed}
            loading={setMapping.isPending}
            onClick={() => setMapping.mutate({ loadId: load.id, input: clean(mapping) })}
          >
            {setMapping.isPending ? t('mapping.saving') : t('mapping.save')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function clean(mapping: Record<string, BulkLoadField | ''>): Record<string, BulkLoadField> {
  return Object.fromEntries(
    Object.entries(mapping)
      .filter((entry): entry is [string, BulkLoadField] => entry[1] !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function Totals({ items }: { items: { label: string; value: number; tone?: string }[] }) {
  const { i18n } = useTranslation('bulkLoad');
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {items.map((item) => (
        <div key={item.label} className="rounded-md border border-border px-3 py-2">
          <dt className="text-caption text-fg-muted">{item.label}</dt>
          <dd className={`text-section font-semibold tabular-nums ${item.tone ?? ''}`}>
            {item.value.toLocaleString(i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ReviewStep({ load }: { load: BulkLoad }) {
  const { t } = useTranslation('bulkLoad');
  const start = useStartLoad();
  const cancel = useCancelLoad();
  const check = load.check ?? { create: 0, update: 0, unchanged: 0, error: 0 };
  const loadable = check.create + check.update + check.unchanged;
  return (
    <Card as="section" title={t('review.title')} titleAs="h2" description={t('review.description')}>
      <div className="flex flex-col gap-4">
        <Totals
          items={[
            { label: t('review.rows'), value: load.total_rows },
            { label: t('review.create'), value: check.create },
            { label: t('review.update'), value: check.update },
            { label: t('review.unchanged'), value: check.unchanged },
            { label: t('review.errors'), value: check.error, tone: check.error > 0 ? 'text-danger-fg' : '' },
          ]}
        />
        <ProblemsTable load={load} />
        {start.error ? (
          <p role="alert" className="text-body text-danger-fg">
            {start.error instanceof ApiError ? start.error.message : t('upload.unexpected')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          <Button
            type="button"
            disabled={loadable === 0}
            loading={start.isPending}
            onClick={() => start.mutate({ loadId: load.id, input: undefined })}
          >
            {start.isPending ? t('review.starting') : t('review.start', { count: loadable })}
          </Button>
          {check.error > 0 ? (
            <DownloadButton download={() => downloadErrors(load)} label={t('review.downloadErrors')} />
          ) : null}
          <Button
            type="button"
            variant="ghost"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ loadId: load.id, input: undefined })}
          >
            {t('review.cancel')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function ProblemsTable({ load }: { load: BulkLoad }) {
  const { t } = useTranslation('bulkLoad');
  const [page, setPage] = useState(1);
  const rows = useQuery({
    ...listBulkLoadRowsOptions({
      path: { loadId: load.id },
      query: { outcome: 'error', limit: PROBLEMS_PAGE, offset: (page - 1) * PROBLEMS_PAGE },
    }),
    placeholderData: keepPreviousData,
  });
  if (rows.isPending) return <ListSkeleton label={t('review.loadingProblems')} />;
  if (rows.isError)
    return <ListLoadError message={t('review.problemsError')} onRetry={() => void rows.refetch()} />;
  if (rows.data.count === 0) return <p className="text-body text-fg-muted">{t('review.noProblems')}</p>;
  const pages = Math.max(1, Math.ceil(rows.data.count / PROBLEMS_PAGE));
  const problems = rows.data.results.flatMap((row) =>
    row.problems.map((problem) => ({ row: row.row, ...problem, value: row.cells[problem.column] ?? null })),
  );
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-label font-medium">{t('review.problems')}</h3>
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full text-body" aria-label={t('review.problems')}>
          <thead className="bg-surface-muted text-left text-label text-fg-muted">
            <tr>
              <th className="px-3 py-2 font-medium">{t('review.row')}</th>
              <th className="px-3 py-2 font-medium">{t('review.column')}</th>
              <th className="hidden px-3 py-2 font-medium sm:table-cell">{t('review.value')}</th>
              <th className="px-3 py-2 font-medium">{t('review.message')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem) => (
              <tr key={`${problem.row}-${problem.column}`} className="border-t border-border align-top">
                <td className="px-3 py-2 tabular-nums">{problem.row}</td>
                <td className="px-3 py-2">{problem.column}</td>
                <td className="hidden break-all px-3 py-2 text-fg-muted sm:table-cell">
                  {problem.value === null ? '—' : String(problem.value)}
                </td>
                <td className="px-3 py-2">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('review.previous')}
          </Button>
          <p aria-live="polite" className="text-body text-fg-muted">
            {t('review.page', { page, pages })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('review.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function ProgressStep({ load }: { load: BulkLoad }) {
  const { t } = useTranslation('bulkLoad');
  const cancel = useCancelLoad();
  const percent = load.total_rows === 0 ? 100 : Math.round((load.done_rows / load.total_rows) * 100);
  return (
    <Card as="section" title={t('progress.title')} titleAs="h2" description={t('progress.description')}>
      <div className="flex flex-col gap-3">
        <div
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={load.total_rows}
          aria-valuenow={load.done_rows}
          aria-valuetext={t('progress.done', { done: load.done_rows, total: load.total_rows })}
          className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="flex flex-wrap justify-between gap-2 text-body" aria-live="polite">
          <span className="tabular-nums">
            {t('progress.done', { done: load.done_rows, total: load.total_rows })}
          </span>
          <span className={load.error_rows > 0 ? 'text-danger-fg' : 'text-fg-muted'}>
            {t('progress.errors', { count: load.error_rows })}
          </span>
        </p>
        <div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ loadId: load.id, input: undefined })}
          >
            {t('review.cancel')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function FinishedStep({ load }: { load: BulkLoad }): ReactNode {
  const { t } = useTranslation('bulkLoad');
  const errors = load.outcomes.error;
  return (
    <Card
      as="section"
      title={load.status === 'cancelled' ? t('finished.cancelled') : t('finished.done')}
      titleAs="h2"
    >
      <div className="flex flex-col gap-4" aria-live="polite">
        <Totals
          items={[
            { label: t('finished.created'), value: load.outcomes.created },
            { label: t('finished.updated'), value: load.outcomes.updated },
            { label: t('finished.unchanged'), value: load.outcomes.unchanged },
            { label: t('finished.errors'), value: errors, tone: errors > 0 ? 'text-danger-fg' : '' },
          ]}
        />
        <div className="flex flex-wrap items-start gap-2">
          {errors > 0 ? (
            <DownloadButton
              variant="primary"
              download={() => downloadErrors(load)}
              label={t('review.downloadErrors')}
            />
          ) : null}
          <Link
            to="/people-bulk-load/new"
            className="self-center text-label underline-offset-2 hover:underline"
          >
            {t('finished.another')}
          </Link>
          <Link to="/people" className="self-center text-label underline-offset-2 hover:underline">
            {t('finished.people')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
