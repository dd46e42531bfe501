import { RangeInputs } from './basicControls.tsx';
import { NumberInput } from './NumberWidget.tsx';
import type { WidgetProps } from './types.ts';

/** Two numbers, 'Desde' and 'Hasta': the value is `{ start, end }`. */
export function NumRangeWidget(props: WidgetProps<'num_range'>) {
  const { field } = props;
  return (
    <RangeInputs
      widget={props as WidgetProps}
      renderInput={(_part, input) => (
        <NumberInput {...input} integer={false} min={field.min} max={field.max} step={field.step} />
      )}
    />
  );
}
