import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ClockIcon,
  MinusIcon,
} from '../../components/Icons/Icons.tsx';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { formatText } from '../format.ts';
import * as styles from './PriorityIndicator.css.ts';

/** SPEC 3: the allowed activity priority values, most urgent first (0 is a reminder). */
export const ACTIVITY_PRIORITIES = [0, 2, 3, 4, 5, 6, 7, 8] as const;
export type ActivityPriority = (typeof ACTIVITY_PRIORITIES)[number];
export type PriorityName =
  | 'reminder'
  | 'critical'
  | 'veryHigh'
  | 'high'
  | 'medium'
  | 'low'
  | 'veryLow'
  | 'lowest';

/** SPEC 9: an activity's default priority. */
export const DEFAULT_ACTIVITY_PRIORITY: ActivityPriority = 5;

export const PRIORITY_NAMES: Record<ActivityPriority, PriorityName> = {
  0: 'reminder',
  2: 'critical',
  3: 'veryHigh',
  4: 'high',
  5: 'medium',
  6: 'low',
  7: 'veryLow',
  8: 'lowest',
};

/**
 * SPEC 4: a value outside the allowed set falls to the nearest lower allowed value (1 gives 0,
 * 9 gives 8); non-numbers give the default (5).
 */
export function normalizePriority(value: number | null | undefined): ActivityPriority {
  if (value === null || value === undefined || !Number.isFinite(value)) return DEFAULT_ACTIVITY_PRIORITY;
  let result: ActivityPriority = 0;
  for (const allowed of ACTIVITY_PRIORITIES) if (allowed <= value) result = allowed;
  return result;
}

const icons: Record<PriorityName, ReactNode> = {
  reminder: <ClockIcon />,
  critical: (
    <>
      <ChevronUpIcon />
      <ChevronUpIcon />
      <ChevronUpIcon />
    </>
  ),
  veryHigh: (
    <>
      <ChevronUpIcon />
      <ChevronUpIcon />
    </>
  ),
  high: <ArrowUpIcon />,
  medium: <MinusIcon />,
  low: <ArrowDownIcon />,
  veryLow: (
    <>
      <ChevronDownIcon />
      <ChevronDownIcon />
    </>
  ),
  lowest: (
    <>
      <ChevronDownIcon />
      <ChevronDownIcon />
      <ChevronDownIcon />
    </>
  ),
};

const stacked: ReadonlySet<PriorityName> = new Set(['critical', 'veryHigh', 'veryLow', 'lowest']);

const priorityVariants = cva(styles.base, { variants: { tone: styles.tone } });

export interface PriorityIndicatorProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** SPEC 3 value (0, 2–8); others are normalised (`normalizePriority`). */
  priority: number;
  /** Shows the priority name next to the arrows (the accessible name is there either way). */
  showLabel?: boolean;
}

/**
 * An activity priority as arrows: three up for critical (2) down to three down for lowest (8), a
 * clock for a reminder (0). It is an image named 'Prioridad: Crítica' etc.
 */
export function PriorityIndicator({
  priority,
  showLabel = false,
  className,
  ...rest
}: PriorityIndicatorProps) {
  const texts = useUiText();
  const value = normalizePriority(priority);
  const name = PRIORITY_NAMES[value];
  const label = formatText(texts.priority.label, { name: texts.priority[name] });
  return (
    <span
      {...rest}
      role="img"
      aria-label={label}
      title={label}
      className={priorityVariants({ tone: name, className })}
      data-priority={value}
      data-name={name}
    >
      <span className={[styles.icons, stacked.has(name) ? '' : styles.single].join(' ')} aria-hidden="true">
        {icons[name]}
      </span>
      {showLabel ? <span aria-hidden="true">{texts.priority[name]}</span> : null}
    </span>
  );
}
