import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  /** The visible label; it is the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message: shown under the input, linked with `aria-describedby`, sets `aria-invalid`. */
  error?: ReactNode;
  /** Marks the label with "(opcional)" / "(optional)". */
  optional?: boolean;
  /** Class of the wrapping element (the input itself takes `className`). */
  containerClassName?: string;
}

/** A labelled text input. `ref` (React 19 prop) reaches the `<input>`. */
export function TextField({
  label,
  hint,
  error,
  optional = false,
  id,
  type = 'text',
  required,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...inputProps
}: TextFieldProps) {
  const texts = useUiText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedByIds = [describedBy, hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean);

  return (
    <div className={[styles.root, containerClassName].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
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
      </label>
      <input
        {...inputProps}
        ref={ref}
        id={inputId}
        type={type}
        required={required}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={hasError ? true : ariaInvalid}
        aria-describedby={describedByIds.length > 0 ? describedByIds.join(' ') : undefined}
      />
      {hasHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
