import { cx } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../Field/Field.tsx';
import * as styles from './Textarea.css.ts';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** The visible label; it is the textarea's accessible name. */
  label: ReactNode;
  /** Help text under the textarea, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message, linked with `aria-describedby`; sets `aria-invalid`. */
  error?: ReactNode;
  /** Marks the label with "(opcional)" / "(optional)". */
  optional?: boolean;
  /** Class of the wrapping element (the textarea itself takes `className`). */
  containerClassName?: string;
}

/** A labelled multi-line text input, wired like `TextField`. `ref` reaches the `<textarea>`. */
export function Textarea({
  label,
  hint,
  error,
  optional = false,
  id,
  required,
  rows = 4,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: TextareaProps) {
  const field = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={cx(fieldStyles.root, containerClassName)}>
      <FieldLabel htmlFor={field.controlId} label={label} required={required} optional={optional} />
      <textarea
        {...rest}
        ref={ref}
        id={field.controlId}
        rows={rows}
        required={required}
        className={cx(fieldStyles.input, styles.textarea, className)}
        aria-invalid={field.hasError ? true : ariaInvalid}
        aria-describedby={field.describedBy}
      />
      <FieldMessages hint={hint} error={error} hintId={field.hintId} errorId={field.errorId} />
    </div>
  );
}
