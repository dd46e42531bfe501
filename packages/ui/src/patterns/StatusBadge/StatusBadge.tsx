import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import * as styles from './StatusBadge.css.ts';

/** SPEC 4: the computed display status of an activity. */
export const ACTIVITY_DISPLAY_STATUSES = [
  'SCHEDULED',
  'ACTIVE',
  'COMPLETED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type ActivityDisplayStatus = (typeof ACTIVITY_DISPLAY_STATUSES)[number];

const statusBadgeVariants = cva(styles.base, { variants: { status: styles.status } });

export interface StatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  status: ActivityDisplayStatus;
}

/** An activity's display status as a coloured pill with its `ui` label ('Programada', 'Vencida'…). */
export function StatusBadge({ status, className, ...rest }: StatusBadgeProps) {
  const texts = useUiText();
  return (
    <span {...rest} className={statusBadgeVariants({ status, className })} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {texts.statusBadge[status]}
    </span>
  );
}
