import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import * as styles from './Button.css.ts';

export const buttonVariants = cva(styles.base, {
  variants: {
    variant: styles.variant,
    size: styles.buttonSize,
    fullWidth: { true: styles.fullWidth, false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentProps<'button'> {
  /** Visual weight: `primary` (default) for the main action, `danger` for destructive ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks; the button stays focusable. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** An icon before the label (hidden from screen readers; the label names the button). */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
}

export function Button({
  variant,
  size,
  loading = false,
  fullWidth,
  disabled,
  type = 'button',
  className,
  startIcon,
  endIcon,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const texts = useUiText();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={buttonVariants({ variant, size, fullWidth, className })}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-variant={variant ?? 'primary'}
      onClick={handleClick}
    >
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" data-slot="spinner" />
      ) : startIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      {children}
      {loading ? <span className={visuallyHidden}>{texts.button.loading}</span> : null}
      {endIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {endIcon}
        </span>
      ) : null}
    </button>
  );
}
