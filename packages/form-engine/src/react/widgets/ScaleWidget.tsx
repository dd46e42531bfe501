import { type Interpretation, parseNumberInput } from '../../core/index.ts';
import * as styles from './basic.css.ts';
import { OptionGroup } from './basicControls.tsx';
import type { WidgetProps } from './types.ts';

const places = (n: number) => (String(n).split('.')[1] ?? '').length;

/** The values of a linear scale, start to stop by step, without float drift (0.1 + 0.2). */
export function scaleValues(start: number, stop: number, step: number): number[] {
  if (!(step > 0) || stop < start) return [start];
  const digits = Math.max(places(start), places(step));
  // The epsilon keeps the last value when (stop - start) / step lands just under an integer.
  const count = Math.floor((stop - start) / step + 1e-9);
  return Array.from({ length: count + 1 }, (_, index) => Number((start + index * step).toFixed(digits)));
}

/** The interpretation naming `value`: 'between' covers start ≤ v ≤ stop, 'equal' only v = start. */
export function interpretationOf(
  interpretations: readonly Interpretation[] | undefined,
  value: number | undefined,
): Interpretation | undefined {
  if (value === undefined) return undefined;
  return interpretations?.find((item) =>
    item.type === 'equal' ? value === item.start : value >= item.start && value <= (item.stop ?? item.start),
  );
}

/**
 * A linear scale (value_in_num_range): one radio per value, the end labels under the ends and the
 * matching interpretation's name under the scale, announced politely as it changes.
 */
export function ScaleWidget(props: WidgetProps<'value_in_num_range'>) {
  const { field, value, onChange, id, required } = props;
  const current = parseNumberInput(value);
  const values = scaleValues(field.start, field.stop, field.step);
  const startLabelId = field.start_label ? `${id}-start-label` : undefined;
  const stopLabelId = field.stop_label ? `${id}-stop-label` : undefined;
  return (
    <OptionGroup
      type="radio"
      look="button"
      options={values.map((item, index) => ({
        value: String(item),
        content: item,
        describedBy: index === 0 ? startLabelId : index === values.length - 1 ? stopLabelId : undefined,
      }))}
      selected={current === undefined ? [] : [String(current)]}
      onToggle={(next) => onChange(Number(next))}
      onClear={required ? undefined : () => onChange(undefined)}
      below={
        <>
          {startLabelId || stopLabelId ? (
            <div className={styles.scaleEnds}>
              <span id={startLabelId}>{field.start_label}</span>
              <span id={stopLabelId}>{field.stop_label}</span>
            </div>
          ) : null}
          {field.interpretations?.length ? (
            <p className={styles.interpretation} aria-live="polite">
              {interpretationOf(field.interpretations, current)?.name}
            </p>
          ) : null}
        </>
      }
      widget={props}
    />
  );
}
