import { fieldStyles } from '@faena/ui';
import type { WidgetProps } from './types.ts';

/**
 * The reference single-control widget: the input carries `id`, `aria-describedby`,
 * `aria-invalid` and `aria-required`; the shell renders the label, messages and 'No aplica'.
 */
export function TextWidget({
  field,
  value,
  onChange,
  id,
  describedBy,
  invalid,
  readOnly,
  disabled,
  required,
}: WidgetProps<'text'>) {
  return (
    <input
      id={id}
      name={field.name}
      type="text"
      className={fieldStyles.input}
      value={typeof value === 'string' ? value : ''}
      placeholder={field.placeholder}
      readOnly={readOnly}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
