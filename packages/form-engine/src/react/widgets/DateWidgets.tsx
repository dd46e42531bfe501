import { fieldStyles } from '@faena/ui';
import type { ComponentProps } from 'react';
import { toDateTime } from '../../core/index.ts';
import { controlProps, RangeInputs } from './basicControls.tsx';
import type { WidgetProps } from './types.ts';

type DateInputType = 'date' | 'datetime-local' | 'time';

interface DateInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  type: DateInputType;
  value: unknown;
  onChange(value: unknown): void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the 'YYYY-MM-DDTHH:MM' a datetime-local input shows, in the device's time zone. */
export function toLocalDateTime(value: unknown): string {
  const date = toDateTime(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A native date, time or datetime-local input (the platform picker, right for phones). Dates keep
 * 'YYYY-MM-DD' and times 'HH:MM'; a datetime is stored as a UTC ISO string and shown in local time.
 */
function DateInput({ type, value, onChange, ...rest }: DateInputProps) {
  const local = type === 'datetime-local';
  return (
    <input
      {...rest}
      type={type}
      className={fieldStyles.input}
      value={local ? toLocalDateTime(value) : typeof value === 'string' ? value : ''}
      onChange={({ target }) => {
        // A partial entry reads as '' in every browser: no answer yet.
        if (target.value === '') onChange(undefined);
        else onChange(local ? new Date(target.value).toISOString() : target.value);
      }}
    />
  );
}

function SingleDate({ widget, type }: { widget: WidgetProps; type: DateInputType }) {
  const { field, value, onChange } = widget;
  return (
    <DateInput {...controlProps(widget)} name={field.name} type={type} value={value} onChange={onChange} />
  );
}

export function DateWidget(props: WidgetProps<'date'>) {
  return <SingleDate widget={props as WidgetProps} type="date" />;
}

export function DatetimeWidget(props: WidgetProps<'datetime'>) {
  return <SingleDate widget={props as WidgetProps} type="datetime-local" />;
}

export function TimeWidget(props: WidgetProps<'time'>) {
  return <SingleDate widget={props as WidgetProps} type="time" />;
}

/** Two dates, 'Desde' and 'Hasta': the value is `{ start, end }` ('YYYY-MM-DD'). */
export function DateRangeWidget(props: WidgetProps<'date_range'>) {
  return (
    <RangeInputs
      widget={props as WidgetProps}
      renderInput={(_part, input) => <DateInput {...input} type="date" />}
    />
  );
}
