import { cx } from 'class-variance-authority';
import {
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { FieldMessages, useFieldIds } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  /** The visible label next to the box; its accessible name. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message, linked with `aria-describedby`; sets `aria-invalid`. */
  error?: ReactNode;
  /** The mixed state ('some selected'); screen readers hear "mixed". */
  indeterminate?: boolean;
  /** Called with the new checked state (besides `onChange`). */
  onCheckedChange?: (checked: boolean) => void;
  containerClassName?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A labelled native checkbox. `ref` reaches the `<input type="checkbox">`. */
export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  onCheckedChange,
  onChange,
  id,
  disabled,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...rest
}: CheckboxProps) {
  const field = useFieldIds({ id, hint, error, describedBy });
  const inner = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };

  return (
    <div className={cx(styles.root, containerClassName)}>
      <input
        {...rest}
        ref={setRef}
        type="checkbox"
        id={field.controlId}
        disabled={disabled}
        className={cx(styles.input, className)}
        aria-invalid={field.hasError ? true : ariaInvalid}
        aria-describedby={field.describedBy}
        onChange={handleChange}
      />
      <div className={styles.text}>
        <label htmlFor={field.controlId} className={styles.label} data-disabled={disabled || undefined}>
          {label}
        </label>
        <FieldMessages hint={hint} error={error} hintId={field.hintId} errorId={field.errorId} />
      </div>
    </div>
  );
}
