import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './IconButton.css.ts';

export const iconButtonVariants = cva(styles.base, {
  variants: { variant: styles.variant, size: styles.iconButtonSize },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariant = NonNullable<VariantProps<typeof iconButtonVariants>['variant']>;
export type IconButtonSize = NonNullable<VariantProps<typeof iconButtonVariants>['size']>;

export interface IconButtonProps extends ComponentProps<'button'> {
  /** The accessible name (`aria-label`), also shown as the native tooltip (`title`). Required. */
  label: string;
  /** The icon (hidden from screen readers; `label` names the button). */
  icon: ReactNode;
  /** `ghost` (default), `secondary` or `primary`. */
  variant?: IconButtonVariant;
  /** `sm` 32px, `md` 40px (default), `lg` 48px square. */
  size?: IconButtonSize;
}

/** A square button showing only an icon. `type` defaults to `"button"`; `ref` reaches the `<button>`. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  type = 'button',
  className,
  title,
  children,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={iconButtonVariants({ variant, size, className })}
      data-variant={variant ?? 'ghost'}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {children}
    </button>
  );
}
