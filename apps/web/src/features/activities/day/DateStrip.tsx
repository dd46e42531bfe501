import { Button, ChevronLeftIcon, ChevronRightIcon, IconButton, visuallyHidden } from '@faena/ui';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import {
  addDays,
  type DayLocale,
  dayLabel,
  dayOfMonth,
  type IsoDate,
  monthRangeLabel,
  weekdayShort,
  weekOf,
} from './calendar-days';
import * as styles from './DateStrip.css';

const TEXTS = {
  'es-MX': {
    days: 'Día',
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana siguiente',
    today: 'Hoy',
    todayMark: 'hoy',
  },
  'en-US': {
    days: 'Day',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    today: 'Today',
    todayMark: 'today',
  },
} as const satisfies Record<DayLocale, Record<string, string>>;

export interface DateStripProps {
  /** The selected date, 'YYYY-MM-DD'; the strip shows the week holding it. */
  value: IsoDate;
  /** Today's date in the person's time zone, 'YYYY-MM-DD' (see `todayIn`). */
  today: IsoDate;
  /** Sets the texts and the first day of the week (Monday for es-MX, Sunday for en-US). */
  locale: DayLocale;
  /** A date was chosen: a day, a week before or after (same weekday), or today. */
  onChange(date: IsoDate): void;
}

/**
 * The day view's week strip: the month of the shown week, previous/next week and 'Hoy', and the
 * week's seven days as a radio group (one checked, the selected date; arrows move it a day, into
 * the next or previous week at the ends; Home/End go to the week's first/last day). Controlled:
 * the week shown is always the one holding `value`.
 */
export function DateStrip({ value, today, locale, onChange }: DateStripProps) {
  const texts = TEXTS[locale];
  const week = weekOf(value, locale);
  const first = week[0]!;
  const last = week[6]!;
  const todayId = useId();
  const daysRef = useRef<HTMLDivElement>(null);
  // The date to focus once it is selected (after a key or 'Hoy'), so focus follows the selection
  // even when the week changes under it.
  const focusWhenSelected = useRef<IsoDate | null>(null);

  useEffect(() => {
    if (focusWhenSelected.current === null) return;
    if (focusWhenSelected.current === value) {
      daysRef.current?.querySelector<HTMLButtonElement>(`[data-date="${value}"]`)?.focus();
    }
    focusWhenSelected.current = null;
  }, [value]);

  const choose = (date: IsoDate, focus: boolean) => {
    if (focus) focusWhenSelected.current = date;
    if (date !== value) onChange(date);
  };

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: IsoDate) => {
    const target =
      event.key === 'ArrowLeft'
        ? addDays(date, -1)
        : event.key === 'ArrowRight'
          ? addDays(date, 1)
          : event.key === 'Home'
            ? first
            : event.key === 'End'
              ? last
              : null;
    if (target === null || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    choose(target, true);
  };

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <span className={styles.monthLabel}>{monthRangeLabel(first, last, locale)}</span>
        <div className={styles.controls}>
          <Button
            variant="ghost"
            size="sm"
            className={styles.todayButton}
            disabled={value === today}
            onClick={() => choose(today, true)}
          >
            {texts.today}
          </Button>
          <IconButton
            label={texts.previousWeek}
            icon={<ChevronLeftIcon />}
            size="sm"
            className={styles.navButton}
            onClick={() => choose(addDays(value, -7), false)}
          />
          <IconButton
            label={texts.nextWeek}
            icon={<ChevronRightIcon />}
            size="sm"
            className={styles.navButton}
            onClick={() => choose(addDays(value, 7), false)}
          />
        </div>
      </div>
      <div role="radiogroup" aria-label={texts.days} className={styles.days} ref={daysRef}>
        {week.map((date) => {
          const selected = date === value;
          const isToday = date === today;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a day shows its weekday over its number, and the arrows cross into the next week; a native radio does neither.
            <button
              key={date}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={dayLabel(date, locale)}
              aria-describedby={isToday ? todayId : undefined}
              tabIndex={selected ? 0 : -1}
              data-date={date}
              data-today={isToday || undefined}
              className={styles.day}
              onClick={() => choose(date, false)}
              onKeyDown={(event) => onDayKeyDown(event, date)}
            >
              <span className={styles.weekday} aria-hidden="true">
                {weekdayShort(date, locale)}
              </span>
              <span className={styles.dayNumber} aria-hidden="true">
                {dayOfMonth(date)}
              </span>
              <span className={styles.todayDot} aria-hidden="true" />
              {isToday ? (
                <span id={todayId} className={visuallyHidden}>
                  {texts.todayMark}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
