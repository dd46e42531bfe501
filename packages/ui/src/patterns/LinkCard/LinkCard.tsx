import type { ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../link.tsx';
import * as styles from './LinkCard.css.ts';

export interface LinkCardProps {
  href: string;
  /** What the card leads to: its accessible name. */
  title: ReactNode;
  /** One line of purpose under the title. */
  description?: ReactNode;
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  renderLink?: RenderLink;
}

/** A card that is one link: icon, name and one line of purpose (hubs, quick links). */
export function LinkCard({ href, title, description, icon, renderLink = defaultRenderLink }: LinkCardProps) {
  return renderLink({
    href,
    className: styles.card,
    children: (
      <>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className={styles.body}>
          <span className={styles.title}>{title}</span>
          {/* The space keeps title and purpose apart in the link's accessible name. */}
          {description ? (
            <>
              {' '}
              <span className={styles.description}>{description}</span>
            </>
          ) : null}
        </span>
      </>
    ),
  });
}

export interface LinkCardGridProps {
  /** The list's accessible name. */
  label: string;
  children: ReactNode;
}

/** Link cards in a responsive grid: one column on a phone, as many 16rem columns as fit. */
export function LinkCardGrid({ label, children }: LinkCardGridProps) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {children}
    </ul>
  );
}

/** One cell of a `LinkCardGrid`. */
export function LinkCardGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
