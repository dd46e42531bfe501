import { fieldStyles } from '@faena/ui';
import * as styles from './basic.css.ts';
import { controlProps } from './basicControls.tsx';
import type { WidgetProps } from './types.ts';
import { useSyncedText } from './uncontrolled.ts';

/** Code or any preformatted text: monospace, no spell check nor auto-correction. */
export function CodeWidget(props: WidgetProps<'code'>) {
  const { field, value, onChange } = props;
  const text = typeof value === 'string' ? value : '';
  // Uncontrolled (see TextWidget): typing does not re-render.
  const ref = useSyncedText<HTMLTextAreaElement>(text);
  return (
    <textarea
      ref={ref}
      {...controlProps(props)}
      name={field.name}
      className={`${fieldStyles.input} ${styles.code}`}
      defaultValue={text}
      placeholder={field.placeholder}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
