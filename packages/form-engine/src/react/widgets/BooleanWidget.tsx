import { OptionGroup } from './basicControls.tsx';
import type { WidgetProps } from './types.ts';

/** Sí / No as two radios, so 'not answered' stays distinct from 'No' (a checkbox could not tell). */
export function BooleanWidget(props: WidgetProps<'boolean'>) {
  const { value, onChange, required, t } = props;
  return (
    <OptionGroup
      type="radio"
      look="card"
      options={[
        { value: 'true', content: t('yes') },
        { value: 'false', content: t('no') },
      ]}
      selected={typeof value === 'boolean' ? [String(value)] : []}
      onToggle={(next) => onChange(next === 'true')}
      onClear={required ? undefined : () => onChange(undefined)}
      widget={props}
    />
  );
}
