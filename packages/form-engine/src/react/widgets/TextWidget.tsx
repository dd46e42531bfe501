import { fieldStyles } from '@faena/ui';
import type { WidgetProps } from './types.ts';
import { useSyncedText } from './uncontrolled.ts';

/**
 * The reference single-control widget: the input carries `id`, `aria-describedby`,
 * `aria-invalid` and `aria-required`; the shell renders the label, messages and 'No aplica'.
 * Uncontrolled (registered so): the DOM keeps what is typed, so a keystroke costs no React commit.
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
  const text = typeof value === 'string' ? value : '';
  const ref = useSyncedText<HTMLInputElement>(text);
  return (
    <input
      ref={ref}
      id={id}
      name={field.name}
      type="text"
      className={fieldStyles.input}
      defaultValue={text}
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
