import {
  describeRule,
  expandRule,
  type LocalDateTime,
  parseRule,
  RecurrenceExpansionError,
  type RecurrenceRule,
  ruleProblemsText,
  type Weekday,
} from '@faena/recurrence';
import { Button, Input, RadioGroup, Select } from '@faena/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import * as styles from './RecurrenceEditor.css.ts';
import {
  compareDates,
  defaultForm,
  defaultUntil,
  formatDateInput,
  formFromRule,
  MAX_COUNT,
  MAX_INTERVAL,
  monthlyChoices,
  monthlyKey,
  parseCount,
  parseDateInput,
  parseInterval,
  type RecurrenceForm,
  ruleTextFromForm,
} from './recurrence-form.ts';
import { type EditorFrequency, type RecurrenceEditorLocale, recurrenceTexts } from './texts.ts';

export interface RecurrenceEditorProps {
  /** The current rule text (FREQ=…), or null for "does not repeat". */
  value: string | null;
  onChange(next: string | null): void;
  /** The activity's first start (wall clock) and zone: defaults (weekday, month day) and preview come from it. */
  start: LocalDateTime;
  timeZone: string;
  locale: RecurrenceEditorLocale;
  /** Field-level error from the server to show under the editor (already a sentence). */
  error?: string;
  /** Optional id prefix for the controls. */
  id?: string;
}

const FREQUENCIES: readonly EditorFrequency[] = ['NONE', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];

/** What the typed inputs hold, valid or not. */
interface Drafts {
  interval: string;
  count: string;
  until: string;
}

interface EditorState {
  /** The value, start and zone the controls show (see `syncKey`). */
  key: string;
  form: RecurrenceForm;
  drafts: Drafts;
  /** The value is a rule the controls cannot show: it is shown read-only. */
  advanced: boolean;
  /** Someone tried to clear the last weekday. */
  dayWarning: boolean;
}

const localKey = (local: LocalDateTime) =>
  `${local.year}-${local.month}-${local.day}T${local.hour}:${local.minute}:${local.second}`;

/** The controls are read again from `value` whenever it, the start or the zone changes. */
const syncKey = (value: string | null, start: LocalDateTime, timeZone: string) =>
  `${value ?? ''}|${localKey(start)}|${timeZone}`;

const draftsOf = (form: RecurrenceForm): Drafts => ({
  interval: String(form.interval),
  count: String(form.count),
  until: formatDateInput(form.until),
});

function stateFor(value: string | null, start: LocalDateTime, timeZone: string): EditorState {
  const form = formFromRule(value, start, timeZone);
  const shown = form ?? defaultForm(start);
  return {
    key: syncKey(value, start, timeZone),
    form: shown,
    drafts: draftsOf(shown),
    advanced: form === null,
    dayWarning: false,
  };
}

type DraftProblem = 'intervalInvalid' | 'countInvalid' | 'dateInvalid' | 'dateBeforeStart';

/** What is wrong with the typed inputs the chosen frequency and end use. */
function draftProblems(form: RecurrenceForm, drafts: Drafts, start: LocalDateTime) {
  const problems: Partial<Record<'interval' | 'count' | 'until', DraftProblem>> = {};
  if (form.freq === 'NONE') return problems;
  if (parseInterval(drafts.interval) === null) problems.interval = 'intervalInvalid';
  if (form.end === 'count' && parseCount(drafts.count) === null) problems.count = 'countInvalid';
  if (form.end === 'until') {
    const until = parseDateInput(drafts.until);
    if (until === null) problems.until = 'dateInvalid';
    else if (compareDates(until, start) < 0) problems.until = 'dateBeforeStart';
  }
  return problems;
}

/** The form with the typed values in it, or null while one of them is not valid. */
function checkedForm(form: RecurrenceForm, drafts: Drafts, start: LocalDateTime): RecurrenceForm | null {
  if (Object.keys(draftProblems(form, drafts, start)).length > 0) return null;
  return {
    ...form,
    interval: parseInterval(drafts.interval) ?? form.interval,
    count: parseCount(drafts.count) ?? form.count,
    until: parseDateInput(drafts.until) ?? form.until,
  };
}

// ---------------------------------------------------------------------------------------------
// Summary and preview

type Preview =
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | {
      kind: 'rule';
      rule: RecurrenceRule;
      summary: string;
      dates: LocalDateTime[];
      /** The rule has no occurrence of its own. */
      empty: boolean;
      /** DTSTART is listed first although the rule does not produce it. */
      startOutside: boolean;
    };

const PREVIEW_SIZE = 5;

const sameLocal = (a: LocalDateTime, b: LocalDateTime) => localKey(a) === localKey(b);

/**
 * The rule's first occurrences from the start. DTSTART is always an activity's first
 * occurrence (RFC 5545), so it leads the list even when the rule does not produce it.
 */
function previewOf(value: string | null, start: LocalDateTime, locale: RecurrenceEditorLocale): Preview {
  if (value === null) return { kind: 'none' };
  const parsed = parseRule(value);
  if (!parsed.ok) return { kind: 'invalid', message: ruleProblemsText(parsed.problems, locale) };
  const { rule } = parsed;
  // Far enough for five occurrences of any rule the editor writes (29 February every 3 years
  // included); `limit` ends the walk as soon as they are found.
  const years = 10 * Math.min(rule.interval, MAX_INTERVAL) + 30;
  const to: LocalDateTime = { year: start.year + years, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let occurrences: LocalDateTime[];
  try {
    occurrences = expandRule(rule, start, { from: start, to, limit: PREVIEW_SIZE });
  } catch (error) {
    if (!(error instanceof RecurrenceExpansionError)) throw error;
    occurrences = [];
  }
  const first = occurrences[0];
  const startOutside = first === undefined || !sameLocal(first, start);
  return {
    kind: 'rule',
    rule,
    summary: describeRule(rule, start, locale),
    dates: (startOutside ? [start, ...occurrences] : occurrences).slice(0, PREVIEW_SIZE),
    empty: occurrences.length === 0,
    startOutside: startOutside && occurrences.length > 0,
  };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

const isoLocal = (local: LocalDateTime) =>
  `${String(local.year).padStart(4, '0')}-${pad2(local.month)}-${pad2(local.day)}T${pad2(local.hour)}:${pad2(local.minute)}`;

// ---------------------------------------------------------------------------------------------

/**
 * How an activity repeats: frequency, interval, weekdays or day of the month, and the end,
 * written as an RRULE (`FREQ=WEEKLY;BYDAY=MO,TH`) or null for a one-off. A rule it cannot show
 * is kept read-only until "Cambiar"; nothing is emitted until a person changes a control.
 */
export function RecurrenceEditor({
  value,
  onChange,
  start,
  timeZone,
  locale,
  error,
  id,
}: RecurrenceEditorProps) {
  const t = recurrenceTexts[locale];
  const generatedId = useId();
  const base = id ?? generatedId;
  const ids = {
    frequency: `${base}-frequency`,
    intervalLabel: `${base}-interval-label`,
    interval: `${base}-interval`,
    intervalUnit: `${base}-interval-unit`,
    intervalError: `${base}-interval-error`,
    daysLabel: `${base}-days-label`,
    dayWarning: `${base}-days-warning`,
    monthly: `${base}-monthly`,
    yearlyLabel: `${base}-yearly-label`,
    endLabel: `${base}-end-label`,
    endName: `${base}-end`,
    never: `${base}-end-never`,
    untilChoice: `${base}-end-until`,
    until: `${base}-until`,
    untilError: `${base}-until-error`,
    countChoice: `${base}-end-count`,
    count: `${base}-count`,
    countUnit: `${base}-count-unit`,
    countError: `${base}-count-error`,
    error: `${base}-error`,
    summary: `${base}-summary`,
    preview: `${base}-preview`,
  };

  const key = syncKey(value, start, timeZone);
  const [stored, setStored] = useState(() => stateFor(value, start, timeZone));
  // A new value, start or zone from outside: the controls show it (no rule is written for it).
  let state = stored;
  if (stored.key !== key) {
    state = stateFor(value, start, timeZone);
    setStored(state);
  }
  const { form, drafts } = state;

  const frequencyRef = useRef<HTMLSelectElement>(null);
  const focusFrequency = useRef(false);
  useEffect(() => {
    if (!focusFrequency.current) return;
    focusFrequency.current = false;
    frequencyRef.current?.focus();
  });

  /** Shows the controls and, when every typed value is valid, writes the rule they describe. */
  const apply = (nextForm: RecurrenceForm, nextDrafts: Drafts = drafts, dayWarning = false) => {
    const checked = checkedForm(nextForm, nextDrafts, start);
    if (checked === null) {
      setStored({ ...state, form: nextForm, drafts: nextDrafts, advanced: false, dayWarning });
      return;
    }
    const text = ruleTextFromForm(checked, start);
    setStored({
      key: syncKey(text, start, timeZone),
      form: checked,
      drafts: nextDrafts,
      advanced: false,
      dayWarning,
    });
    if (text !== value) onChange(text);
  };

  const changeFrequency = (freq: EditorFrequency) => {
    if (freq === form.freq) return;
    // Until someone picks an end date, the suggested one follows the frequency.
    if (form.end === 'until') {
      apply({ ...form, freq });
      return;
    }
    const until = defaultUntil(start, freq);
    apply({ ...form, freq, until }, { ...drafts, until: formatDateInput(until) });
  };

  const toggleDay = (weekday: Weekday) => {
    const pressed = form.weekdays.includes(weekday);
    if (pressed && form.weekdays.length === 1) {
      setStored({ ...state, dayWarning: true });
      return;
    }
    const weekdays = pressed ? form.weekdays.filter((day) => day !== weekday) : [...form.weekdays, weekday];
    apply({ ...form, weekdays });
  };

  const monthly = monthlyChoices(start, form.monthly);

  const reset = () => {
    const parsed = value === null ? null : parseRule(value);
    const ruleFreq = parsed?.ok ? (parsed.rule.freq as EditorFrequency) : 'WEEKLY';
    const freq = FREQUENCIES.includes(ruleFreq) && ruleFreq !== 'NONE' ? ruleFreq : 'WEEKLY';
    const next = defaultForm(start, freq);
    focusFrequency.current = true;
    apply(next, draftsOf(next));
  };

  const problems = draftProblems(form, drafts, start);
  const typedInterval = parseInterval(drafts.interval) ?? form.interval;
  const typedCount = parseCount(drafts.count) ?? form.count;

  const preview = useMemo(() => previewOf(value, start, locale), [value, start, locale]);
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      }),
    [locale],
  );
  const formatLocal = (local: LocalDateTime) =>
    dateFormat.format(
      Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second),
    );

  const summary =
    preview.kind === 'none'
      ? t.doesNotRepeat
      : preview.kind === 'invalid'
        ? preview.message
        : preview.summary;
  const dates = preview.kind === 'none' ? [start] : preview.kind === 'rule' ? preview.dates : [];

  const unitFreq = form.freq === 'NONE' ? 'WEEKLY' : form.freq;

  return (
    <fieldset className={styles.root} aria-describedby={error ? ids.error : undefined}>
      <legend className={styles.legend}>{t.legend}</legend>

      <div className={styles.panel}>
        {state.advanced ? (
          <div className={styles.advanced}>
            <p className={styles.note}>{t.advancedNote}</p>
            <code className={styles.code}>{value}</code>
            <Button variant="secondary" size="sm" onClick={reset}>
              {t.change}
            </Button>
          </div>
        ) : (
          <>
            <Select
              ref={frequencyRef}
              id={ids.frequency}
              label={t.frequency}
              containerClassName={`${styles.row} ${styles.selectRow}`}
              value={form.freq}
              onChange={(event) => changeFrequency(event.target.value as EditorFrequency)}
              options={FREQUENCIES.map((freq) => ({ value: freq, label: t.frequencies[freq] }))}
              aria-invalid={error ? true : undefined}
            />

            {form.freq !== 'NONE' ? (
              <div className={styles.row}>
                <label id={ids.intervalLabel} htmlFor={ids.interval} className={styles.rowLabel}>
                  {t.every}
                </label>
                <div className={styles.rowBody}>
                  <div className={styles.inline}>
                    <Input
                      id={ids.interval}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_INTERVAL}
                      step={1}
                      className={styles.numberInput}
                      value={drafts.interval}
                      onChange={(event) => apply(form, { ...drafts, interval: event.target.value })}
                      aria-labelledby={`${ids.intervalLabel} ${ids.intervalUnit}`}
                      aria-describedby={problems.interval ? ids.intervalError : undefined}
                      invalid={problems.interval !== undefined}
                    />
                    <span id={ids.intervalUnit} className={styles.unit}>
                      {t.unit(unitFreq, typedInterval)}
                    </span>
                  </div>
                  {problems.interval ? (
                    <p id={ids.intervalError} className={styles.fieldError}>
                      {t[problems.interval]}
                    </p>
                  ) : null}
                </div>
              </div>
            ) : null}

            {form.freq === 'WEEKLY' ? (
              // biome-ignore lint/a11y/useSemanticElements: a settings row puts its label in the first grid column, where a fieldset's legend cannot go.
              <div role="group" aria-labelledby={ids.daysLabel} className={styles.row}>
                <span id={ids.daysLabel} className={styles.rowLabel}>
                  {t.days}
                </span>
                <div>
                  <div className={styles.days}>
                    {t.weekOrder.map((weekday) => (
                      <button
                        key={weekday}
                        type="button"
                        className={styles.day}
                        aria-pressed={form.weekdays.includes(weekday)}
                        aria-label={t.weekdayNames[weekday]}
                        aria-describedby={state.dayWarning ? ids.dayWarning : undefined}
                        title={t.weekdayNames[weekday]}
                        onClick={() => toggleDay(weekday)}
                      >
                        {t.weekdayLetters[weekday]}
                      </button>
                    ))}
                  </div>
                  <p id={ids.dayWarning} role="status" className={styles.status}>
                    {state.dayWarning ? t.atLeastOneDay : null}
                  </p>
                </div>
              </div>
            ) : null}

            {form.freq === 'MONTHLY' ? (
              <RadioGroup
                id={ids.monthly}
                className={styles.row}
                label={t.monthlyOn}
                value={monthlyKey(form.monthly)}
                onValueChange={(key) => {
                  const choice = monthly.find((option) => monthlyKey(option) === key);
                  if (choice) apply({ ...form, monthly: choice });
                }}
                options={monthly.map((choice) => ({
                  value: monthlyKey(choice),
                  label:
                    choice.kind === 'monthDay'
                      ? t.monthDay(choice.day)
                      : t.nthWeekday(choice.ordinal, choice.weekday),
                }))}
              />
            ) : null}

            {form.freq === 'YEARLY' ? (
              <div className={styles.row}>
                <span id={ids.yearlyLabel} className={styles.rowLabel}>
                  {t.yearlyOn}
                </span>
                <p className={`${styles.summaryText} ${styles.yearly}`}>
                  {t.yearDate(start.day, start.month)}
                </p>
              </div>
            ) : null}

            {form.freq !== 'NONE' ? (
              // biome-ignore lint/a11y/useSemanticElements: a settings row puts its label in the first grid column, where a fieldset's legend cannot go.
              <div role="group" aria-labelledby={ids.endLabel} className={styles.row}>
                <span id={ids.endLabel} className={styles.rowLabel}>
                  {t.ends}
                </span>
                <div className={styles.choices}>
                  <div className={styles.choice}>
                    <input
                      type="radio"
                      id={ids.never}
                      name={ids.endName}
                      className={styles.radio}
                      checked={form.end === 'never'}
                      onChange={() => apply({ ...form, end: 'never' })}
                    />
                    <label htmlFor={ids.never} className={styles.choiceLabel}>
                      {t.never}
                    </label>
                  </div>
                  <div className={styles.choice}>
                    <input
                      type="radio"
                      id={ids.untilChoice}
                      name={ids.endName}
                      className={styles.radio}
                      checked={form.end === 'until'}
                      onChange={() => apply({ ...form, end: 'until' })}
                    />
                    <label htmlFor={ids.untilChoice} className={styles.choiceLabel}>
                      {t.onDate}
                    </label>
                    <Input
                      id={ids.until}
                      type="date"
                      className={styles.dateInput}
                      min={formatDateInput(start)}
                      value={drafts.until}
                      onChange={(event) =>
                        apply({ ...form, end: 'until' }, { ...drafts, until: event.target.value })
                      }
                      aria-label={t.untilDate}
                      aria-describedby={problems.until ? ids.untilError : undefined}
                      invalid={problems.until !== undefined}
                    />
                  </div>
                  {problems.until ? (
                    <p id={ids.untilError} className={styles.fieldError}>
                      {t[problems.until]}
                    </p>
                  ) : null}
                  <div className={styles.choice}>
                    <input
                      type="radio"
                      id={ids.countChoice}
                      name={ids.endName}
                      className={styles.radio}
                      checked={form.end === 'count'}
                      onChange={() => apply({ ...form, end: 'count' })}
                    />
                    <label htmlFor={ids.countChoice} className={styles.choiceLabel}>
                      {t.after}
                    </label>
                    <Input
                      id={ids.count}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_COUNT}
                      step={1}
                      className={styles.numberInput}
                      value={drafts.count}
                      onChange={(event) =>
                        apply({ ...form, end: 'count' }, { ...drafts, count: event.target.value })
                      }
                      aria-label={t.countLabel}
                      aria-describedby={problems.count ? ids.countError : undefined}
                      invalid={problems.count !== undefined}
                    />
                    <span id={ids.countUnit} className={styles.unit}>
                      {t.times(typedCount)}
                    </span>
                  </div>
                  {problems.count ? (
                    <p id={ids.countError} className={styles.fieldError}>
                      {t[problems.count]}
                    </p>
                  ) : null}
                </div>
              </div>
            ) : null}
          </>
        )}
      </div>

      <div className={styles.summary}>
        <p id={ids.summary} className={styles.summaryText} aria-live="polite">
          {summary}
        </p>
        {preview.kind === 'rule' && preview.empty ? <p className={styles.note}>{t.noDates}</p> : null}
        {dates.length > 0 ? (
          <>
            <p id={ids.preview} className={styles.previewHeading}>
              {t.preview}
            </p>
            <ol className={styles.previewList} aria-labelledby={ids.preview}>
              {dates.map((date) => (
                <li key={localKey(date)} className={styles.previewItem}>
                  <time dateTime={isoLocal(date)}>{formatLocal(date)}</time>
                </li>
              ))}
            </ol>
            {preview.kind === 'rule' && preview.startOutside ? (
              <p className={styles.caption}>{t.startOutsideRule}</p>
            ) : null}
            <p className={styles.caption}>{t.timesIn(timeZone)}</p>
          </>
        ) : null}
      </div>

      {error ? (
        <p id={ids.error} className={styles.formError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
