/**
 * ISO 8601 durations (`P2D`, `PT1H30M`, `P1Y2M`, `P1W`) and timer due dates, on epoch milliseconds.
 * Years and months are calendar steps (UTC), so `P1M` from Jan 31 lands on Mar 3 like Date does.
 */
const DURATION =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** `from` plus the duration, or undefined when `iso` is not a duration. */
export function addDuration(from: number, iso: string): number | undefined {
  const match = DURATION.exec(iso.trim());
  if (!match || iso.trim() === 'P' || iso.trim().endsWith('T')) return undefined;
  const [years, months, weeks, days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number, number];
  const date = new Date(from);
  if (years || months) date.setUTCMonth(date.getUTCMonth() + years * 12 + months);
  return date.getTime() + ((weeks * 7 + days) * 86_400 + hours * 3_600 + minutes * 60 + seconds) * 1000;
}

/** When a timer set at `now` fires: its duration from now, else its absolute date. */
export function timerDueAt(
  timer: { duration?: string; date?: string } | undefined,
  now: number,
): number | undefined {
  if (timer?.duration) return addDuration(now, timer.duration);
  if (timer?.date) {
    const time = Date.parse(timer.date);
    return Number.isNaN(time) ? undefined : time;
  }
  return undefined;
}
