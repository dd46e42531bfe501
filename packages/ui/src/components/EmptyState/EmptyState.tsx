import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** A decorative icon (hidden from screen readers), shown in a circle. */
  icon?: ReactNode;
  /** What is empty ('No hay actividades'). */
  title: ReactNode;
  /** The heading level of `title` (default `h2`). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Why, or what to do next. */
  description?: ReactNode;
  /** A call to action (a `Button`). */
  action?: ReactNode;
  className?: string;
}

/** A centred message for an empty list or screen, with an optional icon and action. */
export function EmptyState({
  icon,
  title,
  titleAs: Heading = 'h2',
  description,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
