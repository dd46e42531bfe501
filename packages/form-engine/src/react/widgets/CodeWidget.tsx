import { fieldStyles } from '@faena/ui';
import * as styles from './basic.css.ts';
import { controlProps } from './basicControls.tsx';
import type { WidgetProps } from './types.ts';

/** Code or any preformatted text: monospace, no spell check nor auto-correction. */
export function CodeWidget(props: WidgetProps<'code'>) {
  const { field, value, onChange } = props;
  return (
    <textarea
      {...controlProps(props)}
      name={field.name}
      className={`${fieldStyles.input} ${styles.code}`}
      value={typeof value === 'string' ? value : ''}
      placeholder={field.placeholder}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
