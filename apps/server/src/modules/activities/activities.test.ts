/**
 * Activities through the API: the create-new-activity flag and permission, rules refused part by
 * part, a day's occurrences in the person's zone across a DST change, statuses computed when read,
 * one occurrence completed without touching the series (twice at once: one completion), the
 * show-available toggle, and the .ics feed and import round trip.
 */
import { parseCalendar } from '@faena/recurrence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';
const CARLA = 'carla@acme.faena.test';
const BRUNO_ID = '0a5e7d1c-3b52-4c1e-9f0a-000000000002';
const CARLA_ID = '0a5e7d1c-3b52-4c1e-9f0a-000000000003';
const MX = 'America/Mexico_City';

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  // One after the other: on PostgreSQL both migrate the same database.
  t = await startTestApp({ env: { FAENA_FLAG_CREATE_NEW_ACTIVITY: 'true' } });
  off = await startTestApp();
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
});

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  { email = ANA, app = t, host = DEMO_HOST, headers = {} as Record<string, string> } = {},
) {
  const tenant = host === ACME_HOST ? 'acme' : 'demo';
  const token = await app.tokenOf(email, tenant);
  return app.app.inject({
    method,
    url,
    headers: { host, authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** `YYYY-MM-DD` of an instant in a zone. */
const dateIn = (ms: number, zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
/** `YYYY-MM-DDTHH:MM` of an instant in a zone. */
const wallClockIn = (ms: number, zone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

let counter = 0;
async function create(fields: Record<string, unknown>) {
  counter += 1;
  const response = await call('POST', '/api/activities', {
    title: `Actividad ${counter}`,
    timeZone: MX,
    responsible: [BRUNO_ID],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { publicId: string; id: number; priority: number; isReminder: boolean };
}

async function day(date: string, query = '', email = BRUNO, zone = MX) {
  const response = await call(
    'GET',
    `/api/activities/occurrences?from=${date}&timeZone=${encodeURIComponent(zone)}${query}`,
    undefined,
    { email },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    hasActivities: boolean;
    occurrences: {
      publicId: string;
      recurrenceId: string;
      title: string;
      status: string;
      priority: number;
      startDate: string;
      dueDate: string;
    }[];
  };
}

describe('creating an activity', () => {
  it('is absent while the create-new-activity flag is off (SPEC 9), and needs MANAGE_ACTIVITIES', async () => {
    const body = { title: 'Abrir tienda', start: '2026-11-25T08:00', timeZone: MX };
    const flagOff = await call('POST', '/api/activities', body, { app: off });
    expect(flagOff.statusCode).toBe(404);
    expect(flagOff.json().code).toBe('FEATURE_DISABLED');
    const member = await call('POST', '/api/activities', body, { email: BRUNO });
    expect(member.statusCode).toBe(403);
  });

  it('refuses each bad rule part with its own message, and a rule that can never occur at once', async () => {
    const bad = await call('POST', '/api/activities', {
      title: 'Mal',
      start: '2026-11-25T08:00',
      timeZone: MX,
      rrule: 'FREQ=DAILY;BYHOUR=24;INTERVAL=0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.rrule).toContain('BYHOUR');
    expect(bad.json().fields.rrule).toContain('INTERVAL');

    const never = await call('POST', '/api/activities', {
      title: 'Nunca',
      start: '2026-11-25T08:00',
      timeZone: MX,
      rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
    });
    expect(never.statusCode).toBe(400);
    expect(never.json().fields.rrule).toMatch(/30/);

    const english = await call(
      'POST',
      '/api/activities',
      { title: 'Bad', start: '2026-02-30T08:00', timeZone: 'Mars/Olympus', duration: 'P1H' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.statusCode).toBe(400);
    expect(Object.keys(english.json().fields).sort()).toEqual(['duration', 'start', 'timeZone']);
    expect(english.json().fields.timeZone).toContain('does not exist');
  });

  it('accepts every 29 February and priorities 0–9, a value outside the set falling to the nearest lower one', async () => {
    const leap = await create({ start: '2028-02-29T09:00', rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29' });
    const occurrence = (id: string) =>
      call('GET', `/api/activities/${leap.publicId}/occurrences/${id}`, undefined, { email: BRUNO });
    // The next one is four years later; the years between have none.
    expect((await occurrence('20320229T090000')).statusCode).toBe(200);
    expect((await occurrence('20290228T090000')).statusCode).toBe(404);
    expect((await occurrence('20290301T090000')).statusCode).toBe(404);
    expect((await create({ start: '2026-11-25T08:00', priority: 9 })).priority).toBe(8);
    const one = await create({ start: '2026-11-25T08:00', priority: 1 });
    expect([one.priority, one.isReminder]).toEqual([0, true]);
    expect((await create({ start: '2026-11-25T08:00' })).priority).toBe(5);
    for (const priority of [10, -1, 2.5]) {
      const refused = await call('POST', '/api/activities', {
        title: 'Prioridad',
        start: '2026-11-25T08:00',
        timeZone: MX,
        priority,
      });
      expect(refused.statusCode, String(priority)).toBe(400);
    }
  });
});

describe("a person's day", () => {
  it('keeps "every day at 08:00" at 08:00 local on both sides of a DST change', async () => {
    const ny = 'America/New_York';
    const activity = await create({ start: '2026-10-30T08:00', timeZone: ny, rrule: 'FREQ=DAILY;COUNT=5' });
    // New York leaves daylight time on 1 November 2026.
    for (const [date, utc] of [
      ['2026-10-31', '2026-10-31T12:00:00.000Z'],
      ['2026-11-01', '2026-11-01T13:00:00.000Z'],
      ['2026-11-02', '2026-11-02T13:00:00.000Z'],
    ] as const) {
      const list = await day(date, '', BRUNO, ny);
      const mine = list.occurrences.find((occurrence) => occurrence.publicId === activity.publicId);
      expect(mine?.startDate, date).toBe(utc);
    }
  });

  it('reads a start inside the spring-forward gap with the offset before it (RFC 5545 3.3.5)', async () => {
    // 8 March 2026, 02:30 does not exist in New York: it is 03:30 EDT (07:30Z).
    const activity = await create({ start: '2026-03-08T02:30', timeZone: 'America/New_York' });
    const list = await day('2026-03-08', '', BRUNO, 'America/New_York');
    const mine = list.occurrences.find((occurrence) => occurrence.publicId === activity.publicId);
    expect(mine?.startDate).toBe('2026-03-08T07:30:00.000Z');
  });

  it('sorts by priority, then due date, and computes each status when read', async () => {
    const now = Date.now();
    const today = dateIn(now, MX);
    const later = await create({
      title: 'Más tarde',
      start: wallClockIn(now + 3_600_000, MX),
      duration: 'PT1M',
      priority: 4,
    });
    const active = await create({
      title: 'En curso',
      start: wallClockIn(now - 60_000, MX),
      duration: 'PT2H',
      priority: 4,
    });
    // Starting now: today whatever the hour (an hour later may already be tomorrow).
    const critical = await create({
      title: 'Crítica',
      start: wallClockIn(now, MX),
      duration: 'PT2H',
      priority: 2,
    });
    const list = await day(today);
    const ours = list.occurrences.filter((occurrence) =>
      [later.publicId, active.publicId, critical.publicId].includes(occurrence.publicId),
    );
    // A later start at 23:00 may fall on tomorrow; whatever is today keeps the order.
    expect(ours[0]?.publicId).toBe(critical.publicId);
    const byId = new Map(ours.map((occurrence) => [occurrence.publicId, occurrence]));
    expect(byId.get(active.publicId)?.status).toBe('ACTIVE');
    if (byId.has(later.publicId)) expect(byId.get(later.publicId)?.status).toBe('SCHEDULED');

    const yesterday = dateIn(now - 86_400_000, MX);
    const expired = await create({ title: 'Vencida', start: `${yesterday}T09:00`, duration: 'PT1H' });
    const past = await day(yesterday);
    expect(past.occurrences.find((occurrence) => occurrence.publicId === expired.publicId)?.status).toBe(
      'EXPIRED',
    );
  });

  it('shows nothing and says so for someone without activities, and adds the available ones on request', async () => {
    // Ana manages activities, but none is hers: the "no activities at all" state.
    const empty = await day('2026-11-25', '', ANA);
    expect(empty).toMatchObject({ hasActivities: false, occurrences: [] });

    const open = await create({ title: 'Para quien pueda', start: '2026-12-01T10:00', responsible: [] });
    const mine = await day('2026-12-01');
    expect(mine.occurrences.some((occurrence) => occurrence.publicId === open.publicId)).toBe(false);
    const withAvailable = await day('2026-12-01', '&available=true');
    expect(withAvailable.occurrences.some((occurrence) => occurrence.publicId === open.publicId)).toBe(true);
  });

  it('filters by display status, repeated or comma-separated, and names an unknown one', async () => {
    const yesterday = dateIn(Date.now() - 86_400_000, MX);
    await create({ title: 'Ayer', start: `${yesterday}T09:00`, duration: 'PT1H' });
    const expired = await day(yesterday, '&status=EXPIRED,COMPLETED');
    expect(expired.occurrences.length).toBeGreaterThan(0);
    expect(expired.occurrences.every((item) => ['EXPIRED', 'COMPLETED'].includes(item.status))).toBe(true);
    const none = await day(yesterday, '&status=SCHEDULED&status=CANCELLED');
    expect(none.occurrences).toEqual([]);
    const unknown = await call(
      'GET',
      `/api/activities/occurrences?from=${yesterday}&timeZone=${MX}&status=LATE`,
      undefined,
      { email: BRUNO },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.status).toContain('LATE');
  });

  it('refuses an unknown zone and a range over 62 days', async () => {
    const zone = await call(
      'GET',
      '/api/activities/occurrences?from=2026-11-25&timeZone=Nowhere',
      undefined,
      {
        email: BRUNO,
      },
    );
    expect(zone.statusCode).toBe(400);
    const range = await call(
      'GET',
      `/api/activities/occurrences?from=2026-01-01&to=2026-12-31&timeZone=${MX}`,
      undefined,
      { email: BRUNO },
    );
    expect(range.statusCode).toBe(400);
  });
});

/**
 * The activity's occurrence that starts last in a day's listing: late in the evening a daily
 * series' occurrence of the day before still runs into this day and is listed first.
 */
function lastStarted<T extends { publicId: string; startDate: string }>(
  list: T[],
  publicId: string,
): T | undefined {
  return list
    .filter((item) => item.publicId === publicId)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
    .at(-1);
}

describe('one occurrence', () => {
  it('is completed on its own: the next day stays ACTIVE and the series unchanged', async () => {
    const now = Date.now();
    const start = wallClockIn(now - 30 * 86_400_000 - 60_000, MX);
    const activity = await create({ title: 'Cada día', start, duration: 'PT2H', rrule: 'FREQ=DAILY' });
    const today = await day(dateIn(now, MX));
    const occurrence = lastStarted(today.occurrences, activity.publicId)!;
    expect(occurrence.status).toBe('ACTIVE');

    const url = `/api/activities/${activity.publicId}/occurrences/${occurrence.recurrenceId}/complete`;
    const [first, second] = await Promise.all([
      call('POST', url, { description: 'Hecho' }, { email: BRUNO }),
      call('POST', url, { description: 'Otra vez' }, { email: BRUNO }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // Both answer with the one completion that was recorded.
    expect(first.json().completionDescription).toBe(second.json().completionDescription);
    expect(first.json()).toMatchObject({ status: 'COMPLETED', completedBy: 'Bruno Díaz' });

    const detail = await call(
      'GET',
      `/api/activities/${activity.publicId}/occurrences/${occurrence.recurrenceId}`,
      undefined,
      { email: BRUNO },
    );
    expect(detail.json().occurrence.status).toBe('COMPLETED');
    const tomorrow = await day(dateIn(now + 86_400_000, MX));
    expect(lastStarted(tomorrow.occurrences, activity.publicId)?.status).toBe('SCHEDULED');
    const series = await call('GET', `/api/activities/${activity.publicId}`);
    expect(series.json().status).toBe('NEEDS-ACTION');

    const cancel = await call('POST', url.replace('/complete', '/cancel'), {}, { email: BRUNO });
    expect(cancel.statusCode).toBe(409);
  });

  it('answers 404 for a date the series does not have, and for someone it is not for', async () => {
    const activity = await create({ start: '2026-11-25T08:00', rrule: 'FREQ=WEEKLY' });
    const missing = await call(
      'GET',
      `/api/activities/${activity.publicId}/occurrences/20261126T080000`,
      undefined,
      { email: BRUNO },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('OCCURRENCE_NOT_FOUND');
    const present = await call(
      'GET',
      `/api/activities/${activity.publicId}/occurrences/20261202T080000`,
      undefined,
      { email: BRUNO },
    );
    expect(present.statusCode).toBe(200);
    const other = await call('GET', `/api/activities/${activity.publicId}`, undefined, {
      email: CARLA,
      host: ACME_HOST,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('what was done for an occurrence', () => {
  it('records a workflow execution started from it, and refuses one that does not exist', async () => {
    const purchases = '0a5e7d1c-3b52-4c1e-9f0a-000000000101';
    const activity = await create({
      start: '2026-11-25T08:00',
      content: { contentType: 'workflow', objectId: purchases },
    });
    const occurrenceUrl = `/api/activities/${activity.publicId}/occurrences/20261125T080000`;
    const started = await call('POST', `/api/workflow-types/${purchases}/executions`, {}, { email: BRUNO });
    expect(started.statusCode, started.body).toBe(201);
    const linked = await call(
      'POST',
      `${occurrenceUrl}/related-records`,
      { contentTypeModel: 'workflow_execution', objectId: started.json().id },
      { email: BRUNO },
    );
    expect(linked.statusCode, linked.body).toBe(201);
    const detail = (await call('GET', occurrenceUrl, undefined, { email: BRUNO })).json();
    expect(detail.occurrence.content).toMatchObject({
      contentType: 'workflow',
      name: 'Solicitudes de compra',
    });
    expect(detail.relatedRecords).toEqual([
      expect.objectContaining({
        contentTypeModel: 'workflow_execution',
        objectId: started.json().id,
        userName: 'Bruno Díaz',
        completedAt: null,
        recurrenceActivity: '20261125T080000',
      }),
    ]);
    const missing = await call(
      'POST',
      `${occurrenceUrl}/related-records`,
      { contentTypeModel: 'workflow_execution', objectId: '0a5e7d1c-3b52-4c1e-9f0a-00000000ffff' },
      { email: BRUNO },
    );
    expect(missing.statusCode).toBe(400);
  });
});

describe('iCalendar', () => {
  it("serves a person's activities at a private, revocable URL, folded at 75 octets", async () => {
    await create({
      title: 'Revisión semanal de temperatura de refrigeradores, congeladores y cámaras frías de la tienda',
      start: '2026-11-23T08:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TH',
      categories: ['Cadena de frío'],
    });
    const made = await call('POST', '/api/activities/feed', undefined, { email: BRUNO });
    expect(made.statusCode).toBe(201);
    const path = new URL(made.json().url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path, headers: { host: DEMO_HOST } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    for (const line of feed.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const parsed = parseCalendar(feed.body);
    expect(parsed.problems).toEqual([]);
    expect(parsed.todos.some((todo) => todo.summary.startsWith('Revisión semanal'))).toBe(true);

    expect((await call('DELETE', '/api/activities/feed', undefined, { email: BRUNO })).statusCode).toBe(204);
    const revoked = await t.app.inject({ method: 'GET', url: path, headers: { host: DEMO_HOST } });
    expect(revoked.statusCode).toBe(404);
  });

  it('imports what it exports, identical, and reports each refused item with why', async () => {
    const made = await call('POST', '/api/activities/feed', undefined, { email: BRUNO });
    const exported = await t.app.inject({
      method: 'GET',
      url: new URL(made.json().url).pathname,
      headers: { host: DEMO_HOST },
    });
    const imported = await call(
      'POST',
      '/api/activities/import',
      { calendar: exported.body, responsible: [CARLA_ID] },
      { email: CARLA, host: ACME_HOST, app: t },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().refused).toEqual([]);
    const again = await call('POST', '/api/activities/feed', undefined, { email: CARLA, host: ACME_HOST });
    const reexported = await t.app.inject({
      method: 'GET',
      url: new URL(again.json().url).pathname,
      headers: { host: ACME_HOST },
    });
    const comparable = (text: string) =>
      parseCalendar(text)
        .todos.map(({ stamp: _stamp, ...todo }) => todo)
        .sort((a, b) => a.uid.localeCompare(b.uid));
    expect(comparable(reexported.body)).toEqual(comparable(exported.body));

    const broken = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Prueba//ES',
      'BEGIN:VTODO',
      'UID:bien@prueba',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;TZID=America/Lima:20261125T090000',
      'SUMMARY:Inventario',
      'END:VTODO',
      'BEGIN:VTODO',
      'UID:mal@prueba',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;TZID=America/Lima:20261125T090000',
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=40',
      'SUMMARY:Mala',
      'END:VTODO',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const report = await call('POST', '/api/activities/import', { calendar: broken });
    expect(report.json()).toMatchObject({ created: 1, refused: [{ index: 1, uid: 'mal@prueba' }] });
    expect(report.json().refused[0].message).toContain('BYMONTHDAY');
  });
});
