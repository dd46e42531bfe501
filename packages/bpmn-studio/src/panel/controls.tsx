import { TextField, type TextFieldProps } from '@faena/ui';
import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import type { PanelField } from '../contract.ts';
import { type DurationParts, formatDuration, parseDuration } from './duration.ts';
import type { PanelTranslate } from './messages.ts';
import * as styles from './PropertiesPanel.css.ts';

/** Keeps a draft while `value` stays the same; a new `value` (undo, another element) replaces it. */
function useDraft<T>(value: T) {
  const [draft, setDraft] = useState(value);
  const [base, setBase] = useState(value);
  if (!Object.is(base, value)) {
    setBase(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

interface CommitTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> {
  value: string;
  /** Called on blur or Enter when the text changed: one edit, one undo step. */
  onCommit: (value: string) => void;
  field?: PanelField;
}

/** A text field that writes to the diagram when the edit is done, not on each keystroke. */
export function CommitTextField({ value, onCommit, field, readOnly, ...props }: CommitTextFieldProps) {
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    if (!readOnly && draft !== value) onCommit(draft);
  };
  return (
    <TextField
      {...props}
      data-studio-field={field}
      readOnly={readOnly}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

interface DurationFieldsProps {
  legend: string;
  hint?: string;
  /** ISO 8601 duration, or undefined for none. */
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  readOnly?: boolean;
  field: PanelField;
  t: PanelTranslate;
}

const EMPTY_PARTS = { days: '', hours: '', minutes: '' };
type PartsDraft = Record<keyof DurationParts, string>;

function toDraft(value: string | undefined): PartsDraft {
  const parts = parseDuration(value);
  if (!parts) return EMPTY_PARTS;
  const text = (n: number) => (n ? String(n) : '');
  return { days: text(parts.days), hours: text(parts.hours), minutes: text(parts.minutes) };
}

/** Days, hours and minutes written as one ISO duration when focus leaves the group (or on Enter). */
export function DurationFields({ legend, hint, value, onCommit, readOnly, field, t }: DurationFieldsProps) {
  const [parts, setParts] = useState<PartsDraft>(() => toDraft(value));
  const [partsBase, setPartsBase] = useState(value);
  if (partsBase !== value) {
    setPartsBase(value);
    setParts(toDraft(value));
  }
  const unreadable = value !== undefined && parseDuration(value) === null;
  const commit = () => {
    if (readOnly) return;
    const number = (text: string) => {
      const n = Number.parseInt(text, 10);
      return Number.isFinite(n) && n > 0 ? n : 0;
    };
    const next = formatDuration({
      days: number(parts.days),
      hours: number(parts.hours),
      minutes: number(parts.minutes),
    });
    if (next !== value && !(unreadable && next === undefined)) {
      onCommit(next);
    }
  };
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) commit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const keys = ['days', 'hours', 'minutes'] as const;
  return (
    <fieldset className={styles.group} onBlur={onBlur} onKeyDown={onKeyDown}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      {unreadable ? <p className={styles.muted}>{t('durationOther', { value: value ?? '' })}</p> : null}
      <div className={styles.row}>
        {keys.map((key, index) => (
          <TextField
            key={key}
            label={t(key)}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            readOnly={readOnly}
            containerClassName={styles.durationPart}
            data-studio-field={index === 0 ? field : undefined}
            value={parts[key]}
            onChange={(event) => setParts((current) => ({ ...current, [key]: event.target.value }))}
          />
        ))}
      </div>
    </fieldset>
  );
}
