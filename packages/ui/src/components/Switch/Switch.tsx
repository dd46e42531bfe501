import { cx } from 'class-variance-authority';
import { type ComponentProps, type MouseEvent, type ReactNode, useState } from 'react';
import { FieldMessages, useFieldIds } from '../Field/Field.tsx';
import * as styles from './Switch.css.ts';

export type SwitchSize = 'sm' | 'md';

export interface SwitchProps
  extends Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children' | 'role'> {
  /** The visible label; the switch's accessible name. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Controlled state; pair with `onCheckedChange`. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** With `name`, a hidden input submits `value` (default `'on'`) while on, like a checkbox. */
  name?: string;
  value?: string;
  /** `sm` or `md` (default). */
  size?: SwitchSize;
  containerClassName?: string;
}

/** An on/off toggle: a `<button role="switch" aria-checked>`, toggled by click, Space and Enter. */
export function Switch({
  label,
  hint,
  checked,
  defaultChecked = false,
  onCheckedChange,
  name,
  value = 'on',
  size = 'md',
  id,
  disabled,
  className,
  containerClassName,
  onClick,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: SwitchProps) {
  const field = useFieldIds({ id, hint, describedBy });
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const isOn = checked ?? uncontrolled;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (checked === undefined) setUncontrolled(!isOn);
    onCheckedChange?.(!isOn);
  };

  return (
    <div className={cx(styles.root, containerClassName)}>
      <button
        {...rest}
        ref={ref}
        type="button"
        role="switch"
        id={field.controlId}
        aria-checked={isOn}
        aria-describedby={field.describedBy}
        disabled={disabled}
        data-state={isOn ? 'on' : 'off'}
        className={cx(styles.track, styles.trackSize[size], styles.travel[size], className)}
        onClick={handleClick}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
      {name && isOn ? <input type="hidden" name={name} value={value} /> : null}
      <div className={styles.text}>
        <label htmlFor={field.controlId} className={styles.label}>
          {label}
        </label>
        <FieldMessages hint={hint} hintId={field.hintId} errorId={field.errorId} />
      </div>
    </div>
  );
}
