import { fieldStyles } from '@faena/ui';
import type { ComponentProps } from 'react';
import { DEFAULT_STEP, type FieldOfType, parseNumberInput } from '../../core/index.ts';
import { controlProps } from './basicControls.tsx';
import type { WidgetProps } from './types.ts';
import { useSyncedText } from './uncontrolled.ts';

const formatNumber = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

/** Decimal places of a number as written (0.25 → 2), to step without 0.1 + 0.2 drift. */
const places = (n: number) => (String(n).split('.')[1] ?? '').length;

export interface NumberInputProps
  extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'min' | 'max' | 'step' | 'type'> {
  value: unknown;
  onChange(value: number | undefined): void;
  integer: boolean;
  min?: number;
  max?: number;
  step?: number;
}

/**
 * A number typed as text (SPEC 5): the raw text stays in the input while typing ('-', '1.', '1e'),
 * the value is what core `parseNumberInput` keeps: integers rounded, non-numeric input ignored,
 * blank cleared. The input is uncontrolled, so typing re-renders nothing; a value from outside
 * that the text does not stand for replaces it. min/max only inform assistive technology (a
 * spinbutton; ↑/↓ step); the store validates.
 */
export function NumberInput({
  value,
  onChange,
  integer,
  min,
  max,
  step = DEFAULT_STEP,
  readOnly,
  disabled,
  ...rest
}: NumberInputProps) {
  const current = parseNumberInput(value, { integer });
  const ref = useSyncedText<HTMLInputElement>(formatNumber(value), (dom) =>
    Object.is(parseNumberInput(dom, { integer, previous: current }), current),
  );

  const commit = (input: HTMLInputElement) => {
    const previous = parseNumberInput(input.getAttribute('aria-valuenow') ?? undefined, { integer });
    const next = parseNumberInput(input.value, { integer, previous });
    // Kept in step by hand: the widget may not re-render for its own change.
    if (next === undefined) input.removeAttribute('aria-valuenow');
    else input.setAttribute('aria-valuenow', String(next));
    onChange(next);
  };

  const stepBy = (input: HTMLInputElement, direction: 1 | -1) => {
    const base = parseNumberInput(input.getAttribute('aria-valuenow') ?? undefined) ?? min ?? 0;
    let next = Number((base + direction * step).toFixed(Math.max(places(base), places(step))));
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    input.value = String(next);
    commit(input);
  };

  return (
    <input
      {...rest}
      ref={ref}
      type="text"
      role="spinbutton"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      className={fieldStyles.input}
      defaultValue={formatNumber(value)}
      readOnly={readOnly}
      disabled={disabled}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={current}
      onChange={(event) => commit(event.currentTarget)}
      // Leaving the field shows what was kept: '2.6' → '3' in an integer field, 'abc' → the previous number.
      onBlur={(event) => {
        const kept = event.currentTarget.getAttribute('aria-valuenow');
        event.currentTarget.value = kept ?? '';
      }}
      onKeyDown={(event) => {
        if (readOnly || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        stepBy(event.currentTarget, event.key === 'ArrowUp' ? 1 : -1);
      }}
    />
  );
}

/** integer, float and decimal fields. */
export function NumberWidget<T extends 'integer' | 'float' | 'decimal'>(props: WidgetProps<T>) {
  const { value, onChange } = props;
  // Generic so that one component serves each type's entry; the field is one of the three.
  const field = props.field as FieldOfType<'integer' | 'float' | 'decimal'>;
  return (
    <NumberInput
      {...controlProps(props)}
      name={field.name}
      placeholder={field.placeholder}
      value={value}
      onChange={onChange}
      integer={field.type === 'integer'}
      min={field.min}
      max={field.max}
      step={field.step}
    />
  );
}
