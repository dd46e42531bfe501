/**
 * `npm run bench -w @faena/server -- --only uploads`, or on its own from apps/server (with
 * `DATABASE_URL` set for PostgreSQL, else on a PGlite folder): `tsx bench/uploads.ts [--mb 1024]
 * [--resume-mb 256] [--chunk-mb 8]`
 *
 * Chunked, resumable uploads against the real server: `src/main.ts` in a child process on a
 * loopback port, its uploads folder (and PGlite folder) in a temp directory, a seeded person
 * signed in through the Auth Emulator.
 *
 * 1. A `--mb` file (pseudo-random bytes made chunk by chunk, never whole in memory; a PDF
 *    header so the type check accepts it) goes up in `--chunk-mb` PATCHes, then is stored:
 *    MB/s, and the server process's RSS (VmRSS from /proc, sampled every 50 ms) before and at
 *    its peak, which should not grow with the file. The download's SHA-256 must be the sent one.
 * 2. Half of a `--resume-mb` file goes up, the next chunk starts, and the server is killed
 *    (SIGKILL, a crash); a new server starts on the same folders, HEAD says where to go on,
 *    the rest goes up from there and is stored and checked: the offset, the bytes sent twice
 *    (at most one chunk) and the time from the kill until the server answered HEAD.
 * Peers' problems it answers: uppy#4523 (resumable uploads restarting from zero).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createCipheriv, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_CREDENTIALS } from '../src/seed-data.ts';
import {
  benchAuthEmulator,
  benchDatabase,
  benchSignIn,
  printBenchHeading,
  printLoadAfter,
  seconds,
} from './support.ts';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '1024' },
    'resume-mb': { type: 'string', default: '256' },
    'chunk-mb': { type: 'string', default: '8' },
  },
});
const MB = 1024 * 1024;
const SIZE = Number(values.mb) * MB;
const RESUME_SIZE = Number(values['resume-mb']) * MB;
const CHUNK = Number(values['chunk-mb']) * MB;
const HOST = 'demo.faena.localhost';
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const agent = new http.Agent({ keepAlive: true });

// ---- the file: AES-CTR keystream, so any chunk can be made again after a crash ------------------

const KEY = Buffer.alloc(32, 7);
/** Bytes [start, start + length) of the file; `start` a multiple of 16. Starts like a PDF. */
function fileBytes(start: number, length: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(start / 16), 8);
  const bytes = createCipheriv('aes-256-ctr', KEY, iv).update(Buffer.alloc(length));
  if (start === 0) bytes.write('%PDF-1.7\n', 'latin1');
  return bytes;
}

// ---- HTTP on loopback ----------------------------------------------------------------------------

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
  onResponse?: (response: http.IncomingMessage) => Promise<string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: { host: HOST, ...headers } },
      (response) => {
        const read =
          onResponse?.(response) ??
          (async () => {
            let text = '';
            for await (const piece of response) text += piece;
            return text;
          })();
        read.then(
          (text) => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          reject,
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.body}`);
  return answer;
}

// ---- the server ----------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** VmRSS of `pid` in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}

interface Server {
  child: ChildProcess;
  pid: number;
  token: string;
  exited: Promise<void>;
  /** When /api/health first answered (after migrations and the demo seed). */
  upAt: number;
}

const member = DEMO_CREDENTIALS.find((c) => c.tenant === 'demo' && c.member);
if (!member) throw new Error('The seed has no member of demo');

/** `src/main.ts` on `port` with `env`, once /api/health answers, and a token of the seeded member. */
async function startServer(port: number, env: NodeJS.ProcessEnv, emulatorHost: string): Promise<Server> {
  const child = spawn(process.execPath, [...process.execArgv, main], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  for (;;) {
    if (!running) throw new Error('The server stopped while starting');
    const answer = await call(port, 'GET', '/api/health', {}).catch(() => undefined);
    if (answer?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const upAt = performance.now();
  const organization = JSON.parse(
    expectStatus(await call(port, 'GET', '/api/organizations/current', {}), 200, 'organization').body,
  ) as { firebase_tenant_id: string };
  const token = await benchSignIn(emulatorHost, member!.email, organization.firebase_tenant_id);
  return { child, pid: child.pid!, token, exited, upAt };
}

async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  await server.exited;
}

// ---- the upload ----------------------------------------------------------------------------------

const auth = (server: Server) => ({ authorization: `Bearer ${server.token}` });

async function begin(port: number, server: Server, size: number, name: string): Promise<string> {
  const answer = await call(port, 'POST', '/api/filepond/process', {
    ...auth(server),
    'upload-length': String(size),
    'content-type': 'application/pdf',
    'x-file-name': encodeURIComponent(name),
  });
  return (JSON.parse(expectStatus(answer, 201, 'process').body) as { temporary_upload: string })
    .temporary_upload;
}

async function patch(port: number, server: Server, id: string, offset: number, bytes: Buffer, size: number) {
  const answer = await call(
    port,
    'PATCH',
    `/api/filepond/patch/${id}`,
    {
      ...auth(server),
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'upload-length': String(size),
    },
    bytes,
  );
  if (answer.status !== 204 && answer.status !== 201)
    throw new Error(`PATCH: ${answer.status} ${answer.body}`);
}

/** Sends chunks from `offset` up to `until` (a chunk boundary or the end); `hash` takes each new byte once. */
async function send(
  port: number,
  server: Server,
  id: string,
  size: number,
  offset: number,
  until: number,
  hash: { update(bytes: Buffer, at: number): void },
): Promise<void> {
  for (let at = offset; at < until; at += CHUNK) {
    const bytes = fileBytes(at, Math.min(CHUNK, size - at));
    hash.update(bytes, at);
    await patch(port, server, id, at, bytes, size);
  }
}

/** A SHA-256 of the file fed in order, ignoring bytes it already has (those sent again). */
function orderedHash() {
  const hash = createHash('sha256');
  let have = 0;
  return {
    update(bytes: Buffer, at: number) {
      if (at + bytes.length <= have) return;
      hash.update(bytes.subarray(have - at));
      have = at + bytes.length;
    },
    digest: () => hash.digest('hex'),
  };
}

/** Stores the upload and downloads it: its SHA-256, and the download's MB/s. */
async function storeAndHash(
  port: number,
  server: Server,
  id: string,
): Promise<{ sha256: string; mbps: number }> {
  const stored = await call(
    port,
    'POST',
    `/api/filepond/${id}/store`,
    { ...auth(server), 'content-type': 'application/json' },
    Buffer.from(JSON.stringify({ temporary_upload: id })),
  );
  const { download_url } = JSON.parse(expectStatus(stored, 200, 'store').body) as { download_url: string };
  const started = performance.now();
  let size = 0;
  const answer = await call(port, 'GET', download_url, auth(server), undefined, async (response) => {
    const hash = createHash('sha256');
    for await (const piece of response) {
      hash.update(piece as Buffer);
      size += (piece as Buffer).length;
    }
    return hash.digest('hex');
  });
  expectStatus(answer, 200, 'download');
  return { sha256: answer.body, mbps: size / MB / ((performance.now() - started) / 1000) };
}

// ---- the run -------------------------------------------------------------------------------------

printBenchHeading('Uploads: chunked and resumed after a crash, on a real server process');
const dir = await mkdtemp(join(tmpdir(), 'faena-bench-uploads-'));
const emulator = await benchAuthEmulator();
const benchDb = await benchDatabase(' (npm run bench -w @faena/server starts a PostgreSQL server itself)');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  FAENA_WEB_DIST: '/nonexistent',
  FAENA_UPLOADS_DIR: join(dir, 'uploads'),
  DATABASE_URL: benchDb.target.kind === 'postgres' ? benchDb.target.url : '',
  FAENA_DATA_DIR: join(dir, 'pglite'),
};
const port = await freePort();
let server: Server | undefined;
let ok = true;
try {
  console.log(
    `  ${benchDb.target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite folder'}, uploads under ${dir}, ` +
      `server on 127.0.0.1:${port}, ${CHUNK / MB} MB chunks`,
  );
  server = await startServer(port, env, emulator.host);

  // 1. A big file, chunk after chunk.
  const live = server;
  const rssBefore = rssMb(live.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(live.pid));
  }, 50);
  const sent = orderedHash();
  const started = performance.now();
  const id = await begin(port, live, SIZE, 'grande.pdf');
  await send(port, live, id, SIZE, 0, SIZE, sent);
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const big = await storeAndHash(port, live, id);
  const bigOk = big.sha256 === sent.digest();
  ok &&= bigOk;
  console.log(
    `  ${SIZE / MB} MB in ${SIZE / CHUNK} chunks: ${seconds(elapsed)}, ${(SIZE / MB / (elapsed / 1000)).toFixed(1)} MB/s ` +
      `(until the last chunk was checked, hashed and in the storage)`,
  );
  console.log(
    `  server RSS: ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB during the upload ` +
      `(+${(rssPeak - rssBefore).toFixed(0)} MB for a ${SIZE / MB} MB file)`,
  );
  console.log(
    `  stored and downloaded (${big.mbps.toFixed(0)} MB/s): SHA-256 ${bigOk ? 'matches ✓' : 'DIFFERS ✖'}`,
  );

  // 2. Half a file, a crash during the next chunk, a new server, the rest.
  const half = Math.floor(RESUME_SIZE / 2 / CHUNK) * CHUNK;
  const resumed = orderedHash();
  const resumeId = await begin(port, live, RESUME_SIZE, 'reanudado.pdf');
  await send(port, live, resumeId, RESUME_SIZE, 0, half, resumed);
  const inFlight = fileBytes(half, Math.min(CHUNK, RESUME_SIZE - half));
  resumed.update(inFlight, half);
  const dying = patch(port, live, resumeId, half, inFlight, RESUME_SIZE).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 30));
  const killedAt = performance.now();
  await stopServer(live, 'SIGKILL');
  await dying;
  const sentBeforeCrash = half + inFlight.length;
  server = await startServer(port, env, emulator.host);
  const head = expectStatus(
    await call(port, 'HEAD', `/api/filepond/patch/${resumeId}`, auth(server)),
    200,
    'HEAD',
  );
  const back = performance.now() - killedAt;
  const offset = Number(head.headers['upload-offset']);
  await send(port, server, resumeId, RESUME_SIZE, offset, RESUME_SIZE, resumed);
  const again = await storeAndHash(port, server, resumeId);
  const resumedSha256 = resumed.digest();
  const resumeOk = again.sha256 === resumedSha256 && sentBeforeCrash - offset <= CHUNK;
  ok &&= resumeOk;
  console.log(
    `  resume of ${RESUME_SIZE / MB} MB: ${(sentBeforeCrash / MB).toFixed(0)} MB sent, SIGKILL during the chunk at ` +
      `${half / MB} MB; a new server answered HEAD ${seconds(back)} after the kill (up after ` +
      `${seconds(server.upAt - killedAt)}: start, migrations, demo seed; then sign-in) with Upload-Offset ${offset} (${(offset / MB).toFixed(0)} MB); sent again ` +
      `${((sentBeforeCrash - offset) / MB).toFixed(1)} MB (≤ one chunk ${sentBeforeCrash - offset <= CHUNK ? '✓' : '✖'}); ` +
      `SHA-256 of the stored file ${again.sha256 === resumedSha256 ? 'matches ✓' : 'DIFFERS ✖'}`,
  );
  printLoadAfter();
} finally {
  if (server) await stopServer(server, 'SIGTERM');
  agent.destroy();
  await benchDb.drop();
  await rm(dir, { recursive: true, force: true });
  await emulator.stop();
}
process.exitCode = ok ? 0 : 1;
