import { Button, DropdownMenu, DropdownMenuItem, useToast } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestExport } from '../api';
import {
  type ExportProgress,
  type ExportTotals,
  exportFileName,
  exportTotals,
  readExport,
  saveBlob,
} from '../export';
import type { ExecutionFilters } from '../filters';
import { useRunFormat } from './format';

const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
} as const;

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress; totals: ExportTotals | null }
  | { kind: 'done'; rows: number | null; totals: ExportTotals }
  | { kind: 'failed' };

/**
 * Exports the filtered list as XLSX or CSV: the file streams in with its size (and rows, for CSV)
 * shown as it arrives; when the export's row cap cut it short, the notice says how many of how many.
 */
export function ExportMenu({
  workflowTypeId,
  filters,
}: {
  workflowTypeId: string;
  filters: ExecutionFilters;
}) {
  const { t } = useTranslation('workflowRuns');
  const format = useRunFormat();
  const toast = useToast();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  async function run(kind: 'xlsx' | 'csv') {
    setState({ kind: 'running', progress: { bytes: 0, rows: kind === 'csv' ? 0 : null }, totals: null });
    try {
      const response = await requestExport(workflowTypeId, filters, kind);
      const totals = exportTotals(response.headers);
      if (!response.body) throw new Error('empty export');
      const { blob, rows } = await readExport(response.body, {
        csv: kind === 'csv',
        type: TYPES[kind],
        onProgress: (progress) => setState({ kind: 'running', progress, totals }),
      });
      saveBlob(blob, exportFileName(response.headers) ?? `${t('export.fileName')}.${kind}`);
      // A capped CSV ends with a note line, which is not an execution.
      const held = totals.rows ?? rows;
      setState({ kind: 'done', rows: rows !== null && held !== null ? Math.min(rows, held) : held, totals });
    } catch {
      setState({ kind: 'failed' });
      toast.show({ title: t('export.failed'), tone: 'error' });
    }
  }

  const running = state.kind === 'running';
  const sizeText = (progress: ExportProgress) =>
    progress.rows === null
      ? t('export.progressBytes', { size: format.bytes(progress.bytes) })
      : t('export.progress', { rows: format.number(progress.rows), size: format.bytes(progress.bytes) });

  return (
    <div className="flex flex-col items-end gap-1">
      <DropdownMenu
        trigger={
          <Button variant="secondary" loading={running} disabled={running}>
            {t('export.button')}
          </Button>
        }
      >
        <DropdownMenuItem onSelect={() => void run('xlsx')}>{t('export.xlsx')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('csv')}>{t('export.csv')}</DropdownMenuItem>
      </DropdownMenu>
      <div aria-live="polite" className="text-right text-label text-fg-muted">
        {state.kind === 'running' ? (
          <span role="status" data-export-state="running">
            {sizeText(state.progress)}
            {state.totals?.rows != null
              ? ` ${t('export.ofTotal', { total: format.number(state.totals.rows) })}`
              : ''}
          </span>
        ) : state.kind === 'done' ? (
          <span data-export-state="done">
            {state.rows !== null ? t('export.done', { rows: format.number(state.rows) }) : null}
          </span>
        ) : null}
      </div>
      {state.kind === 'done' && state.totals.capped ? (
        <p role="alert" className="max-w-md rounded-md bg-warning-subtle p-2 text-label text-warning-fg">
          {t('export.capped', {
            cap: format.number(state.totals.rows ?? 0),
            total: format.number(state.totals.total ?? 0),
          })}
        </p>
      ) : null}
    </div>
  );
}
