import { ArrowDownIcon, Spinner, useUiLocale } from '@faena/ui';
import type { CSSProperties, ReactNode } from 'react';
import type { DayLocale } from './calendar-days';
import * as styles from './PullToRefresh.css';
import { PULL_THRESHOLD, type PullPhase, usePullToRefresh } from './usePullToRefresh';

const TEXTS = {
  'es-MX': {
    pull: 'Desliza para actualizar',
    release: 'Suelta para actualizar',
    refreshing: 'Actualizando…',
  },
  'en-US': {
    pull: 'Pull to refresh',
    release: 'Release to refresh',
    refreshing: 'Refreshing…',
  },
} as const satisfies Record<DayLocale, Record<string, string>>;

/** The room (px) the spinner keeps above the content while refreshing. */
const REFRESHING_OFFSET = 48;

/** The content's offset for a pull: damped, and no further than 1.5 thresholds' worth. */
function offsetOf(phase: PullPhase, distance: number, threshold: number): number {
  if (phase === 'refreshing') return REFRESHING_OFFSET;
  if (phase === 'idle') return 0;
  return Math.round(Math.min(distance, threshold * 1.5) * 0.75);
}

/** The CSS custom property's name inside `var(--name)`, to set it inline. */
const varName = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+).*$/, '$1');

export interface PullToRefreshProps {
  /** Called when a pull is released past the threshold; a spinner shows until it settles. */
  onRefresh(): Promise<unknown>;
  children: ReactNode;
  /** The texts' language; the interface's language when omitted. */
  locale?: DayLocale;
  /** Pull distance (px) that arms the refresh; default 64. */
  threshold?: number;
  /** Ignores touches while true (e.g. while a dialog is open). */
  disabled?: boolean;
  className?: string;
}

/**
 * Wraps a page's content so that, on a touch screen at the top of the page, pulling it down and
 * letting go past the threshold refreshes it. Shows 'Desliza para actualizar' while pulling,
 * 'Suelta para actualizar' past the threshold, and a spinner 'Actualizando…' (role="status")
 * while `onRefresh` runs. The content follows the finger unless motion is reduced.
 */
export function PullToRefresh({
  onRefresh,
  children,
  locale,
  threshold = PULL_THRESHOLD,
  disabled,
  className,
}: PullToRefreshProps) {
  const uiLocale = useUiLocale();
  const texts = TEXTS[locale ?? (uiLocale === 'en-US' ? 'en-US' : 'es-MX')];
  const { ref, phase, distance } = usePullToRefresh({ onRefresh, threshold, disabled });
  const style = {
    [varName(styles.offset)]: `${offsetOf(phase, distance, threshold)}px`,
  } as CSSProperties;

  return (
    <div
      ref={ref}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-phase={phase}
      style={style}
    >
      <div className={styles.indicator}>
        {phase === 'refreshing' ? (
          <Spinner size="sm" label={texts.refreshing} showLabel />
        ) : phase === 'idle' ? null : (
          <>
            <span className={styles.arrow} aria-hidden="true">
              <ArrowDownIcon />
            </span>
            <span>{phase === 'ready' ? texts.release : texts.pull}</span>
          </>
        )}
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
