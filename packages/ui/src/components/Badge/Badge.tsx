import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import * as styles from './Badge.css.ts';

export const badgeVariants = cva(styles.base, {
  variants: { tone: styles.tone },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export interface BadgeProps {
  /** A number to show; above `max` it shows `max+` ('99+'). Zero shows nothing (unless there are children). */
  count?: number;
  /** The largest count shown as is (default 99, SPEC 2.3). */
  max?: number;
  /** Colour: `neutral` (default), `primary`, `danger`, `success`, `warning`, `info`. */
  tone?: BadgeTone;
  /** Text content (a status word) instead of a count. */
  children?: ReactNode;
  /** What screen readers hear instead of the visible text, e.g. '5 notificaciones sin leer'. */
  label?: string;
  className?: string;
}

/** The visible text of a count badge: the number, or `max+` above `max`. */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** A small pill with a count or a short status. Renders nothing without a count or content. */
export function Badge({ count, max = 99, tone, children, label, className }: BadgeProps) {
  const hasChildren = children !== undefined && children !== null && children !== false && children !== '';
  const hasCount = count !== undefined && count > 0;
  if (!hasChildren && !hasCount) return null;
  const content = hasChildren ? children : formatBadgeCount(count ?? 0, max);
  return (
    <span className={badgeVariants({ tone, className })} data-tone={tone ?? 'neutral'}>
      {label ? (
        <>
          <span aria-hidden="true">{content}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        content
      )}
    </span>
  );
}
