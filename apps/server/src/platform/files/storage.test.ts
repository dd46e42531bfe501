/**
 * One contract, two backends: the local disk and a real S3-compatible server (s3rver, started
 * here on a loopback port over a temporary folder). Whatever the routes rely on holds for both.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_KEY, startS3, type TestS3 } from '../../../test/support/s3.ts';
import { S3Storage } from './s3-storage.ts';
import { type FileStorage, LocalDiskStorage } from './storage.ts';

let dir: string;
let s3server: TestS3;
const backends: Record<string, FileStorage> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'faena-storage-test-'));
  s3server = await startS3(join(dir, 's3'), 'faena-test');
  backends.local = new LocalDiskStorage(join(dir, 'disk'));
  backends.s3 = new S3Storage({
    endpoint: s3server.endpoint,
    bucket: s3server.bucket,
    region: 'us-east-1',
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  });
});
afterAll(async () => {
  (backends.s3 as S3Storage | undefined)?.destroy();
  await s3server?.close();
  await rm(dir, { recursive: true, force: true });
});

const bytes = (length: number, seed = 1) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) % 251));

describe.each(['local', 's3'])('%s storage', (name) => {
  const storage = () => backends[name] as FileStorage;

  it('gives back what was put, by key, and reports it exists', async () => {
    const body = bytes(4096);
    expect(await storage().exists('demo/a1')).toBe(false);
    expect(await storage().get('demo/a1')).toBeNull();
    expect(await storage().put('demo/a1', Readable.from([body]), body.length)).toEqual({ size: 4096 });
    expect(await storage().exists('demo/a1')).toBe(true);
    const read = await storage().get('demo/a1');
    expect((await buffer(read as Readable)).equals(body)).toBe(true);
  });

  it('streams a body of unknown size larger than one part, and replaces an earlier one', async () => {
    const body = bytes(9 * 1024 * 1024 + 123, 7);
    const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) =>
      body.subarray(i * 65536, (i + 1) * 65536),
    );
    await storage().put('demo/big', Readable.from([bytes(10)]));
    expect((await storage().put('demo/big', Readable.from(chunks))).size).toBe(body.length);
    const read = await buffer((await storage().get('demo/big')) as Readable);
    expect(read.length).toBe(body.length);
    expect(read.equals(body)).toBe(true);
  });

  it('deletes, and deleting nothing is fine', async () => {
    await storage().put('acme/gone', Readable.from([bytes(5)]), 5);
    await storage().delete('acme/gone');
    expect(await storage().exists('acme/gone')).toBe(false);
    expect(await storage().get('acme/gone')).toBeNull();
    await expect(storage().delete('acme/never-was')).resolves.toBeUndefined();
  });

  it('refuses keys that are not plain segments', async () => {
    for (const key of ['../etc/passwd', 'demo/../x', '/abs', 'demo/a b', '']) {
      await expect(storage().put(key, Readable.from([bytes(1)]), 1), key).rejects.toThrow(
        /Invalid storage key/,
      );
    }
  });
});

/**
 * A proxy in front of s3rver that fails the first request of each PUT it is told to: answers it
 * 503 (S3's "slow down") or drops its connection, as a busy object store or network may.
 */
async function flakyProxy(target: string, fail: Map<string, '503' | 'reset'>) {
  const seen: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '').split('?')[0] ?? '';
    seen.push(`${incoming.method} ${path}`);
    const failure = incoming.method === 'PUT' ? fail.get(path) : undefined;
    if (failure) {
      fail.delete(path);
      incoming.resume();
      if (failure === 'reset') incoming.socket.destroy();
      else
        outgoing
          .writeHead(503, { 'content-type': 'application/xml' })
          .end('<Error><Code>SlowDown</Code></Error>');
      return;
    }
    const { hostname, port } = new URL(target);
    const forwarded = request(
      { hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('s3 storage on a failing network', () => {
  it('sends a put again when the store answers 503 or drops the connection, and loses nothing', async () => {
    const fail = new Map<string, '503' | 'reset'>([
      ['/faena-test/demo/retried', '503'],
      ['/faena-test/demo/reset', 'reset'],
      ['/faena-test/demo/parts', 'reset'],
    ]);
    const proxy = await flakyProxy(s3server.endpoint, fail);
    const storage = new S3Storage({
      endpoint: proxy.endpoint,
      bucket: s3server.bucket,
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    });
    try {
      // A chunk as the uploads keep it: a file's stream of known size, under one part.
      const small = bytes(300_000, 3);
      expect(await storage.put('demo/retried', Readable.from([small]), small.length)).toEqual({
        size: small.length,
      });
      expect(await storage.put('demo/reset', Readable.from([small]), small.length)).toEqual({
        size: small.length,
      });
      // Larger than a part: the failed part is sent again, the others once.
      const large = bytes(9 * 1024 * 1024, 5);
      expect((await storage.put('demo/parts', Readable.from([large]))).size).toBe(large.length);
      expect(fail.size).toBe(0);
      for (const [key, body] of [
        ['demo/retried', small],
        ['demo/reset', small],
        ['demo/parts', large],
      ] as const) {
        expect((await buffer((await backends.s3?.get(key)) as Readable)).equals(body), key).toBe(true);
      }
      expect(proxy.seen.filter((line) => line === 'PUT /faena-test/demo/retried')).toHaveLength(2);
    } finally {
      storage.destroy();
      await proxy.close();
    }
  });
});
