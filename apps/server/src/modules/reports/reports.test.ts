/**
 * Reports through the API: categories (409 when not empty), reports (validation, permissions,
 * visibility by audience), each native source's figures on known rows (weeks in the viewer's
 * zone, labels in the caller's language), the Tableau ticket's claims and signature (its secret
 * never answered), the public link lifecycle (view counted, rotation, disabling, re-enabling with
 * a new token, expiry, the organization's switch, disable-all, URL parameters ignored), framing
 * of the public report page, and reports by e-mail behind its flag.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_PLACEHOLDER } from '@faena/contract/env';
import { sql } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/support/responses.ts';
import { ANA_ID, BRUNO, BRUNO_ID, CARLA } from '../../../test/support/seed-people.ts';
import {
  ACME_HOST,
  type CallerOptions,
  type CallMethod,
  DEMO_HOST,
  startTestApp,
  type TestApp,
} from '../../../test/support/test-app.ts';
import { selectRows } from '../../platform/database/database.ts';
import { SEED_REPORT_IDS, SEED_REPORT_PUBLIC_IDS } from './seed.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'faena-reports-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head>${CONFIG_PLACEHOLDER}</head><body></body></html>`,
  );
  t = await startTestApp({ env: { FAENA_WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A call as a seeded person (Ana unless told) on an organization's host, in a language; `app` is another app. */
function call(
  method: CallMethod,
  url: string,
  body?: unknown,
  { app = t, ...as }: CallerOptions & { app?: TestApp } = {},
) {
  return app.callAs(method, url, body, as);
}
const publicGet = (url: string, host = DEMO_HOST) =>
  t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'es-MX' } });
const demoWebUrl = () => t.config.web.webUrl.replace('{subdomain}', 'demo');
const exec = (query: ReturnType<typeof sql>) => t.database.privileged.execute(query);

interface Link {
  token: string;
  url: string;
  active: boolean;
  viewCount: number;
  expiresAt: string | null;
  disabledAt: string | null;
  lastViewedAt: string | null;
}
interface Report {
  id: string;
  publicId: string;
  title: string;
  kind: string;
  categoryName: string;
  audienceName: string | null;
  publicLink: Link | null;
  native: Record<string, unknown> | null;
}
interface Data {
  columns: { key: string; label: string; type: string }[];
  rows: Record<string, unknown>[];
  chart: { type: string; x: string; y: string[] };
  days: number;
  source: string;
}

const nativeInput = (native: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  categoryId: SEED_REPORT_IDS.operations,
  title: 'Reporte de prueba',
  description: '',
  kind: 'native',
  native: { days: 90, venueIds: [], checklistId: null, workflowTypeId: null, ...native },
  tableau: null,
  audienceId: null,
  ...extra,
});
const createReport = async (native: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ok<Report>(await call('POST', '/api/reports', nativeInput(native, extra)), 201);

/** The Monday (UTC) `weeksAgo` weeks before this one, as a Date at 00:00 UTC. */
function mondayWeeksAgo(weeksAgo: number): Date {
  const now = new Date();
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day - 7 * weeksAgo));
}
const ymd = (date: Date) => date.toISOString().slice(0, 10);
/** RFC 5545 local form of a UTC wall clock. */
const recurrenceId = (date: Date) => date.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '');
const plusHours = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);

describe('report categories', () => {
  it('are listed with their report counts, written by MANAGE_REPORTS only, and kept while they hold reports', async () => {
    const list = await ok<{ results: { id: string; name: string; reportCount: number }[] }>(
      await call('GET', '/api/report-categories', undefined, { email: BRUNO }),
    );
    expect(list.results.map((category) => [category.name, category.reportCount])).toEqual([
      ['Operación', 4],
      ['Tableau', 1],
    ]);
    expect(
      (await call('POST', '/api/report-categories', { name: 'Ventas' }, { email: BRUNO })).statusCode,
    ).toBe(403);
    const created = await ok<{ id: string; position: number; reportCount: number }>(
      await call('POST', '/api/report-categories', { name: '  Ventas ' }),
      201,
    );
    expect(created).toMatchObject({ position: 2, reportCount: 0 });
    expect(
      await ok(await call('PATCH', `/api/report-categories/${created.id}`, { name: 'Comercial' })),
    ).toMatchObject({
      name: 'Comercial',
    });
    expect((await call('PATCH', `/api/report-categories/${randomUUID()}`, { name: 'X' })).statusCode).toBe(
      404,
    );
    const blocked = await call('DELETE', `/api/report-categories/${SEED_REPORT_IDS.operations}`, undefined, {
      language: 'en-US',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'CATEGORY_NOT_EMPTY',
      message: expect.stringContaining('holds reports'),
    });
    await ok(await call('DELETE', `/api/report-categories/${created.id}`), 204);
    expect((await call('DELETE', `/api/report-categories/${created.id}`)).statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('are checked: settings fit the kind, names exist, Tableau views are https', async () => {
    const refused = async (body: unknown, field?: string) => {
      const response = await call('POST', '/api/reports', body);
      expect(response.statusCode, response.body).toBe(400);
      if (field) expect(response.json().fields).toHaveProperty([field]);
    };
    await refused({ ...nativeInput({ source: 'activity-completion' }), native: null }, 'native');
    await refused(nativeInput({ source: 'activity-completion' }, { categoryId: randomUUID() }), 'categoryId');
    await refused(
      nativeInput({ source: 'activity-completion', venueIds: [randomUUID()] }),
      'native.venueIds',
    );
    await refused(
      nativeInput({ source: 'checklist-scores', checklistId: randomUUID() }),
      'native.checklistId',
    );
    await refused(
      nativeInput({ source: 'workflow-executions', workflowTypeId: randomUUID() }),
      'native.workflowTypeId',
    );
    await refused(nativeInput({ source: 'activity-completion' }, { audienceId: randomUUID() }), 'audienceId');
    await refused(nativeInput({ source: 'activity-completion', days: 3 }));
    await refused(nativeInput({ source: 'nothing' }));
    const tableau = (viewUrl: string) => ({
      ...nativeInput({ source: 'activity-completion' }),
      kind: 'tableau',
      native: null,
      tableau: { viewUrl, toolbar: 'top' },
    });
    await refused(tableau('http://tableau.example.com/views/A/B'));
    await refused(tableau('javascript:alert(1)'));
    const created = await ok<Report>(
      await call('POST', '/api/reports', tableau('https://tableau.example.com/views/A/B')),
      201,
    );
    expect(created).toMatchObject({
      kind: 'tableau',
      native: null,
      publicLink: null,
      categoryName: 'Operación',
    });
    await ok(await call('DELETE', `/api/reports/${created.publicId}`), 204);
  });

  it('are written by MANAGE_REPORTS only and seen by their audience only', async () => {
    expect(
      (await call('POST', '/api/reports', nativeInput({ source: 'activity-completion' }), { email: BRUNO }))
        .statusCode,
    ).toBe(403);
    const [audience] = await selectRows<{ id: string }>(
      t.database.privileged,
      sql`insert into audiences (tenant_id, name, rule) values ('demo', 'Solo Ana',
            ${JSON.stringify({ venues: [], positions: [], groups: [], companies: [], include: [ANA_ID], exclude: [] })}::jsonb)
          returning id`,
    );
    const restricted = await createReport(
      { source: 'activity-completion' },
      { title: 'Solo para Ana', audienceId: audience!.id },
    );
    expect(restricted.audienceName).toBe('Solo Ana');
    const brunoSees = await ok<{ results: Report[] }>(
      await call('GET', '/api/reports', undefined, { email: BRUNO }),
    );
    expect(brunoSees.results.map((report) => report.title)).not.toContain('Solo para Ana');
    expect(brunoSees.results.map((report) => report.title)).toContain('Puntajes de checklists');
    expect(brunoSees.results.every((report) => report.publicLink === null)).toBe(true);
    expect(
      (await call('GET', `/api/reports/${restricted.publicId}`, undefined, { email: BRUNO })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/reports/${restricted.publicId}/data`, undefined, { email: BRUNO })).statusCode,
    ).toBe(404);
    const anaSees = await ok<{ results: Report[] }>(
      await call('GET', `/api/reports?categoryId=${SEED_REPORT_IDS.operations}`),
    );
    expect(anaSees.results.map((report) => report.title)).toContain('Solo para Ana');
    expect(anaSees.results.every((report) => report.categoryName === 'Operación')).toBe(true);

    const changed = await ok<Report>(
      await call('PATCH', `/api/reports/${restricted.publicId}`, { title: 'Para todos', audienceId: null }),
    );
    expect(changed).toMatchObject({ title: 'Para todos', audienceName: null });
    expect(
      (await call('GET', `/api/reports/${restricted.publicId}`, undefined, { email: BRUNO })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/reports/${restricted.publicId}`, { title: 'X' }, { email: BRUNO }))
        .statusCode,
    ).toBe(403);
    await ok(await call('DELETE', `/api/reports/${restricted.publicId}`), 204);
    expect((await call('GET', `/api/reports/${restricted.publicId}`)).statusCode).toBe(404);
    // Another organization sees none of demo's.
    expect(
      (
        await call('GET', `/api/reports/${SEED_REPORT_PUBLIC_IDS.checklistScores}`, undefined, {
          email: CARLA,
          host: ACME_HOST,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('native data', () => {
  let venueId: string;
  beforeAll(async () => {
    const [venue] = await selectRows<{ id: string }>(
      t.database.privileged,
      sql`insert into venues (tenant_id, name) values ('demo', 'Sede de reportes') returning id`,
    );
    venueId = venue!.id;
  });

  it('activity-completion: recorded occurrences per venue and week, weeks in the viewer’s zone', async () => {
    const [activity] = await selectRows<{ id: number }>(
      t.database.privileged,
      sql`insert into activities (tenant_id, title, dtstart, time_zone, starts_at, venue_id)
          values ('demo', 'Ronda', '20260101T080000', 'UTC', now() - interval '1 year', ${venueId}::uuid) returning id`,
    );
    const weekA = mondayWeeksAgo(3);
    const weekB = mondayWeeksAgo(2);
    const records: [Date, string][] = [
      [plusHours(weekA, 10), 'COMPLETED'],
      [plusHours(weekA, 11), 'COMPLETED'],
      [plusHours(weekA, 34), 'COMPLETED'],
      [plusHours(weekA, 35), 'CANCELLED'],
      [plusHours(weekA, 36), 'NEEDS-ACTION'],
      [plusHours(weekB, 10), 'COMPLETED'],
      // Monday 02:00 UTC: still Sunday in Mexico City, so week A there.
      [plusHours(weekB, 2), 'COMPLETED'],
      // Far outside the 90 days.
      [plusHours(mondayWeeksAgo(30), 10), 'COMPLETED'],
    ];
    for (const [at, status] of records) {
      await exec(
        sql`insert into activity_executions (tenant_id, activity_id, recurrence_id, status)
            values ('demo', ${activity!.id}, ${recurrenceId(at)}, ${status})`,
      );
    }
    const report = await createReport({ source: 'activity-completion', venueIds: [venueId] });
    const utc = await ok<Data>(
      await call('GET', `/api/reports/${report.publicId}/data`, undefined, { language: 'en-US' }),
    );
    expect(utc.columns.map((column) => [column.key, column.label, column.type])).toEqual([
      ['week', 'Week', 'date'],
      ['venue', 'Venue', 'text'],
      ['completed', 'Completed', 'number'],
      ['cancelled', 'Canceled', 'number'],
      ['pending', 'Pending', 'number'],
      ['rate', 'Completion rate', 'percent'],
    ]);
    expect(utc.chart).toEqual({ type: 'stackedBar', x: 'week', y: ['completed', 'cancelled', 'pending'] });
    expect(utc.rows).toEqual([
      { week: ymd(weekA), venue: 'Sede de reportes', completed: 3, cancelled: 1, pending: 1, rate: 60 },
      { week: ymd(weekB), venue: 'Sede de reportes', completed: 2, cancelled: 0, pending: 0, rate: 100 },
    ]);
    const mexico = await ok<Data>(
      await call('GET', `/api/reports/${report.publicId}/data?timeZone=America/Mexico_City`),
    );
    expect(mexico.columns[0]!.label).toBe('Semana');
    expect(mexico.rows).toEqual([
      { week: ymd(weekA), venue: 'Sede de reportes', completed: 4, cancelled: 1, pending: 1, rate: 66.7 },
      { week: ymd(weekB), venue: 'Sede de reportes', completed: 1, cancelled: 0, pending: 0, rate: 100 },
    ]);
    const badZone = await call('GET', `/api/reports/${report.publicId}/data?timeZone=Mars/Olympus`);
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().fields).toHaveProperty('timeZone');
  });

  it('checklist-scores: submitted executions per checklist and week, averaged in SQL', async () => {
    const checklistId = randomUUID();
    await exec(
      sql`insert into checklists (tenant_id, id, title, scoring) values ('demo', ${checklistId}::uuid, 'Auditoría', true)`,
    );
    await exec(
      sql`insert into checklist_versions (tenant_id, checklist_id, version, title, scoring, definition)
          values ('demo', ${checklistId}::uuid, 1, 'Auditoría', true, '{"id":"a","fields":[]}'::jsonb)`,
    );
    const weekA = mondayWeeksAgo(1);
    const rows: [Date, string, number | null, number, string | null][] = [
      [plusHours(weekA, 9), 'submitted', 80, 1, venueId],
      [plusHours(weekA, 10), 'submitted', 90, 0, venueId],
      [plusHours(weekA, 11), 'submitted', 75.5, 2, venueId],
      [plusHours(weekA, 12), 'draft', 10, 5, venueId],
      [plusHours(weekA, 13), 'submitted', 0, 9, null],
    ];
    for (const [at, status, percentage, flagged, venue] of rows) {
      await exec(
        sql`insert into checklist_executions (tenant_id, client_id, checklist_id, version, status, person_id, venue_id,
              answers, submitted_at, listed_at, percentage, flagged_count)
            values ('demo', ${randomUUID()}::uuid, ${checklistId}::uuid, 1, ${status}, ${BRUNO_ID}::uuid, ${venue}::uuid,
              '{}'::jsonb, ${status === 'submitted' ? at.toISOString() : null}::timestamptz, ${at.toISOString()}::timestamptz,
              ${percentage}, ${flagged})`,
      );
    }
    const report = await createReport({ source: 'checklist-scores', checklistId, venueIds: [venueId] });
    const data = await ok<Data>(await call('GET', `/api/reports/${report.publicId}/data`));
    expect(data.chart).toEqual({ type: 'line', x: 'week', y: ['averageScore'] });
    expect(data.columns.map((column) => column.label)).toEqual([
      'Semana',
      'Lista de verificación',
      'Ejecuciones',
      'Puntaje promedio',
      'Respuestas señaladas',
    ]);
    expect(data.rows).toEqual([
      { week: ymd(weekA), checklist: 'Auditoría', executions: 3, averageScore: 81.8, flagged: 3 },
    ]);
    const everyVenue = await createReport({ source: 'checklist-scores', checklistId });
    expect((await ok<Data>(await call('GET', `/api/reports/${everyVenue.publicId}/data`))).rows).toEqual([
      { week: ymd(weekA), checklist: 'Auditoría', executions: 4, averageScore: 61.4, flagged: 12 },
    ]);
  });

  it('workflow-executions: executions per type and status, with the mean duration of finished ones', async () => {
    const typeId = randomUUID();
    const definitionId = randomUUID();
    await exec(
      sql`insert into workflow_types (tenant_id, id, name, icon) values ('demo', ${typeId}::uuid, 'Compras', 'cart')`,
    );
    await exec(
      sql`insert into workflow_definitions (tenant_id, id, workflow_type_id, version, status, xml)
          values ('demo', ${definitionId}::uuid, ${typeId}::uuid, 1, 'published', '<xml/>')`,
    );
    const executions: [string, number, number | null][] = [
      ['Success', 3, 60],
      ['Success', 2, 180],
      ['InProcess', 1, null],
      ['Error', 4, 30],
    ];
    for (const [status, daysAgo, seconds] of executions) {
      await exec(
        sql`insert into workflow_executions (tenant_id, workflow_type_id, workflow_id, status, started_at, finished_at, state)
            values ('demo', ${typeId}::uuid, ${definitionId}::uuid, ${status}, now() - ${`${daysAgo} days`}::interval,
              ${seconds === null ? null : sql`now() - ${`${daysAgo} days`}::interval + ${`${seconds} seconds`}::interval`}, '{}'::jsonb)`,
      );
    }
    const report = await createReport({ source: 'workflow-executions', workflowTypeId: typeId });
    const data = await ok<Data>(
      await call('GET', `/api/reports/${report.publicId}/data`, undefined, { language: 'en-US' }),
    );
    expect(data.chart).toEqual({ type: 'bar', x: 'workflowType', y: ['executions'] });
    expect(data.rows).toEqual([
      { workflowType: 'Compras', status: 'Failed', executions: 1, averageDuration: 30 },
      { workflowType: 'Compras', status: 'In progress', executions: 1, averageDuration: null },
      { workflowType: 'Compras', status: 'Finished', executions: 2, averageDuration: 120 },
    ]);
  });

  it('post-acknowledgements: seen and acknowledged shares of each recent post’s audience', async () => {
    const channelId = randomUUID();
    const postId = randomUUID();
    await exec(
      sql`insert into post_channels (tenant_id, id, name) values ('demo', ${channelId}::uuid, 'Avisos')`,
    );
    await exec(
      sql`insert into posts (tenant_id, id, channel_id, author_id, title, body, body_html, excerpt, requires_acknowledgement, published_at)
          values ('demo', ${postId}::uuid, ${channelId}::uuid, ${ANA_ID}::uuid, 'Nuevo horario', 'x', '<p>x</p>', 'x', true,
            '2020-01-01T00:00:00Z'::timestamptz + (now() - '2020-01-01T00:00:00Z'::timestamptz) - interval '2 days')`,
    );
    await exec(
      sql`insert into post_receipts (tenant_id, post_id, person_id, seen_at, acknowledged_at) values
          ('demo', ${postId}::uuid, ${ANA_ID}::uuid, now(), now()), ('demo', ${postId}::uuid, ${BRUNO_ID}::uuid, now(), null)`,
    );
    const [people] = await selectRows<{ count: number | string }>(
      t.database.privileged,
      sql`select count(*) as count from persons where tenant_id = 'demo' and disabled_at is null`,
    );
    const audience = Number(people!.count);
    const data = await ok<Data>(
      await call('GET', `/api/reports/${SEED_REPORT_PUBLIC_IDS.postAcknowledgements}/data`, undefined, {
        language: 'en-US',
      }),
    );
    expect(data.columns.map((column) => column.key)).toEqual([
      'post',
      'channel',
      'publishedAt',
      'audience',
      'seen',
      'acknowledged',
    ]);
    const row = data.rows.find((candidate) => candidate.post === 'Nuevo horario');
    expect(row).toEqual({
      post: 'Nuevo horario',
      channel: 'Avisos',
      publishedAt: ymd(new Date(Date.now() - 2 * 86_400_000)),
      audience,
      seen: Math.round((2 * 1000) / audience) / 10,
      acknowledged: Math.round(1000 / audience) / 10,
    });
  });

  it('is for native reports only', async () => {
    const response = await call('GET', `/api/reports/${SEED_REPORT_PUBLIC_IDS.sales}/data`);
    expect(response.statusCode).toBe(400);
  });
});

describe('Tableau tickets', () => {
  it('are refused until the connected app is set, then signed per viewer with every claim; the secret is never answered', async () => {
    const ticketUrl = `/api/reports/${SEED_REPORT_PUBLIC_IDS.sales}/tableau-ticket`;
    const before = await call('GET', ticketUrl, undefined, { email: BRUNO });
    expect(before.statusCode).toBe(409);
    expect(before.json().code).toBe('TABLEAU_NOT_CONFIGURED');
    const secret = 'k3y-'.repeat(10);
    const settings = {
      frameAncestors: [],
      publicLinksEnabled: true,
      tableau: {
        clientId: 'client-1',
        secretId: 'secret-1',
        secretValue: secret,
        username: 'email',
        fixedUsername: null,
      },
    };
    expect((await call('PUT', '/api/report-settings', settings, { email: BRUNO })).statusCode).toBe(403);
    const saved = await call('PUT', '/api/report-settings', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(secret);
    expect(saved.json().tableau).toEqual({
      clientId: 'client-1',
      secretId: 'secret-1',
      hasSecret: true,
      username: 'email',
      fixedUsername: null,
    });
    // Saving without a secret value keeps the stored one.
    const { secretValue: _omitted, ...withoutSecret } = settings.tableau;
    await ok(await call('PUT', '/api/report-settings', { ...settings, tableau: withoutSecret }));
    const read = await call('GET', '/api/report-settings');
    expect(read.body).not.toContain(secret);
    expect(read.json().tableau.hasSecret).toBe(true);

    const ticket = await ok<{ viewUrl: string; token: string; expiresAt: string }>(
      await call('GET', ticketUrl, undefined, { email: BRUNO }),
    );
    expect(ticket.viewUrl).toBe('https://tableau.example.com/views/Ventas/Resumen');
    expect(ticket.token).not.toContain(secret);
    expect(decodeProtectedHeader(ticket.token)).toEqual({ alg: 'HS256', kid: 'secret-1', iss: 'client-1' });
    const { payload } = await jwtVerify(ticket.token, new TextEncoder().encode(secret), {
      issuer: 'client-1',
      audience: 'tableau',
    });
    expect(payload).toMatchObject({
      iss: 'client-1',
      sub: BRUNO,
      aud: 'tableau',
      scp: ['tableau:views:embed'],
    });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    const now = Math.floor(Date.now() / 1000);
    expect(payload.exp).toBeGreaterThan(now);
    expect(payload.exp).toBeLessThanOrEqual(now + 600);
    expect(new Date(ticket.expiresAt).getTime()).toBe(payload.exp! * 1000);
    await expect(jwtVerify(ticket.token, new TextEncoder().encode('another secret'))).rejects.toThrow();

    await ok(
      await call('PUT', '/api/report-settings', {
        ...settings,
        tableau: { ...withoutSecret, username: 'fixed', fixedUsername: 'viewer@tableau.example' },
      }),
    );
    const fixed = await ok<{ token: string }>(await call('GET', ticketUrl, undefined, { email: BRUNO }));
    expect((await jwtVerify(fixed.token, new TextEncoder().encode(secret))).payload.sub).toBe(
      'viewer@tableau.example',
    );
    expect(
      (await call('GET', `/api/reports/${SEED_REPORT_PUBLIC_IDS.checklistScores}/tableau-ticket`)).statusCode,
    ).toBe(400);
  });
});

describe('public links', () => {
  const publicUrl = (token: string) => `/api/public/reports/${token}`;
  const expectGone = async (token: string) => {
    const response = await publicGet(publicUrl(token));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'REPORT_LINK_NOT_FOUND' });
    expect(response.body).not.toContain('rows');
  };

  it('live through enable, views, rotation, disabling, a new token on re-enabling, and expiry', async () => {
    const report = SEED_REPORT_PUBLIC_IDS.activityCompletion;
    const linkUrl = `/api/reports/${report}/public-link`;
    expect((await call('POST', linkUrl, { expiresAt: null }, { email: BRUNO })).statusCode).toBe(403);
    const first = await ok<Link>(await call('POST', linkUrl, { expiresAt: null }));
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).toMatchObject({
      active: true,
      viewCount: 0,
      url: `${demoWebUrl()}/reports/${first.token}`,
    });
    // Enabling again answers the same active link.
    expect((await ok<Link>(await call('POST', linkUrl, { expiresAt: null }))).token).toBe(first.token);

    const viewed = await publicGet(publicUrl(first.token));
    expect(viewed.statusCode, viewed.body).toBe(200);
    const shared = viewed.json() as { title: string; organizationName: string; data: Data };
    expect(shared).toMatchObject({
      title: 'Cumplimiento de actividades por sede',
      organizationName: expect.any(String),
    });
    expect(shared.data.source).toBe('activity-completion');
    await publicGet(publicUrl(first.token));
    const counted = await ok<Report>(await call('GET', `/api/reports/${report}`));
    expect(counted.publicLink).toMatchObject({ token: first.token, viewCount: 2, active: true });
    expect(counted.publicLink!.lastViewedAt).not.toBeNull();

    const rotated = await ok<Link>(await call('POST', `${linkUrl}/rotate`));
    expect(rotated.token).not.toBe(first.token);
    await expectGone(first.token);
    expect((await publicGet(publicUrl(rotated.token))).statusCode).toBe(200);

    await ok(await call('DELETE', linkUrl), 204);
    await expectGone(rotated.token);
    const again = await ok<Link>(await call('POST', linkUrl, { expiresAt: null }));
    expect([first.token, rotated.token]).not.toContain(again.token);
    await expectGone(rotated.token);
    expect((await publicGet(publicUrl(again.token))).statusCode).toBe(200);

    const past = await call('PATCH', linkUrl, { expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await ok<Link>(await call('PATCH', linkUrl, { expiresAt: later }))).expiresAt).toBe(later);
    // The link's time runs out (set in the database: the clock that decides).
    await exec(
      sql`update report_public_links set expires_at = now() - interval '1 second' where token = ${again.token}`,
    );
    await expectGone(again.token);
    const expired = await ok<Report>(await call('GET', `/api/reports/${report}`));
    expect(expired.publicLink).toMatchObject({ token: again.token, active: false, disabledAt: null });
    // Enabling after expiry makes a new token; the expired one stays dead.
    const renewed = await ok<Link>(await call('POST', linkUrl, { expiresAt: null }));
    expect(renewed.token).not.toBe(again.token);
    await expectGone(again.token);

    const list = await ok<{ results: (Link & { reportPublicId: string })[] }>(
      await call('GET', '/api/report-public-links'),
    );
    const ofReport = list.results.filter((link) => link.reportPublicId === report);
    expect(ofReport.map((link) => link.token)).toEqual([
      renewed.token,
      again.token,
      rotated.token,
      first.token,
    ]);
    expect(ofReport.map((link) => link.active)).toEqual([true, false, false, false]);
    expect(ofReport.find((link) => link.token === first.token)!.viewCount).toBe(2);
    await expectGone('x'.repeat(43));
    await expectGone('short');
  });

  it('compute the data from the stored filters only: URL parameters change nothing', async () => {
    const link = await ok<Link>(
      await call('POST', `/api/reports/${SEED_REPORT_PUBLIC_IDS.activityCompletion}/public-link`, {
        expiresAt: null,
      }),
    );
    const plain = (await publicGet(publicUrl(link.token))).json() as { data: Data };
    const tampered = await publicGet(
      `${publicUrl(link.token)}?venueIds=${randomUUID()}&days=7&timeZone=Pacific/Kiritimati&source=checklist-scores`,
    );
    expect(tampered.statusCode).toBe(200);
    const data = (tampered.json() as { data: Data }).data;
    expect(data.rows).toEqual(plain.data.rows);
    expect(data.days).toBe(90);
    expect(data.source).toBe('activity-completion');
    expect(data.rows.length).toBeGreaterThan(0);
  });

  it('are refused for Tableau reports', async () => {
    const response = await call('POST', `/api/reports/${SEED_REPORT_PUBLIC_IDS.sales}/public-link`, {
      expiresAt: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TABLEAU_NOT_SHAREABLE');
  });

  it('all answer 404 while the organization’s switch is off, and disable-all ends every one for good', async () => {
    const a = await ok<Link>(
      await call('POST', `/api/reports/${SEED_REPORT_PUBLIC_IDS.checklistScores}/public-link`, {
        expiresAt: null,
      }),
    );
    const b = await ok<Link>(
      await call('POST', `/api/reports/${SEED_REPORT_PUBLIC_IDS.workflowExecutions}/public-link`, {
        expiresAt: null,
      }),
    );
    const settings = await ok<{ tableau: Record<string, unknown> }>(
      await call('GET', '/api/report-settings'),
    );
    const { hasSecret: _hasSecret, ...tableau } = settings.tableau;
    await ok(
      await call('PUT', '/api/report-settings', { frameAncestors: [], publicLinksEnabled: false, tableau }),
    );
    await expectGone(a.token);
    await expectGone(b.token);
    expect(
      (await ok<Report>(await call('GET', `/api/reports/${SEED_REPORT_PUBLIC_IDS.checklistScores}`)))
        .publicLink!.active,
    ).toBe(false);
    await ok(
      await call('PUT', '/api/report-settings', { frameAncestors: [], publicLinksEnabled: true, tableau }),
    );
    expect((await publicGet(publicUrl(a.token))).statusCode).toBe(200);

    expect(
      (await call('POST', '/api/report-public-links/disable-all', undefined, { email: BRUNO })).statusCode,
    ).toBe(403);
    const disabled = await ok<{ disabled: number }>(
      await call('POST', '/api/report-public-links/disable-all'),
    );
    expect(disabled.disabled).toBeGreaterThanOrEqual(2);
    await expectGone(a.token);
    await expectGone(b.token);
    const list = await ok<{ results: Link[] }>(await call('GET', '/api/report-public-links'));
    expect(list.results.every((link) => !link.active && link.disabledAt !== null)).toBe(true);
    // Another organization's host does not find demo's links.
    const c = await ok<Link>(
      await call('POST', `/api/reports/${SEED_REPORT_PUBLIC_IDS.checklistScores}/public-link`, {
        expiresAt: null,
      }),
    );
    expect((await publicGet(publicUrl(c.token), ACME_HOST)).statusCode).toBe(404);
  });
});

describe('framing of the public report page', () => {
  const csp = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['content-security-policy']);
  const ancestors = (response: { headers: Record<string, unknown> }) =>
    /frame-ancestors ([^;]*)/.exec(csp(response))?.[1];

  it('accepts https origins only', async () => {
    const settings = await ok<{ tableau: Record<string, unknown> }>(
      await call('GET', '/api/report-settings'),
    );
    const { hasSecret: _hasSecret, ...tableau } = settings.tableau;
    for (const origin of [
      'http://intranet.example.com',
      'https://intranet.example.com/path',
      '*',
      'https://*',
      "'self'",
      'https://*.com',
      'https://a.*.example.com',
    ]) {
      const response = await call('PUT', '/api/report-settings', {
        frameAncestors: [origin],
        publicLinksEnabled: true,
        tableau,
      });
      expect(response.statusCode, origin).toBe(400);
    }
  });

  it('lets the listed sites frame an active public report page, and no other page', async () => {
    const settings = await ok<{ tableau: Record<string, unknown> }>(
      await call('GET', '/api/report-settings'),
    );
    const { hasSecret: _hasSecret, ...tableau } = settings.tableau;
    const link = await ok<Link>(
      await call('POST', `/api/reports/${SEED_REPORT_PUBLIC_IDS.workflowExecutions}/public-link`, {
        expiresAt: null,
      }),
    );
    const page = () => publicGet(`/reports/${link.token}`);
    // None listed: nobody.
    let response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(ancestors(response)).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');

    await ok(
      await call('PUT', '/api/report-settings', {
        frameAncestors: ['https://intranet.example.com', 'https://*.partner.example:8443'],
        publicLinksEnabled: true,
        tableau,
      }),
    );
    response = await page();
    expect(ancestors(response)).toBe('https://intranet.example.com https://*.partner.example:8443');
    expect(response.headers['x-frame-options']).toBeUndefined();
    // The rest of the page's policy is the web app's.
    expect(csp(response)).toContain("script-src 'self'");

    for (const url of [
      '/',
      '/reports/list',
      '/reports/administration',
      `/reports/${'x'.repeat(43)}`,
      '/activities',
    ]) {
      const other = await publicGet(url);
      expect(ancestors(other), url).toBe("'none'");
      expect(other.headers['x-frame-options'], url).toBe('DENY');
    }
    const api = await publicGet(`/api/public/reports/${link.token}`);
    expect(ancestors(api)).toBe("'none'");
    // Another organization's host: its own (empty) list.
    expect(ancestors(await publicGet(`/reports/${link.token}`, ACME_HOST))).toBe("'none'");
    // A disabled link's page is framed by nobody.
    await ok(
      await call('DELETE', `/api/reports/${SEED_REPORT_PUBLIC_IDS.workflowExecutions}/public-link`),
      204,
    );
    response = await page();
    expect(ancestors(response)).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('reports by e-mail', () => {
  it('is absent while the reportsByEmail flag is off', async () => {
    const response = await call('POST', `/api/reports/${SEED_REPORT_PUBLIC_IDS.checklistScores}/email`, {
      to: ['someone@example.com'],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('FEATURE_DISABLED');
  });

  it('mails the report’s link in the app when the flag is on', async () => {
    // The app reads its flags from its configuration on each request.
    t.config.flags.reportsByEmail = true;
    try {
      const url = `/api/reports/${SEED_REPORT_PUBLIC_IDS.checklistScores}/email`;
      const invalid = await call('POST', url, { to: ['not an email'] });
      expect(invalid.statusCode).toBe(400);
      const before = t.mail.length;
      const sent = await call(
        'POST',
        url,
        { to: ['jefa@example.com', 'JEFA@example.com', 'otro@example.com'] },
        {
          email: BRUNO,
        },
      );
      expect(sent.statusCode, sent.body).toBe(202);
      expect(sent.json()).toEqual({ sent: 2 });
      const mails = t.mail.slice(before);
      expect(mails.map((mail) => mail.to)).toEqual(['jefa@example.com', 'otro@example.com']);
      expect(mails[0]).toMatchObject({
        subject: 'Reporte: Puntajes de checklists',
        text: expect.stringContaining(
          `${demoWebUrl()}/reports/list?report=${SEED_REPORT_PUBLIC_IDS.checklistScores}`,
        ),
      });
      // A report the caller may not see is not mailed.
      expect(
        (await call('POST', `/api/reports/nothing-here/email`, { to: ['jefa@example.com'] })).statusCode,
      ).toBe(404);
    } finally {
      t.config.flags.reportsByEmail = false;
    }
  });
});
