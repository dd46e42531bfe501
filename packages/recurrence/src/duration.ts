/**
 * RFC 5545 section 3.3.6 durations as an activity holds them: whole days, counted on the wall
 * clock (P1D is "the same time tomorrow", 23 or 25 hours across a DST change), then seconds.
 */

export interface Duration {
  days: number;
  seconds: number;
}

/**
 * P<n>W, or P<n>D with an optional time part, or a time part alone (T<n>H<n>M<n>S, each optional
 * but at least one). A leading "+" is allowed; negative durations make no sense for a task and
 * are refused.
 */
const DURATION_PATTERN =
  /^\+?P(?:(\d+)W|(\d+)D(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?|T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)$/;

export function isValidDuration(value: string): boolean {
  return DURATION_PATTERN.test(value);
}

/** The days and seconds a duration text says; null when it is not an RFC 5545 duration. */
export function parseDuration(value: string): Duration | null {
  const match = DURATION_PATTERN.exec(value.toUpperCase());
  if (!match) return null;
  const number = (index: number) => Number(match[index] ?? 0);
  const days = number(1) * 7 + number(2);
  const seconds = (number(3) + number(6)) * 3_600 + (number(4) + number(7)) * 60 + number(5) + number(8);
  return { days, seconds };
}

/** A duration of whole days plus seconds, as RFC 5545 writes it (P2DT1H30M, PT45M, P1D). */
export function formatDuration(days: number, seconds: number): string {
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  if (days === 0 && time === '') return 'PT0S';
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}
