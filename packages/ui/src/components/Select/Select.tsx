import { cx } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../Field/Field.tsx';
import { ChevronDownIcon } from '../Icons/Icons.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'size' | 'multiple'> {
  /** The visible label; it is the select's accessible name. */
  label: ReactNode;
  /** The choices; or pass `<option>` / `<optgroup>` children instead. */
  options?: readonly SelectOption[];
  /**
   * A first, empty option shown while nothing is chosen (`true` for the default text
   * 'Selecciona una opción'). It cannot be chosen again once a value is picked if `required`.
   */
  placeholder?: string | boolean;
  hint?: ReactNode;
  /** An error message, linked with `aria-describedby`; sets `aria-invalid`. */
  error?: ReactNode;
  optional?: boolean;
  containerClassName?: string;
}

/**
 * A labelled native `<select>` (the platform's own accessible picker, also on phones), wired
 * like `TextField`. `ref` reaches the `<select>`.
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  optional = false,
  id,
  required,
  className,
  containerClassName,
  children,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: SelectProps) {
  const texts = useUiText();
  const field = useFieldIds({ id, hint, error, describedBy });
  const placeholderText = placeholder === true ? texts.select.placeholder : placeholder || null;
  // An uncontrolled select with a placeholder starts on it.
  const defaultValue =
    rest.value === undefined && rest.defaultValue === undefined && placeholderText ? '' : rest.defaultValue;
  return (
    <div className={cx(fieldStyles.root, containerClassName)}>
      <FieldLabel htmlFor={field.controlId} label={label} required={required} optional={optional} />
      <div className={styles.wrapper}>
        <select
          {...rest}
          defaultValue={defaultValue}
          ref={ref}
          id={field.controlId}
          required={required}
          className={cx(fieldStyles.input, styles.select, className)}
          aria-invalid={field.hasError ? true : ariaInvalid}
          aria-describedby={field.describedBy}
        >
          {placeholderText ? (
            <option value="" disabled={required}>
              {placeholderText}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon width="100%" height="100%" />
        </span>
      </div>
      <FieldMessages hint={hint} error={error} hintId={field.hintId} errorId={field.errorId} />
    </div>
  );
}
