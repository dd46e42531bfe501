import { cva, type VariantProps } from 'class-variance-authority';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './Card.css.ts';

export const cardVariants = cva(styles.base, {
  variants: { variant: styles.variant, padding: styles.padding },
  defaultVariants: { variant: 'outlined', padding: 'md' },
});

export type CardVariant = NonNullable<VariantProps<typeof cardVariants>['variant']>;
export type CardPadding = NonNullable<VariantProps<typeof cardVariants>['padding']>;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The element: `div` (default), `section` / `article` (named by the title), `li`. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** `outlined` (default), `elevated` (shadow), `muted` (tinted background). */
  variant?: CardVariant;
  /** Inner spacing: `none`, `sm`, `md` (default), `lg`. */
  padding?: CardPadding;
  /** A heading at the top; it names a `section` / `article` card. */
  title?: ReactNode;
  /** The heading level of `title` (default `h3`). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Text under the title. */
  description?: ReactNode;
  /** Controls at the top end (an `IconButton`, a `DropdownMenu`). */
  actions?: ReactNode;
  /** A row of buttons at the bottom. */
  footer?: ReactNode;
}

/** A surface grouping related content, with an optional header (title, description, actions) and footer. */
export function Card({
  as: Tag = 'div',
  variant,
  padding,
  title,
  titleAs: Heading = 'h3',
  description,
  actions,
  footer,
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== '';
  const hasHeader = hasTitle || description || actions;
  const named =
    hasTitle && (Tag === 'section' || Tag === 'article') && !rest['aria-label'] && !rest['aria-labelledby'];
  return (
    <Tag
      {...rest}
      className={cardVariants({ variant, padding, className })}
      aria-labelledby={named ? titleId : rest['aria-labelledby']}
      data-variant={variant ?? 'outlined'}
    >
      {hasHeader ? (
        <div className={styles.header}>
          <div className={styles.headings}>
            {hasTitle ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Tag>
  );
}
