import { cx } from 'class-variance-authority';
import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css.ts';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  /** `text` (a line, 1em high; default), `rect`, `circle`. */
  shape?: SkeletonShape;
  /** CSS width (default 100%; a circle defaults to its height). */
  width?: CSSProperties['width'];
  /** CSS height (default 1em for text, 2.5rem otherwise). */
  height?: CSSProperties['height'];
  /** For `text`: the number of lines (the last one shorter). */
  lines?: number;
  className?: string;
}

/**
 * A grey placeholder while content loads. Hidden from screen readers: mark the loading region
 * with `aria-busy="true"` (and a `Spinner` or text) for them.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const resolvedHeight = height ?? (shape === 'text' ? '1em' : '2.5rem');
  const resolvedWidth = width ?? (shape === 'circle' ? resolvedHeight : '100%');
  const block = (key: number, lineWidth: CSSProperties['width']) => (
    <span
      key={key}
      className={cx(styles.base, styles.shape[shape], lines === 1 ? className : undefined)}
      style={{ width: lineWidth, height: resolvedHeight }}
      aria-hidden="true"
      data-shape={shape}
    />
  );
  if (shape !== 'text' || lines <= 1) return block(0, resolvedWidth);
  return (
    <span className={cx(styles.lines, className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => block(index, index === lines - 1 ? '60%' : resolvedWidth))}
    </span>
  );
}
