/**
 * `npm run bench -- recurrence`: one month of occurrences for 10,000 recurring activities across
 * six time zones, each placed in its zone (wall-clock expansion, then `toInstant`). Goal: ≤ 50 ms
 * on one core, and independent of how far in the past DTSTART lies. Beside it, the card's library
 * (rrule.js 2.8) on the same rules: with TZID, as the card used it (jkbrzt/rrule#580), on a sample
 * scaled to 10,000; and in floating time, whose cost grows with DTSTART's distance (#392).
 * Prints figures only; timings never fail the run.
 */
import * as rrulePackage from 'rrule';
import { expandRule } from '../src/expand.ts';
import type { LocalDateTime, RecurrenceRule, Weekday } from '../src/types.ts';
import { toInstant } from '../src/zone.ts';

// rrule ships CommonJS under its ESM name: Node sees only its default export.
const { RRule } = ((rrulePackage as { default?: typeof rrulePackage }).default ??
  rrulePackage) as typeof rrulePackage;
type RRuleWeekday = rrulePackage.Weekday;
type RRule = rrulePackage.RRule;

const ACTIVITIES = 10_000;
const ZONES = [
  'America/Mexico_City',
  'America/Santiago',
  'America/Bogota',
  'America/Lima',
  'America/El_Salvador',
  'America/New_York',
];
const FROM: LocalDateTime = { year: 2026, month: 11, day: 1, hour: 0, minute: 0, second: 0 };
const TO: LocalDateTime = { year: 2026, month: 12, day: 1, hour: 0, minute: 0, second: 0 };
/** The peer is slow (with TZID, or with DTSTART far back): it runs on a sample, scaled to 10,000. */
const PEER_SAMPLE = 500;
const PEER_TZID_SAMPLE = 100;

interface Activity {
  zone: string;
  rule: RecurrenceRule;
  dtstart: LocalDateTime;
}

/** A small seeded generator, so every run measures the same activities. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const DAYS: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** Mixed rules like an organisation's: daily, weekly on some days, monthly, yearly. */
function activities(count: number, yearsBack: () => number, seed: number): Activity[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const kind = next();
    const base = { interval: 1, wkst: 'MO' as Weekday };
    const rule: RecurrenceRule =
      kind < 0.4
        ? { ...base, freq: 'DAILY' }
        : kind < 0.7
          ? {
              ...base,
              freq: 'WEEKLY',
              interval: pick([1, 1, 2]),
              byDay: [{ weekday: pick(DAYS) }, { weekday: pick(DAYS) }],
            }
          : kind < 0.9
            ? next() < 0.5
              ? { ...base, freq: 'MONTHLY', byMonthDay: [1 + Math.floor(next() * 28)] }
              : { ...base, freq: 'MONTHLY', byDay: [{ weekday: pick(DAYS), ordinal: pick([1, 2, 3, -1]) }] }
            : { ...base, freq: 'YEARLY', byMonth: [11], byMonthDay: [1 + Math.floor(next() * 30)] };
    const back = yearsBack();
    const startDays = Math.floor(back * 365.25);
    const start = new Date(Date.UTC(2026, 10, 1) - startDays * 86_400_000);
    return {
      zone: ZONES[i % ZONES.length] as string,
      rule,
      dtstart: {
        year: start.getUTCFullYear(),
        month: start.getUTCMonth() + 1,
        day: start.getUTCDate(),
        hour: 6 + Math.floor(next() * 12),
        minute: pick([0, 15, 30, 45]),
        second: 0,
      },
    };
  });
}

/** Faena: wall-clock expansion, then each occurrence placed in its zone. */
function faena(list: readonly Activity[]): number {
  let occurrences = 0;
  for (const { rule, dtstart, zone } of list) {
    for (const local of expandRule(rule, dtstart, { from: FROM, to: TO })) {
      toInstant(local, zone);
      occurrences++;
    }
  }
  return occurrences;
}

const RRULE_FREQ = {
  SECONDLY: RRule.SECONDLY,
  MINUTELY: RRule.MINUTELY,
  HOURLY: RRule.HOURLY,
  DAILY: RRule.DAILY,
  WEEKLY: RRule.WEEKLY,
  MONTHLY: RRule.MONTHLY,
  YEARLY: RRule.YEARLY,
} as const;
const RRULE_DAYS: Record<Weekday, RRuleWeekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

const utcOf = (local: LocalDateTime) =>
  new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));

/** rrule.js, as the card used it: TZID set, `between` over the month's instants. */
function peerRule({ rule, dtstart, zone }: Activity, tzid: boolean): RRule {
  return new RRule({
    freq: RRULE_FREQ[rule.freq],
    interval: rule.interval,
    wkst: RRULE_DAYS[rule.wkst],
    dtstart: utcOf(dtstart),
    ...(tzid ? { tzid: zone } : {}),
    ...(rule.byDay
      ? {
          byweekday: rule.byDay.map((day) =>
            day.ordinal ? RRULE_DAYS[day.weekday].nth(day.ordinal) : RRULE_DAYS[day.weekday],
          ),
        }
      : {}),
    ...(rule.byMonthDay ? { bymonthday: rule.byMonthDay } : {}),
    ...(rule.byMonth ? { bymonth: rule.byMonth } : {}),
  });
}

function peer(list: readonly Activity[], tzid: boolean): number {
  let occurrences = 0;
  for (const activity of list) {
    const found = peerRule(activity, tzid).between(utcOf(FROM), utcOf(TO), false);
    if (!tzid) for (const date of found) toInstant(fromUtc(date), activity.zone);
    occurrences += found.length;
  }
  return occurrences;
}

const fromUtc = (date: Date): LocalDateTime => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
  second: date.getUTCSeconds(),
});

/** The median of `runs` timed runs after `warmups`, in ms, and what one run returned. */
function time(run: () => number, runs = 7, warmups = 2): { ms: number; result: number } {
  for (let i = 0; i < warmups; i++) run();
  const times: number[] = [];
  let result = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] as number, result };
}

const recent = activities(ACTIVITIES, () => 7 / 365, 1);
const old = activities(ACTIVITIES, () => 30, 1);
const mixed = (() => {
  const next = random(2);
  return activities(ACTIVITIES, () => next() * 30, 1);
})();

console.log(
  `Recurrence: one month (Nov 2026) of ${ACTIVITIES.toLocaleString('en-US')} activities in ${ZONES.length} zones, placed in their zones (median of 7)`,
);
console.log('  goal: ≤ 50 ms on one core, the same whatever DTSTART’s distance');
for (const [label, list] of [
  ['DTSTART 1 week back  ', recent],
  ['DTSTART 0–30 years   ', mixed],
  ['DTSTART 30 years back', old],
] as const) {
  const ours = time(() => faena(list));
  const floating = time(() => peer(list.slice(0, PEER_SAMPLE), false), 1, 1);
  const scale = ACTIVITIES / PEER_SAMPLE;
  console.log(
    `  ${label}: faena ${ours.ms.toFixed(1)} ms (${ours.result.toLocaleString('en-US')} occurrences)` +
      ` ${ours.ms <= 50 ? '✓' : '✗'} · rrule.js floating + zones ≈ ${(floating.ms * scale).toFixed(0)} ms` +
      ` (${PEER_SAMPLE} activities × ${scale}: ${floating.ms.toFixed(0)} ms)`,
  );
}
const sample = mixed.slice(0, PEER_TZID_SAMPLE);
const tz = time(() => peer(sample, true), 1, 0);
console.log(
  `  rrule.js with TZID (the card's way), DTSTART 0–30 years back, ${PEER_TZID_SAMPLE} activities: ${tz.ms.toFixed(0)} ms` +
    ` → ≈ ${((tz.ms * ACTIVITIES) / PEER_TZID_SAMPLE / 1000).toFixed(1)} s for ${ACTIVITIES.toLocaleString('en-US')}`,
);
