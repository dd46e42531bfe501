import { Button, useToast } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestExport } from './api';
import type { HistoryFilters } from './filters';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file name the server gave (Content-Disposition), if any. */
export function exportFileName(headers: Headers): string | null {
  const match = /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? null;
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the filtered executions as XLSX (the server streams it; the call carries the session). */
export function ExportButton({ filters }: { filters: HistoryFilters }) {
  const { t } = useTranslation('checklists');
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);

  const run = async () => {
    setRunning(true);
    setDone(false);
    try {
      const response = await requestExport(filters);
      const blob = new Blob([await response.arrayBuffer()], { type: XLSX });
      saveBlob(blob, exportFileName(response.headers) ?? `${t('history.export.fileName')}.xlsx`);
      setDone(true);
    } catch {
      toast.show({ title: t('history.export.failed'), tone: 'error' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" loading={running} disabled={running} onClick={() => void run()}>
        {t('history.export.button')}
      </Button>
      <span aria-live="polite" className="text-label text-fg-muted">
        {done ? t('history.export.done') : null}
      </span>
    </div>
  );
}
