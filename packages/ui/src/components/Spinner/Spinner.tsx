import { cx } from 'class-variance-authority';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import * as styles from './Spinner.css.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** What is loading, for screen readers (default 'Cargando…' / 'Loading…'). */
  label?: string;
  /** Also show the label next to the spinner. */
  showLabel?: boolean;
  /** `sm` 16px, `md` 24px (default), `lg` 40px. */
  size?: SpinnerSize;
  className?: string;
}

/** A loading indicator: `role="status"`, so screen readers announce its label politely. */
export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const texts = useUiText();
  const text = label ?? texts.spinner.loading;
  return (
    <span role="status" className={cx(styles.root, className)} data-size={size}>
      <span className={cx(styles.circle, styles.spinnerSize[size])} aria-hidden="true" data-slot="circle" />
      <span className={showLabel ? styles.visibleLabel : visuallyHidden}>{text}</span>
    </span>
  );
}
