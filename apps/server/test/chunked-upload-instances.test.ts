/**
 * Two instances of the server behind one load balancer: one database, one S3-compatible bucket
 * (a real s3rver on a loopback port), each with an uploads folder of its own on its own disk.
 * A chunked upload may send each chunk to either; nothing of it may live on one instance's disk.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { S3RVER_KEY, startS3, type TestS3 } from './support/s3.ts';
import { DEMO_HOST, startTestApp, type TestApp } from './support/test-app.ts';

const ANA = 'ana@demo.faena.test';
const MB = 1024 * 1024;

let dir: string;
let s3server: TestS3;
let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'faena-instances-test-'));
  s3server = await startS3(join(dir, 's3'), 'faena-instances');
  t = await startTestApp({
    env: {
      FAENA_UPLOADS_DIR: join(dir, 'first'),
      FAENA_UPLOAD_MAX_CHUNK_MB: '1',
      FAENA_STORAGE: 's3',
      FAENA_S3_BUCKET: s3server.bucket,
      FAENA_S3_ENDPOINT: s3server.endpoint,
      FAENA_S3_ACCESS_KEY_ID: S3RVER_KEY,
      FAENA_S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
  });
  second = await buildApp({
    config: { ...t.config, uploads: { ...t.config.uploads, dir: join(dir, 'second') } },
    database: t.database,
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await s3server?.close();
  await rm(dir, { recursive: true, force: true });
});

const pdfOf = (size: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.from(Array.from({ length: size - 9 }, (_, i) => (i * 17) % 256)),
  ]);

async function call(
  instance: FastifyInstance,
  method: 'POST' | 'PATCH' | 'HEAD' | 'GET',
  url: string,
  headers: Record<string, string> = {},
  payload?: Buffer | object,
) {
  const token = await t.tokenOf(ANA, 'demo');
  return instance.inject({
    method,
    url,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function filesUnder(folder: string): Promise<string[]> {
  try {
    return await readdir(folder, { recursive: true });
  } catch {
    return [];
  }
}

describe('a chunked upload across two instances', () => {
  it('takes each chunk on either instance, completes on the other, and keeps nothing on their disks', async () => {
    const file = pdfOf(2.5 * MB);
    const started = await call(t.app, 'POST', '/api/filepond/process', {
      'content-type': 'application/pdf',
      'upload-length': String(file.length),
      'x-file-name': 'plano.pdf',
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().temporary_upload as string;
    const chunk = (instance: FastifyInstance, offset: number, bytes: Buffer) =>
      call(
        instance,
        'PATCH',
        `/api/filepond/patch/${id}`,
        { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
        bytes,
      );

    expect((await chunk(t.app, 0, file.subarray(0, MB))).statusCode).toBe(204);
    // The other instance knows where the upload stands and takes the next chunk.
    expect((await call(second, 'HEAD', `/api/filepond/patch/${id}`)).headers['upload-offset']).toBe(
      String(MB),
    );
    expect((await chunk(second, MB, file.subarray(MB, 2 * MB))).statusCode).toBe(204);
    // A chunk sent again to the first instance is told where to continue.
    const stale = await chunk(t.app, MB, file.subarray(MB, 2 * MB));
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['upload-offset']).toBe(String(2 * MB));
    const last = await chunk(t.app, 2 * MB, file.subarray(2 * MB));
    expect(last.statusCode).toBe(201);

    const stored = await call(second, 'POST', `/api/filepond/${id}/store`, {}, { temporary_upload: id });
    expect(stored.statusCode).toBe(200);
    const download = await call(second, 'GET', `/api/filepond/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file)).toBe(true);

    // Neither instance's own folder holds any of it, and the bucket no longer holds its parts.
    expect(await filesUnder(join(dir, 'first'))).toEqual([]);
    expect(await filesUnder(join(dir, 'second'))).toEqual([]);
    for (const index of [0, 1, 2]) {
      expect(await t.app.uploads.storage.exists(t.app.uploads.partKey('demo', id, index))).toBe(false);
    }
  });
});
