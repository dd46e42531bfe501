import { apiUrl } from '@faena/api-client';
import { MarkdownText } from '@faena/form-engine/react';
import { Button, EmptyState } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppContext } from '@/platform/context';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useScreenRoot } from '@/platform/screen';
import { useChecklistFormat } from '../admin/format';
import type { ChecklistExecutionDetail } from '../model';
import {
  type AnswerItem,
  answerItems,
  answerText,
  fileLinks,
  flaggedAnswerText,
  questionLabel,
} from './answers';
import { isNotFound, useExecution } from './api';
import { scoreTone } from './Score';
import { StoredFileLink, StoredImage } from './StoredFile';
// Printing shows the report alone (its rules apply only while a report is on the page).
import './print.css';

/**
 * /checklists/executions_detail/:executionId: the execution as a printable document — the
 * organisation, the checklist, who/where/when, the score, the flagged answers and every question
 * with its answer (photos as images); "Imprimir" prints it (or saves it as PDF).
 */
export default function ExecutionReportPage() {
  const { t } = useTranslation('checklists');
  const Root = useScreenRoot();
  const { executionId = '' } = useParams();
  const execution = useExecution(executionId);
  return (
    <Root className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
      {execution.isPending ? (
        <ListSkeleton label={t('history.loading')} />
      ) : execution.isError ? (
        isNotFound(execution.error) ? (
          <EmptyState kind="not-found" title={t('history.detail.notFound')} />
        ) : (
          <ListLoadError message={t('history.loadError')} onRetry={() => void execution.refetch()} />
        )
      ) : (
        <>
          <div data-print-hide="" className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/checklists/executions/${encodeURIComponent(execution.data.id)}`}
              className="text-label text-fg-muted underline-offset-2 hover:underline"
            >
              {t('history.report.back')}
            </Link>
            <Button onClick={() => window.print()}>{t('history.report.print')}</Button>
          </div>
          <Report execution={execution.data} />
        </>
      )}
    </Root>
  );
}

function Report({ execution }: { execution: ChecklistExecutionDetail }) {
  const { t } = useTranslation('checklists');
  const format = useChecklistFormat();
  const { organization, config, subdomain } = useAppContext();
  const answerFormat = { yes: t('history.yes'), no: t('history.no'), ...format };
  const link = (path: string) => apiUrl(path, config.gatewayUrl, subdomain);
  const items = answerItems(execution.definition, execution.answers);
  const flagged = new Set(execution.flagged.map((answer) => answer.name));
  const tone = execution.percentage === null ? null : scoreTone(execution.percentage);

  return (
    <article
      data-print-report=""
      aria-labelledby="report-title"
      className="flex flex-col gap-6 rounded-lg border border-border bg-surface p-6 text-body text-fg sm:p-8"
    >
      <header className="flex items-center gap-3 border-b border-border pb-4">
        {organization.logoUrl ? (
          <img src={organization.logoUrl} alt="" className="h-10 w-auto max-w-40 object-contain" />
        ) : null}
        <div className="flex min-w-0 flex-col">
          <span className="text-label text-fg-muted">{organization.name}</span>
          <h1 id="report-title" className="text-title font-semibold">
            {execution.title}
          </h1>
        </div>
      </header>

      <section aria-labelledby="report-metadata" className="flex flex-col gap-2">
        <h2 id="report-metadata" className="sr-only">
          {t('history.report.metadata')}
        </h2>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <table className="text-left">
            <tbody>
              <MetaRow label={t('history.report.checklist')} value={execution.title} />
              <MetaRow
                label={t('history.detail.version')}
                value={t('history.versionLong', { version: execution.version })}
              />
              <MetaRow label={t('history.detail.person')} value={execution.person.name} />
              <MetaRow
                label={t('history.detail.venue')}
                value={execution.venue?.name ?? t('history.noVenue')}
              />
              <MetaRow label={t('history.detail.started')} value={format.dateTime(execution.startedAt)} />
              <MetaRow
                label={t('history.detail.submitted')}
                value={
                  execution.submittedAt ? format.dateTime(execution.submittedAt) : t('history.detail.draft')
                }
              />
            </tbody>
          </table>
          {execution.scoring && execution.percentage !== null ? (
            <div className="flex flex-col items-start sm:items-end">
              <span className="text-label text-fg-muted">{t('history.detail.score')}</span>
              <span
                className={`text-display font-semibold ${tone === 'success' ? 'text-success-fg' : tone === 'warning' ? 'text-warning-fg' : 'text-danger-fg'}`}
              >
                {t('history.percentage', { value: format.number(execution.percentage) })}
              </span>
              <span className="text-label text-fg-muted">
                {t('history.scoreOf', {
                  score: format.number(execution.score ?? 0),
                  max: format.number(execution.maxScore ?? 0),
                })}
              </span>
            </div>
          ) : null}
        </div>
      </section>

      {execution.flagged.length > 0 ? (
        <section aria-labelledby="report-flagged" className="flex flex-col gap-2">
          <h2 id="report-flagged" className="font-semibold text-danger-fg">
            {t('history.detail.flaggedTitle')} ({execution.flagged.length})
          </h2>
          <ul className="flex flex-col gap-1 rounded-md border border-danger p-3">
            {execution.flagged.map((answer) => (
              <li key={answer.name} className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium">{answer.label || answer.name}</span>
                <span className="text-danger-fg">
                  {flaggedAnswerText(execution.definition, answer, answerFormat)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="report-answers" className="flex flex-col gap-2">
        <h2 id="report-answers" className="font-semibold">
          {t('history.detail.answers')}
        </h2>
        <ol aria-label={t('history.detail.answers')} className="flex flex-col divide-y divide-border">
          {items.map((item) => (
            <AnswerRow
              key={item.field.id}
              item={item}
              flagged={flagged.has(item.field.name)}
              text={answerFormat}
              link={link}
            />
          ))}
        </ol>
      </section>

      <footer className="border-t border-border pt-3 text-label text-fg-muted">
        {t('history.report.generated', { date: format.dateTime(new Date().toISOString()) })}
      </footer>
    </article>
  );
}

function MetaRow({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row" className="py-0.5 pr-4 align-top font-normal text-fg-muted">
        {label}
      </th>
      <td className="py-0.5">{value}</td>
    </tr>
  );
}

function AnswerRow({
  item,
  flagged,
  text,
  link,
}: {
  item: AnswerItem;
  flagged: boolean;
  text: Parameters<typeof answerText>[2];
  link: (path: string) => string;
}) {
  const { t } = useTranslation('checklists');
  if (item.kind === 'text')
    return (
      <li data-question={item.field.name} className="py-2">
        <MarkdownText text={item.field.type === 'display_text' ? item.field.text : ''} />
      </li>
    );
  const label = questionLabel(item.field);
  const files = item.kind === 'answered' ? fileLinks(item.field, item.value) : [];
  return (
    <li
      data-question={item.field.name}
      data-flagged={flagged || undefined}
      className={`flex flex-col gap-1 py-2 ${flagged ? 'text-danger-fg' : ''}`}
    >
      <span className="font-medium">{label}</span>
      {item.kind === 'skipped' ? (
        <span className="text-fg-muted italic">{t('history.notApplicable')}</span>
      ) : item.kind === 'unanswered' ? (
        <span className="text-fg-muted italic">{t('history.unanswered')}</span>
      ) : item.field.type === 'image' ? (
        <span className="flex flex-wrap gap-2">
          {files.map((file) => (
            <StoredImage
              key={file}
              link={file}
              fallback={link(file)}
              alt={t('history.report.photo', { label })}
            />
          ))}
        </span>
      ) : item.field.type === 'files' ? (
        <span className="flex flex-col">
          {files.map((file, index) => (
            <StoredFileLink
              key={file}
              link={file}
              fallback={link(file)}
              label={t('history.report.file', { index: index + 1 })}
            />
          ))}
        </span>
      ) : (
        <span className="whitespace-pre-line">{answerText(item.field, item.value, text)}</span>
      )}
    </li>
  );
}
