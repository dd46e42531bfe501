import type { ReactNode } from 'react';
import * as styles from './PageHeader.css.ts';

export interface PageHeaderProps {
  /** The screen's title: its one `h1` unless `titleAs` says otherwise. */
  title: ReactNode;
  /** One line under the title: what the screen is for. */
  description?: ReactNode;
  /** Buttons or links for the whole screen; beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  /** The heading level (default `h1`). */
  titleAs?: 'h1' | 'h2';
  /** The heading's id, for `aria-labelledby` on the screen's region. */
  titleId?: string;
  /** Extra content under the title row (tabs, filters). */
  children?: ReactNode;
  className?: string;
}

/** The one header of every screen with a title: title, one-line description, actions. */
export function PageHeader({
  title,
  description,
  actions,
  titleAs: Heading = 'h1',
  titleId,
  children,
  className,
}: PageHeaderProps) {
  return (
    <header className={[styles.root, className].filter(Boolean).join(' ')} data-page-header="">
      <div className={styles.row}>
        <div className={styles.headings}>
          <Heading className={styles.title} {...(titleId ? { id: titleId } : {})}>
            {title}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}
