import { ApiError, importActivities, unwrap } from '@faena/api-client';
import { Button, FileDropZone, Modal } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '@/platform/OptionSearch';
import { invalidateDays } from './api';
import { PeoplePicker } from './PeoplePicker';

/** The largest calendar file the server reads (its `calendar` limit is 1,000,000 characters). */
const MAX_ICS_BYTES = 1_000_000;
type Report = Awaited<ReturnType<typeof runImport>>;

const runImport = (calendar: string, responsible: Option[]) =>
  unwrap(importActivities({ body: { calendar, responsible: responsible.map((person) => person.id) } }));

/**
 * Imports an .ics file's tasks (VTODO) as activities, for the people chosen: what was created or
 * updated (same UID), and each item refused with why, so nothing is lost without a word.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('activities');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [people, setPeople] = useState<Option[]>([]);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setReport(await runImport(await file.text(), people));
      await invalidateDays(queryClient);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t('import.failed'));
    } finally {
      setBusy(false);
    }
  };
  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setReport(null);
      setError(null);
    }
    onOpenChange(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('import.title')}
      description={t('import.intro')}
      size="md"
    >
      {report ? (
        <div className="flex flex-col gap-3" role="status">
          <p>{t('import.done', { created: report.created, updated: report.updated })}</p>
          {report.refused.length > 0 ? (
            <>
              <p className="font-medium">{t('import.refused', { count: report.refused.length })}</p>
              <ul className="flex max-h-64 list-disc flex-col gap-1 overflow-auto pl-5 text-label">
                {report.refused.map((item) => (
                  <li key={`${item.index}-${item.code}-${item.property ?? ''}`}>
                    {item.index < 0
                      ? item.message
                      : t('import.item', {
                          position: item.index + 1,
                          uid: item.uid ?? '—',
                          message: item.message,
                        })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Button className="self-end" onClick={() => close(false)}>
            {t('import.close')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <FileDropZone
            labels={{
              label: t('import.file'),
              instructions: t('import.instructions'),
              choose: t('import.choose'),
              change: t('import.change'),
              remove: t('import.remove'),
              preview: t('import.file'),
              chosen: (name) => t('import.chosen', { name }),
              removed: t('import.removed'),
              wrongType: () => t('import.wrongType'),
              tooLarge: () => t('import.tooLarge'),
              progress: t('import.importing'),
            }}
            file={file}
            onFileChange={(next) => {
              setError(null);
              setFile(next);
            }}
            hint={t('import.hint')}
            maxBytes={MAX_ICS_BYTES}
            error={error}
            progress={busy ? 'indeterminate' : null}
          />
          <PeoplePicker people={people} onChange={setPeople} />
          <Button className="self-end" disabled={!file || busy} onClick={() => void submit()}>
            {busy ? t('import.importing') : t('import.submit')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
