import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { StatusIllustration, type StatusKind } from '../../illustrations/illustrations.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /**
   * Which case this is, and so which illustration: `empty` (default), `not-found`,
   * `not-available`, `error`, `no-organization`.
   */
  kind?: StatusKind;
  /** Replaces the case's illustration with a small decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** What is empty ('No hay actividades'). One short line. */
  title: ReactNode;
  /** The heading level of `title` (default `h2`; `h1` when it is the whole screen). */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4';
  /** Why, or what to do next: one line. */
  description?: ReactNode;
  /** The useful next action (a `Button` or a link styled as one). */
  action?: ReactNode;
  /**
   * `section` (default): inside a list or card. `screen`: the whole content area, centred in it
   * (not-found, not available, errors, no organisation).
   */
  size?: 'section' | 'screen';
  /** The root element (default `div`; `main` for a page without app chrome). */
  as?: 'div' | 'main' | 'section';
  /** More below the action (an error's details, a way to another organisation). */
  children?: ReactNode;
  className?: string;
}

/**
 * The one pattern for every empty, not-found, not-available, error and no-organisation case: a
 * decorative illustration, a title, one line and a useful next action, centred.
 */
export function EmptyState({
  kind = 'empty',
  icon,
  title,
  titleAs: Heading = 'h2',
  description,
  action,
  size = 'section',
  as: Root = 'div',
  children,
  className,
}: EmptyStateProps) {
  return (
    <Root className={cx(styles.root, className)} data-size={size} data-status={kind}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : (
        <StatusIllustration kind={kind} className={styles.illustration} />
      )}
      <div className={styles.text}>
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {children}
    </Root>
  );
}
