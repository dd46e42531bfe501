/**
 * `npm run bench -w @faena/server [-- --connections 5000 --persons 1000 --timeout 300]` (first
 * of the server's benches: see bench/run.ts), or on its own from apps/server:
 * `tsx --expose-gc bench/sse-load.ts […]`
 *
 * Load test of the notification stream on one server instance, all on 127.0.0.1:
 *
 * 1. starts the app in this process (on the PostgreSQL server that `DATABASE_URL` names, which
 *    `npm run bench` starts, else PGlite in memory; the report names the engine) with a
 *    `bench` tenant of `--persons` people
 *    (refused if the database has one already; deleted at the end on PostgreSQL); tokens are
 *    checked by a bench-only verifier, so Firebase is not in the way;
 * 2. forks two client processes that open `--connections` SSE streams with node:http between
 *    them (spread evenly over the people, so the per-person limit is raised to fit);
 * 3. measures this (server) process's memory before and after: RSS and heap per connection;
 * 4. broadcasts one notification to every person with `notify()` and has the clients note
 *    when each stream receives it: delivery time p50/p99/max from the notify call, on the
 *    one clock all the processes share (`performance.timeOrigin + performance.now()`);
 * 5. closes the streams, checks that the hub forgets them, and exits. `--timeout` seconds
 *    bound the whole run.
 */
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { RecordingPushSender } from '../src/modules/notifications/push.ts';
import type { TokenVerifier } from '../src/platform/auth/id-token.ts';
import { openDatabase } from '../src/platform/database/database.ts';
import { migrateDatabase } from '../src/platform/database/migrate.ts';
import { organizations, persons } from '../src/platform/database/tenant-table.ts';
import { describeEngine, listenOnLoopback, nearestRank } from './support.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '5000' },
    persons: { type: 'string' },
    timeout: { type: 'string', default: '300' },
    client: { type: 'boolean', default: false },
  },
});

const now = () => performance.timeOrigin + performance.now();

/** An unsigned token the bench verifier reads the uid from (never accepted by the real server). */
const benchToken = (uid: string) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ uid })).toString('base64url')}.x`;

const benchVerifier: TokenVerifier = {
  async verify(idToken) {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
      uid: string;
    };
    return { uid: payload.uid, impersonatorId: null };
  },
};

// ---- the client process ----------------------------------------------------------------------

interface ClientStart {
  port: number;
  tokens: string[];
}

type ClientMessage =
  | { kind: 'opened'; open: number; failed: number; seconds: number }
  | { kind: 'received'; times: number[] }
  | { kind: 'closed' };

async function runClient(): Promise<void> {
  const start = await new Promise<ClientStart>((resolve) =>
    process.once('message', (m) => resolve(m as ClientStart)),
  );
  const send = (message: ClientMessage) => process.send?.(message);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  const received: number[] = [];
  let failed = 0;
  const began = now();

  const openOne = (token: string) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port: start.port,
          path: '/api/notifications/devices/sse',
          agent,
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        },
        (response) => {
          if (response.statusCode !== 200) {
            failed += 1;
            response.resume();
            resolve();
            return;
          }
          response.setEncoding('utf8');
          let tail = '';
          let got = false;
          response.on('data', (chunk: string) => {
            if (got) return;
            const text = tail + chunk;
            if (text.includes('event: notification')) {
              got = true;
              received.push(now());
            }
            tail = text.slice(-32);
          });
          response.on('error', () => {});
          resolve();
        },
      );
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      requests.push(request);
    });

  // Open in waves so the accept queue never overflows.
  const WAVE = 200;
  for (let i = 0; i < start.tokens.length; i += WAVE) {
    await Promise.all(start.tokens.slice(i, i + WAVE).map(openOne));
  }
  send({ kind: 'opened', open: start.tokens.length - failed, failed, seconds: (now() - began) / 1000 });

  process.on('message', (message) => {
    if ((message as { kind: string }).kind === 'report') send({ kind: 'received', times: [...received] });
    if ((message as { kind: string }).kind === 'close') {
      for (const request of requests) request.destroy();
      agent.destroy();
      send({ kind: 'closed' });
      setTimeout(() => process.exit(0), 100);
    }
  });
}

// ---- the server process ----------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  return nearestRank(sorted, p / 100) ?? Number.NaN;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function memory() {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

/**
 * The streams are held by two client processes: one alone, reading 5,000 sockets, can fall
 * behind the server and count its own lag as delivery time.
 */
const CLIENT_PROCESSES = 2;

/** Forks one client process; `next(kind)` waits for its next message of that kind. */
function startClient() {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--client'], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages: ClientMessage[] = [];
  const waiters: Array<() => void> = [];
  child.on('message', (message) => {
    messages.push(message as ClientMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async <K extends ClientMessage['kind']>(kind: K) => {
    for (;;) {
      const index = messages.findIndex((m) => m.kind === kind);
      if (index !== -1) return messages.splice(index, 1)[0] as Extract<ClientMessage, { kind: K }>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { process: child, next };
}

async function runServer(): Promise<void> {
  const connections = Number(values.connections);
  const personCount = Number(values.persons ?? Math.ceil(connections / 5));
  const perPerson = Math.ceil(connections / personCount);
  const timeoutSeconds = Number(values.timeout);
  if (
    !Number.isInteger(connections) ||
    connections < 1 ||
    !Number.isInteger(personCount) ||
    personCount < 1
  ) {
    throw new Error('--connections and --persons must be positive integers');
  }
  const deadline = setTimeout(() => {
    console.error(`Bench did not finish in ${timeoutSeconds} s: stopped.`);
    process.exit(1);
  }, timeoutSeconds * 1000);
  deadline.unref();

  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { FAENA_DATA_DIR: 'memory://' }),
    FAENA_DEFAULT_TENANT: 'bench',
    FAENA_WEB_DIST: '/nonexistent',
    FAENA_SSE_MAX_PER_PERSON: String(perPerson),
    FAENA_RATE_LIMIT_ME: '0',
  });
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  const engine = await describeEngine(database, ' server');
  const [existing] = await database.privileged
    .select()
    .from(organizations)
    .where(eq(organizations.id, 'bench'));
  if (existing) {
    throw new Error(
      "The database already has a 'bench' tenant: run the bench on a throwaway database (scripts/with-postgres.sh).",
    );
  }
  await database.privileged.insert(organizations).values({ id: 'bench', subdomain: 'bench', name: 'Bench' });
  const people = Array.from({ length: personCount }, (_, i) => ({
    organizationId: 'bench',
    id: crypto.randomUUID(),
    name: `Persona ${i}`,
    email: `p${i}@bench.faena.test`,
    firebaseUid: `bench-${i}`,
  }));
  for (let i = 0; i < people.length; i += 1000) {
    await database.privileged.insert(persons).values(people.slice(i, i + 1000));
  }
  const app = await buildApp({
    config,
    database,
    verifier: benchVerifier,
    pushSender: new RecordingPushSender(),
  });
  const { port } = await listenOnLoopback(app);
  const hub = app.notifications.hub;
  // Warm the request path once so the baseline includes compiled routes and the first query.
  await app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { authorization: `Bearer ${benchToken('bench-0')}` },
  });

  const before = await memory();
  const tokens = Array.from({ length: connections }, (_, i) => benchToken(`bench-${i % personCount}`));
  const clients = Array.from({ length: Math.min(CLIENT_PROCESSES, connections) }, startClient);
  /** The next message of `kind` from every client process. */
  const fromAll = <K extends ClientMessage['kind']>(kind: K) =>
    Promise.all(clients.map((client) => client.next(kind)));

  console.log(
    `Opening ${connections} streams for ${personCount} people (${perPerson} each) on 127.0.0.1:${port}` +
      ` from ${clients.length} client processes…`,
  );
  // Dealt in turn: each process holds an even share of the streams.
  clients.forEach((client, k) => {
    client.process.send({
      port,
      tokens: tokens.filter((_, i) => i % clients.length === k),
    } satisfies ClientStart);
  });
  const openedEach = await fromAll('opened');
  const opened = {
    open: openedEach.reduce((sum, m) => sum + m.open, 0),
    failed: openedEach.reduce((sum, m) => sum + m.failed, 0),
    seconds: Math.max(...openedEach.map((m) => m.seconds)),
  };
  await new Promise((resolve) => setTimeout(resolve, 500));
  const during = await memory();
  const held = hub.count();

  // The broadcast: one notification for every person, timed from the notify call; and when
  // the server had written it to every stream (the rest is the sockets and the client).
  let writtenAt = Number.NaN;
  const deliver = hub.deliver.bind(hub);
  hub.deliver = (rows) => {
    deliver(rows);
    // Once this tick is over: any write left for the next tick (res.write) has gone out too.
    setImmediate(() => {
      writtenAt = now();
    });
  };
  const sentAt = now();
  await app.notifications.notify(
    { organizationId: 'bench', personIds: people.map((p) => p.id) },
    { type: 'NEW_POST', postId: 'bench', title: 'Aviso para todos' },
  );
  const notifyMs = now() - sentAt;
  let times: number[] = [];
  const waitUntil = now() + 30_000;
  while (now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const client of clients) client.process.send({ kind: 'report' });
    times = (await fromAll('received')).flatMap((m) => m.times);
    if (times.length >= opened.open) break;
  }
  const delays = times.map((t) => t - sentAt).sort((a, b) => a - b);

  for (const client of clients) client.process.send({ kind: 'close' });
  await fromAll('closed');
  const cleanupStart = now();
  while (hub.count() > 0 && now() - cleanupStart < 10_000) await new Promise((r) => setTimeout(r, 50));
  const leftOpen = hub.count();
  const cleanupMs = now() - cleanupStart;
  const after = await memory();

  const rows: [string, string][] = [
    ['connections requested', String(connections)],
    ['connections held (hub)', `${held} (clients: ${opened.open} open, ${opened.failed} failed)`],
    ['people × streams each', `${personCount} × ${perPerson}`],
    ['time to open all', `${opened.seconds.toFixed(1)} s`],
    ['server RSS before / with / after', `${mb(before.rss)} / ${mb(during.rss)} / ${mb(after.rss)}`],
    [
      'server heap before / with / after',
      `${mb(before.heapUsed)} / ${mb(during.heapUsed)} / ${mb(after.heapUsed)}`,
    ],
    [
      'server RSS per connection',
      `${kb((during.rss - before.rss) / Math.max(1, held))} (vs before), ${kb((during.rss - after.rss) / Math.max(1, held))} (vs after closing)`,
    ],
    [
      'server heap per connection',
      `${kb((during.heapUsed - before.heapUsed) / Math.max(1, held))} (vs before), ${kb((during.heapUsed - after.heapUsed) / Math.max(1, held))} (vs after closing)`,
    ],
    ['notify() of the broadcast', `${notifyMs.toFixed(0)} ms (${personCount} rows)`],
    ['server wrote every stream at', `${(writtenAt - sentAt).toFixed(0)} ms`],
    ['delivered', `${delays.length} / ${opened.open}`],
    ['delivery p50', `${percentile(delays, 50).toFixed(0)} ms`],
    ['delivery p99', `${percentile(delays, 99).toFixed(0)} ms`],
    ['delivery max', `${(delays.at(-1) ?? Number.NaN).toFixed(0)} ms`],
    ['streams left after disconnect', `${leftOpen} (after ${cleanupMs.toFixed(0)} ms)`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nSSE load (one instance, ${engine}, Node ${process.version})`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  if (!(globalThis as { gc?: unknown }).gc)
    console.log('  (memory without --expose-gc: figures are noisier)');

  await app.close();
  // A server database is left as it was found (the bench tenant's rows go with it).
  if (database.target.kind === 'postgres') {
    await database.privileged.delete(organizations).where(eq(organizations.id, 'bench'));
  }
  await database.close();
  process.exit(delays.length === opened.open && leftOpen === 0 ? 0 : 1);
}

if (values.client) await runClient();
else await runServer();
