import type { FormDefinition } from '@faena/form-engine/core';
import type { FormStore } from '@faena/form-engine/react';
import { AlertIcon, Badge, Button, CheckIcon } from '@faena/ui';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { markFlagged } from '../flagged';
import { liveStateOf, type Section } from './progress';
import { type Signal, useSignal } from './signal';
import type { SaveState } from './use-draft-writer';

/** The form's field element (the renderer marks each with `data-field-name`). */
function fieldElement(name: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>('[data-checklist-form] [data-field-name]')) {
    if (element.dataset.fieldName === name) return element;
  }
  return null;
}

/** Scrolls to a question (or a section's heading) and puts the keyboard there. */
export function goToField(name: string) {
  const element = fieldElement(name);
  if (!element) return;
  element.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  const target = element.querySelector<HTMLElement>(
    'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])',
  );
  if (target) target.focus({ preventScroll: true });
  else {
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
  }
}

/**
 * The sticky header of an execution: answered of answerable questions with a bar, the live score
 * and the flagged answers when the template is scored, the sections, and whether the device has
 * the latest answers. It follows the form's values itself, so a keystroke re-renders it alone.
 */
export function LiveHeader({
  store,
  definition,
  sections,
  scoring,
  saveState,
}: {
  store: FormStore;
  definition: FormDefinition;
  sections: readonly Section[];
  scoring: boolean;
  saveState: Signal<SaveState>;
}) {
  const { t, i18n } = useTranslation('checklists');
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = definition.fields.map((field) => store.subscribeField(field.name, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, definition],
  );
  const values = useDeferredValue(useSyncExternalStore(subscribe, store.values));
  const live = useMemo(
    () => liveStateOf(definition, sections, values, (name) => store.getField(name).visible),
    [definition, sections, values, store],
  );
  const [showFlagged, setShowFlagged] = useState(false);
  const number = useMemo(
    () => new Intl.NumberFormat(i18n.language === 'en-US' ? 'en-US' : 'es-MX', { maximumFractionDigits: 1 }),
    [i18n.language],
  );

  // Flagged questions carry the flag's words on the form itself.
  const flaggedNames = live.flagged.map((answer) => answer.name).join('\n');
  const flaggedLabel = t('run.form.flaggedAnswer');
  useEffect(() => {
    const names = new Set(flaggedNames ? flaggedNames.split('\n') : []);
    markFlagged(document.querySelector('[data-checklist-form]'), names, flaggedLabel);
  }, [flaggedNames, flaggedLabel]);

  const { answered, total } = live.progress;
  const progressText = t('run.form.progressText', { answered, total });
  const showScore = scoring && live.scored;

  return (
    <div
      className="sticky top-0 z-10 -mx-4 flex flex-col gap-2 border-b border-border bg-bg/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border"
      data-checklist-header=""
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="text-label font-medium">{progressText}</span>
        <SaveStatus state={saveState} />
      </div>
      <div
        role="progressbar"
        aria-label={t('run.form.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={progressText}
        className="h-1.5 w-full overflow-hidden rounded-full bg-bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: total > 0 ? `${(answered / total) * 100}%` : '0%' }}
        />
      </div>
      {showScore || live.flagged.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          {showScore ? (
            <span className="text-label font-semibold" data-testid="live-score">
              {live.percentage === null
                ? t('run.form.score', { score: number.format(live.score), max: number.format(live.max) })
                : t('run.form.scoreWithPercentage', {
                    score: number.format(live.score),
                    max: number.format(live.max),
                    percentage: number.format(live.percentage),
                  })}
            </span>
          ) : null}
          {live.flagged.length > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showFlagged}
              aria-controls="checklist-flagged"
              onClick={() => setShowFlagged((open) => !open)}
            >
              <Badge tone="danger">
                <AlertIcon aria-hidden />
                {t('run.form.flagged', { count: live.flagged.length })}
              </Badge>
            </Button>
          ) : null}
        </div>
      ) : null}
      {showFlagged && live.flagged.length > 0 ? (
        <ul id="checklist-flagged" aria-label={t('run.form.flaggedTitle')} className="flex flex-col gap-1">
          {live.flagged.map((answer) => (
            <li key={answer.name}>
              <button
                type="button"
                className="text-left text-label text-danger-fg underline-offset-2 hover:underline"
                onClick={() => goToField(answer.name)}
              >
                {t('run.form.goTo', { label: answer.label })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {live.sections.length > 1 ? (
        <nav aria-label={t('run.form.sections')} className="-mx-1 overflow-x-auto">
          <ul className="flex gap-1.5 px-1 pb-0.5">
            {sections.map((section, index) => {
              const count = live.sections[index];
              if (!count || count.total === 0) return null;
              const title = section.title ?? t('run.form.section', { number: index + 1 });
              const done = count.answered === count.total;
              return (
                <li key={section.name ?? `start-${index}`} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => goToField(section.name ?? section.fields[0] ?? '')}
                    className={`flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-label ${
                      done ? 'border-success bg-success-subtle text-success-fg' : 'border-border bg-surface'
                    }`}
                  >
                    {done ? <CheckIcon aria-hidden /> : null}
                    <span className="max-w-[12rem] truncate">{title}</span>
                    <span className="text-fg-muted tabular-nums">
                      {t('run.form.sectionProgress', { answered: count.answered, total: count.total })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

function SaveStatus({ state }: { state: Signal<SaveState> }) {
  const { t } = useTranslation('checklists');
  const current = useSignal(state);
  return (
    <span role="status" className={`text-label ${current === 'error' ? 'text-danger-fg' : 'text-fg-muted'}`}>
      {current === 'saving'
        ? t('run.form.saving')
        : current === 'saved'
          ? t('run.form.saved')
          : current === 'error'
            ? t('run.form.saveFailed')
            : ''}
    </span>
  );
}
