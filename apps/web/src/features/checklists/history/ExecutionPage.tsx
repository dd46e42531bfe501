import { FormRenderer } from '@faena/form-engine/react';
import { Badge, buttonVariants, Card, EmptyState, PageHeader } from '@faena/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { useScreenRoot } from '@/platform/screen';
import { useChecklistFormat } from '../admin/format';
import { markFlagged } from '../flagged';
import { flaggedForm } from '../flagged.css';
import type { ChecklistExecutionDetail } from '../model';
import { answerValues, flaggedAnswerText } from './answers';
import { isNotFound, useExecution } from './api';
import { ScoreBar } from './Score';

/** The question's container in the read-only form. */
const questionOf = (root: HTMLElement | null, name: string) =>
  [...(root?.querySelectorAll<HTMLElement>('[data-field-name]') ?? [])].find(
    (element) => element.dataset.fieldName === name,
  );

/**
 * /checklists/executions/:executionId: one execution read-only — who, where, when, its score and
 * flagged answers first (each leads to its question), then the whole form of the version it
 * answered, with its answers.
 */
export default function ExecutionPage() {
  const { t } = useTranslation('checklists');
  const Root = useScreenRoot();
  const { executionId = '' } = useParams();
  const execution = useExecution(executionId);
  return (
    <Root className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
      <Link
        to="/checklists/executions"
        className="text-label text-fg-muted underline-offset-2 hover:underline"
      >
        {t('history.detail.back')}
      </Link>
      {execution.isPending ? (
        <ListSkeleton label={t('history.loading')} />
      ) : execution.isError ? (
        isNotFound(execution.error) ? (
          <EmptyState kind="not-found" title={t('history.detail.notFound')} />
        ) : (
          <ListLoadError message={t('history.loadError')} onRetry={() => void execution.refetch()} />
        )
      ) : (
        <ExecutionView execution={execution.data} />
      )}
    </Root>
  );
}

function ExecutionView({ execution }: { execution: ChecklistExecutionDetail }) {
  const { t } = useTranslation('checklists');
  const format = useChecklistFormat();
  const { hash } = useLocation();
  const formRoot = useRef<HTMLDivElement>(null);
  const values = useMemo(
    () => answerValues(execution.definition, execution.answers),
    [execution.definition, execution.answers],
  );
  const answerFormat = { yes: t('history.yes'), no: t('history.no'), ...format };
  const flaggedNames = execution.flagged.map((answer) => answer.name);

  const goTo = useCallback((name: string) => {
    const target = questionOf(formRoot.current, name);
    if (!target) return;
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, []);

  // A link to one flagged answer (#name) opens at its question.
  useEffect(() => {
    if (hash.length > 1) goTo(decodeURIComponent(hash.slice(1)));
  }, [hash, goTo]);

  // Flagged questions carry the flag's words in the form too.
  const flaggedKey = flaggedNames.join('\n');
  const flaggedLabel = t('history.detail.flaggedQuestion');
  useEffect(() => {
    markFlagged(formRoot.current, new Set(flaggedKey ? flaggedKey.split('\n') : []), flaggedLabel);
  }, [flaggedKey, flaggedLabel]);

  return (
    <>
      <PageHeader
        title={execution.title}
        description={execution.description ?? undefined}
        actions={
          <Link
            to={`/checklists/executions_detail/${encodeURIComponent(execution.id)}`}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {t('history.detail.print')}
          </Link>
        }
      />
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <dl className="grid flex-1 grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1 text-body">
            <dt className="text-fg-muted">{t('history.detail.version')}</dt>
            <dd>{t('history.versionLong', { version: execution.version })}</dd>
            <dt className="text-fg-muted">{t('history.detail.person')}</dt>
            <dd>{execution.person.name}</dd>
            <dt className="text-fg-muted">{t('history.detail.venue')}</dt>
            <dd>{execution.venue?.name ?? t('history.noVenue')}</dd>
            <dt className="text-fg-muted">{t('history.detail.started')}</dt>
            <dd>{format.dateTime(execution.startedAt)}</dd>
            <dt className="text-fg-muted">{t('history.detail.submitted')}</dt>
            <dd>
              {execution.submittedAt ? format.dateTime(execution.submittedAt) : t('history.detail.draft')}
            </dd>
            {execution.activity ? (
              <>
                <dt className="text-fg-muted">{t('history.detail.activity')}</dt>
                <dd>
                  <Link
                    to={`/activities/${encodeURIComponent(execution.activity.publicId)}/${encodeURIComponent(execution.activity.recurrenceId)}`}
                    className="underline-offset-2 hover:underline"
                  >
                    {t('history.detail.openActivity')}
                  </Link>
                </dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-col gap-2 sm:items-end">
            {execution.scoring ? (
              <ScoreBar
                size="lg"
                score={execution.score}
                max={execution.maxScore}
                percentage={execution.percentage}
              />
            ) : null}
            {execution.flagged.length > 0 ? (
              <Badge tone="danger">{t('history.flaggedCount', { count: execution.flagged.length })}</Badge>
            ) : (
              <span className="text-label text-fg-muted">{t('history.detail.noFlagged')}</span>
            )}
          </div>
        </div>
      </Card>

      {execution.flagged.length > 0 ? (
        <section
          aria-labelledby="execution-flagged"
          className="flex flex-col gap-2 rounded-lg border border-danger bg-danger-subtle p-3"
        >
          <div className="flex flex-col">
            <h2 id="execution-flagged" className="font-semibold text-danger-fg">
              {t('history.detail.flaggedTitle')}
            </h2>
            <p className="text-label text-fg-muted">{t('history.detail.flaggedHint')}</p>
          </div>
          <ul className="flex flex-col gap-1" aria-label={t('history.detail.flaggedTitle')}>
            {execution.flagged.map((answer) => (
              <li key={answer.name}>
                <button
                  type="button"
                  data-flagged-answer={answer.name}
                  aria-label={t('history.detail.goTo', { label: answer.label || answer.name })}
                  onClick={() => goTo(answer.name)}
                  className="flex w-full flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-surface px-3 py-2 text-left hover:bg-bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <span className="font-medium">{answer.label || answer.name}</span>
                  <span className="text-danger-fg">
                    {flaggedAnswerText(execution.definition, answer, answerFormat)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="execution-answers" className="flex flex-col gap-2">
        <h2 id="execution-answers" className="text-title font-semibold">
          {t('history.detail.answers')}
        </h2>
        <Card>
          <div ref={formRoot} data-checklist-answers="" className={flaggedForm}>
            <FormRenderer
              definition={execution.definition}
              initialValues={values}
              services={APP_FORM_SERVICES}
              readOnly
              hideSubmit
              aria-label={t('history.detail.answers')}
            />
          </div>
        </Card>
      </section>
    </>
  );
}
