/** ISO 8601 durations as the days/hours/minutes the panel edits. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

const SIMPLE = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** The parts of `iso`, or null when it uses years, months, seconds or is not a duration. */
export function parseDuration(iso: string | undefined): DurationParts | null {
  const text = iso?.trim() ?? '';
  const match = SIMPLE.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return null;
  const [weeks, days, hours, minutes] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  return { days: weeks * 7 + days, hours, minutes };
}

/** `P2DT4H`; undefined when every part is zero (no duration). */
export function formatDuration({ days, hours, minutes }: DurationParts): string | undefined {
  if (days + hours + minutes === 0) return undefined;
  const date = days ? `${days}D` : '';
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`;
  return `P${date}${time ? `T${time}` : ''}`;
}

/** A `datetime-local` input value (local time) for an ISO date-time, '' when it is not one. */
export function toLocalInput(iso: string | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO date-time (UTC) of a `datetime-local` value, undefined when empty or invalid. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** "2 d 4 h 30 min" for a duration the panel reads, else the ISO text as written. */
export function describeDuration(iso: string): string {
  const parts = parseDuration(iso);
  if (!parts) return iso;
  const text = [
    parts.days ? `${parts.days} d` : '',
    parts.hours ? `${parts.hours} h` : '',
    parts.minutes ? `${parts.minutes} min` : '',
  ].filter(Boolean);
  return text.join(' ') || iso;
}

/** A fixed date-time in the reader's words ("1 dic 2026, 9:30"), else the text as written. */
export function describeDate(iso: string, locale: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time)
    ? iso
    : new Date(time).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
