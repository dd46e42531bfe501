/**
 * ISO 8601 durations (`P2D`, `PT1H30M`, `P1Y2M`, `P1W`) and timer due dates, on epoch milliseconds.
 * Years and months are calendar steps (UTC), so `P1M` from Jan 31 lands on Mar 3 like Date does.
 */
const DURATION =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * The longest duration Faena schedules: 100 years. Longer ones (`P999999999Y`,
 * `PT9999999999999999S`) are refused like malformed ones, so a due date is always a real date.
 */
export const MAX_DURATION_MS = 100 * 366 * 86_400_000;

/** Epoch milliseconds a JavaScript Date can hold (±100,000,000 days). */
const MAX_TIME = 8.64e15;

const isTime = (time: number) => Number.isFinite(time) && Math.abs(time) <= MAX_TIME;

/**
 * `from` plus the duration, or undefined when `iso` is not a duration, is longer than
 * `MAX_DURATION_MS`, or would land outside the dates JavaScript can represent.
 */
export function addDuration(from: number, iso: string): number | undefined {
  if (typeof iso !== 'string' || !isTime(from)) return undefined;
  const text = iso.trim();
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [years, months, weeks, days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number, number];
  // Bound each part before any arithmetic: a 16-digit count of seconds is a valid number but no date.
  const monthCount = years * 12 + months;
  const fixedMs = ((weeks * 7 + days) * 86_400 + hours * 3_600 + minutes * 60 + seconds) * 1000;
  if (!(monthCount <= 100 * 12 && fixedMs <= MAX_DURATION_MS)) return undefined;
  const date = new Date(from);
  if (monthCount) date.setUTCMonth(date.getUTCMonth() + monthCount);
  const due = date.getTime() + fixedMs;
  return isTime(due) && due - from <= MAX_DURATION_MS ? due : undefined;
}

/** When a timer set at `now` fires: its duration from now, else its absolute date. */
export function timerDueAt(
  timer: { duration?: string; date?: string } | undefined,
  now: number,
): number | undefined {
  if (timer?.duration) return addDuration(now, timer.duration);
  if (timer?.date) {
    const time = Date.parse(timer.date);
    return isTime(time) ? time : undefined;
  }
  return undefined;
}
