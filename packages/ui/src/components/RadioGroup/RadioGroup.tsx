import { cx } from 'class-variance-authority';
import { type ReactNode, useId, useState } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label, linked as the option's description. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible label (its accessible name). */
  label: ReactNode;
  options: readonly RadioOption[];
  /** Controlled value; pair with `onValueChange`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The radios' `name` (generated when omitted). */
  name?: string;
  hint?: ReactNode;
  /** An error message, linked with `aria-describedby`; sets `aria-invalid` on the group. */
  error?: ReactNode;
  required?: boolean;
  optional?: boolean;
  disabled?: boolean;
  /** `vertical` (default) or `horizontal`. */
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  className?: string;
}

/**
 * One choice out of a few, as native radio buttons in a `role="radiogroup"` labelled by its
 * visible label: Tab enters the group, arrow keys move and select.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  hint,
  error,
  required,
  optional,
  disabled,
  orientation = 'vertical',
  id,
  className,
}: RadioGroupProps) {
  const field = useFieldIds({ id, hint, error });
  const generatedName = useId();
  const groupName = name ?? generatedName;
  const legendId = `${field.controlId}-label`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;

  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <div
      id={field.controlId}
      className={cx(styles.root, className)}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={field.describedBy}
      aria-invalid={field.hasError || undefined}
      aria-required={required || undefined}
      aria-orientation={orientation}
      aria-disabled={disabled || undefined}
    >
      <div className={styles.legend}>
        <FieldLabel as="span" id={legendId} label={label} required={required} optional={optional} />
      </div>
      <div className={styles.options[orientation]}>
        {options.map((option, index) => {
          const optionId = `${field.controlId}-${index}`;
          const descriptionId = `${optionId}-description`;
          const hasDescription = option.description !== undefined && option.description !== null;
          return (
            <div key={option.value} className={styles.option}>
              <input
                type="radio"
                id={optionId}
                name={groupName}
                value={option.value}
                checked={current === option.value}
                disabled={disabled || option.disabled}
                required={required}
                className={styles.input}
                aria-describedby={hasDescription ? descriptionId : undefined}
                onChange={() => select(option.value)}
              />
              <span className={styles.optionText}>
                <label
                  htmlFor={optionId}
                  className={styles.optionLabel}
                  data-disabled={option.disabled || disabled || undefined}
                >
                  {option.label}
                </label>
                {hasDescription ? (
                  <p id={descriptionId} className={styles.optionDescription}>
                    {option.description}
                  </p>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      <FieldMessages hint={hint} error={error} hintId={field.hintId} errorId={field.errorId} />
    </div>
  );
}
