/** "hace 5 minutos", "ayer"…: the time since `date`, in the person's language. */
export function relativeTime(date: Date, now: Date, locale: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 45) return format.format(0, 'second');
  if (abs < 45 * 60) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 22 * 3600) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 26 * 86400) return format.format(Math.round(seconds / 86400), 'day');
  if (abs < 320 * 86400) return format.format(Math.round(seconds / (30 * 86400)), 'month');
  return format.format(Math.round(seconds / (365 * 86400)), 'year');
}
