import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { fieldStyles } from '../Field/Field.tsx';

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  /** Sets `aria-invalid` (red border). */
  invalid?: boolean;
}

/**
 * A bare `<input>` with TextField's look, for places that bring their own label (a table cell,
 * a toolbar): give it `aria-label` or `aria-labelledby`. `ref` reaches the `<input>`.
 */
export function Input({
  invalid,
  type = 'text',
  className,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: InputProps) {
  return (
    <input
      {...rest}
      ref={ref}
      type={type}
      className={cx(fieldStyles.input, className)}
      aria-invalid={invalid ? true : ariaInvalid}
    />
  );
}
