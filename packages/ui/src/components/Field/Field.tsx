import type { ReactNode } from 'react';
import { useId } from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import * as styles from '../TextField/TextField.css.ts';

/** The label / hint / error wiring of TextField, shared by Textarea, Select and the form engine. */

const present = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
}: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = present(hint);
  const hasError = present(error);
  const ids = [describedBy, hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean);
  return {
    controlId,
    hintId,
    errorId,
    hasHint,
    hasError,
    describedBy: ids.length > 0 ? ids.join(' ') : undefined,
  };
}

export function FieldLabel({
  htmlFor,
  id,
  as = 'label',
  label,
  required,
  optional,
}: {
  htmlFor?: string;
  id?: string;
  as?: 'label' | 'legend' | 'span';
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
}) {
  const texts = useUiText();
  const Tag = as;
  return (
    <Tag htmlFor={as === 'label' ? htmlFor : undefined} id={id} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
      {optional && !required ? (
        <>
          {' '}
          <span className={styles.optional}>({texts.textField.optional})</span>
        </>
      ) : null}
    </Tag>
  );
}

export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {present(hint) ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {present(error) ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export const fieldStyles = styles;
