import type { ComponentProps, ReactNode } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from '../Field/Field.tsx';
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
  const field = useFieldIds({ id, hint, error, describedBy });

  return (
    <div className={[styles.root, containerClassName].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.controlId} label={label} required={required} optional={optional} />
      <input
        {...inputProps}
        ref={ref}
        id={field.controlId}
        type={type}
        required={required}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={field.hasError ? true : ariaInvalid}
        aria-describedby={field.describedBy}
      />
      <FieldMessages hint={hint} error={error} hintId={field.hintId} errorId={field.errorId} />
    </div>
  );
}
