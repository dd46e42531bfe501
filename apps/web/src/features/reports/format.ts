import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnType, ReportCell } from './model';

export type Language = 'es-MX' | 'en-US';

export const languageOf = (language: string | undefined): Language =>
  language === 'en-US' ? 'en-US' : 'es-MX';

/** A date-only value ("2026-03-02") is a calendar day, not a UTC instant: shown as that day. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(value: string): Date {
  return DATE_ONLY.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

/** How one report's values read in a language: numbers, percentages, durations, dates. */
export interface ReportFormat {
  cell(type: ColumnType, value: ReportCell): string;
  number(value: number): string;
  percent(value: number): string;
  duration(seconds: number): string;
  date(value: string): string;
  dateTime(value: string): string;
}

/**
 * The formatter for a language. Percent columns hold 0..100 (one decimal), durations seconds,
 * dates ISO strings (a date-only value is that calendar day in any zone).
 */
export function reportFormat(language: Language, t: TFunction): ReportFormat {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  const duration = (seconds: number) => {
    const abs = Math.abs(seconds);
    if (abs < 60) return t('reports:view.durationSeconds', { value: oneDecimal.format(seconds) });
    if (abs < 3600) return t('reports:view.durationMinutes', { value: oneDecimal.format(seconds / 60) });
    if (abs < 86_400) return t('reports:view.durationHours', { value: oneDecimal.format(seconds / 3600) });
    return t('reports:view.durationDays', { value: oneDecimal.format(seconds / 86_400) });
  };
  const formatDate = (value: string) => {
    const parsed = dayOf(value);
    if (Number.isNaN(parsed.getTime())) return value;
    // A date-only value is pinned to noon UTC; an instant is shown as the day it is in UTC too,
    // so a week's Monday stays Monday wherever the viewer is.
    return date.format(parsed);
  };
  const formatDateTime = (value: string) => {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : dateTime.format(parsed);
  };

  return {
    number: (value) => number.format(value),
    percent: (value) => percent.format(value / 100),
    duration,
    date: formatDate,
    dateTime: formatDateTime,
    cell(type, value) {
      if (value === null || value === undefined || value === '') return t('reports:view.none');
      if (type === 'text') return String(value);
      if (type === 'date') return formatDate(String(value));
      const numeric = typeof value === 'number' ? value : Number(value);
      if (Number.isNaN(numeric)) return String(value);
      if (type === 'percent') return percent.format(numeric / 100);
      if (type === 'duration') return duration(numeric);
      return number.format(numeric);
    },
  };
}

/** The report formatter in the interface's current language. */
export function useReportFormat(): ReportFormat {
  const { t, i18n } = useTranslation('reports');
  const language = languageOf(i18n.language);
  return useMemo(() => reportFormat(language, t), [language, t]);
}

/** Whether a column's values are numbers (right-aligned, charted). */
export const isNumeric = (type: ColumnType) => type !== 'text' && type !== 'date';
