/**
 * Dates as the activities screens show them: in the person's zone (the browser's), in the
 * interface's language.
 */
import type { DayLocale } from './day/calendar-days';

export const localeOf = (language: string): DayLocale => (language.startsWith('en') ? 'en-US' : 'es-MX');

/** The zone the person's days begin in: the device's. */
export function personZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Mexico_City';
}

const timeFormat = (locale: DayLocale, zone: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone });

const dateTimeFormat = (locale: DayLocale, zone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: zone });

/** '08:00 – 08:30'; when it ends on another day, the end with its date. */
export function timeRange(start: string, due: string, zone: string, locale: DayLocale): string {
  const from = new Date(start);
  const to = new Date(due);
  const sameDay =
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(from) ===
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(to);
  const end = sameDay
    ? timeFormat(locale, zone).format(to)
    : new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: zone,
      }).format(to);
  if (start === due) return timeFormat(locale, zone).format(from);
  return `${timeFormat(locale, zone).format(from)} – ${end}`;
}

export const fullDateTime = (value: string, zone: string, locale: DayLocale) =>
  dateTimeFormat(locale, zone).format(new Date(value));
