import { Badge } from '@faena/ui';
import { elementTypeLabel, WORKFLOW_STEP_TYPES, type WorkflowStepType } from '@faena/workflow-engine';
import { useTranslation } from 'react-i18next';
import type { StepItem } from '../model';
import { useRunFormat } from './format';

const isStepType = (type: string): type is WorkflowStepType =>
  (WORKFLOW_STEP_TYPES as readonly string[]).includes(type);

/** The Spanish (or English) name of a step's element type, e.g. 'Tarea de usuario'. */
export function stepTypeLabel(type: string, language: string): string {
  return isStepType(type) ? elementTypeLabel(type, language.startsWith('en') ? 'en-US' : 'es-MX') : type;
}

type StepState = 'active' | 'completed' | 'expired';

/**
 * A user task whose time limit fired is expired (the server marks it `undefined_expired`, or
 * closes it without success); other closed steps are done.
 */
export function stepState(step: StepItem): StepState {
  if (step.type === 'undefined_expired') return 'expired';
  if (step.is_active) return 'active';
  if (step.type === 'UserTask' && step.successfully_completed === false) return 'expired';
  return 'completed';
}

const DOT: Record<StepState, string> = {
  active: 'bg-info border-info',
  completed: 'bg-success border-success',
  expired: 'bg-danger border-danger',
};

/** The execution's steps, oldest first, as a vertical timeline. */
export function StepTimeline({ steps }: { steps: StepItem[] }) {
  const { t, i18n } = useTranslation('workflowRuns');
  const format = useRunFormat();
  return (
    <ol aria-label={t('execution.stepsLabel')} className="flex flex-col">
      {steps.map((step, index) => {
        const state = stepState(step);
        // An expired task says so once, in its badge, rather than as its type.
        const typeLabel = stepTypeLabel(state === 'expired' ? 'UserTask' : step.type, i18n.language);
        return (
          <li key={step.id} className="relative flex gap-3 pb-4 last:pb-0" data-step-state={state}>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="absolute top-4 bottom-0 left-[5px] w-px bg-border" />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative mt-1.5 size-[11px] shrink-0 rounded-full border-2 ${DOT[state]}`}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium text-fg">{step.name?.trim() || typeLabel}</span>
                {step.name?.trim() && step.name.trim() !== typeLabel ? (
                  <span className="text-label text-fg-muted">{typeLabel}</span>
                ) : null}
                {state === 'active' ? (
                  <Badge tone="info">{t('execution.active')}</Badge>
                ) : state === 'expired' ? (
                  <Badge tone="danger">{t('execution.expired')}</Badge>
                ) : null}
              </div>
              <span className="text-label text-fg-muted">
                <time dateTime={step.created_at}>{format.dateTime(step.created_at)}</time>
                {step.is_active && step.due_at
                  ? ` · ${t('execution.due', { date: format.dateTime(step.due_at) })}`
                  : null}
              </span>
              {step.summary ? <p className="text-body text-fg">{step.summary}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
