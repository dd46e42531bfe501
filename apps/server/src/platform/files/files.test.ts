/**
 * Uploads end to end on the real app: a file is checked by its bytes, stored by its uploader,
 * and downloaded by members of its organization or through a signed link until it expires.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { loadConfig } from '../../config.ts';
import { sanitizeFileName } from './file-checks.ts';

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';
const CARLA = 'carla@acme.faena.test';

// A JPEG's start (SOI + JFIF APP0) and some bytes: what file-type reads to name it.
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256)),
  Buffer.from([0xff, 0xd9]),
]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'faena-uploads-test-'));
  t = await startTestApp({ env: { FAENA_UPLOADS_DIR: dir, FAENA_UPLOAD_MAX_MB: '1' } });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const auth = async (email: string, organizationId = 'demo') => ({
  authorization: `Bearer ${await t.tokenOf(email, organizationId)}`,
});

async function processUpload(
  body: Buffer,
  { type = 'image/jpeg', name = 'foto.jpg', email = ANA } = {},
): Promise<{ statusCode: number; json(): Record<string, unknown> }> {
  return t.app.inject({
    method: 'POST',
    url: '/api/filepond/process',
    headers: {
      host: DEMO_HOST,
      ...(await auth(email)),
      'content-type': type,
      'x-file-name': encodeURIComponent(name),
    },
    payload: body,
  });
}

async function store(id: string, email = ANA) {
  return t.app.inject({
    method: 'POST',
    url: `/api/filepond/${id}/store`,
    headers: { host: DEMO_HOST, ...(await auth(email)) },
    payload: { temporary_upload: id },
  });
}

/** Uploads and stores a file as Ana; its upload id. */
async function uploaded(body: Buffer, options: { type?: string; name?: string } = {}): Promise<string> {
  const processed = await processUpload(body, options);
  expect(processed.statusCode).toBe(201);
  const id = processed.json().temporary_upload as string;
  expect((await store(id)).statusCode).toBe(200);
  return id;
}

describe('uploading, storing and downloading', () => {
  it('stores a JPEG and gives back the same bytes, inline, cached and not sniffable', async () => {
    const processed = await processUpload(JPEG, { name: 'fachada norte.jpg' });
    expect(processed.statusCode).toBe(201);
    const id = processed.json().temporary_upload as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // Not downloadable until stored.
    expect((await t.getAs(`/api/filepond/${id}/download`)).statusCode).toBe(404);

    const stored = await store(id);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ upload_id: id, download_url: `/api/filepond/${id}/download` });
    // Storing again is the same upload.
    expect((await store(id)).json()).toEqual(stored.json());

    const download = await t.getAs(`/api/filepond/${id}/download`, BRUNO);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(JPEG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="fachada norte.jpg"; filename*=UTF-8''fachada%20norte.jpg`,
    );
    expect(download.headers['cache-control']).toContain('immutable');
    const etag = download.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/filepond/${id}/download`,
      headers: { host: DEMO_HOST, ...(await auth(ANA)), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends plain text as an attachment', async () => {
    const id = await uploaded(Buffer.from('fecha,turno\n2026-01-01,mañana\n'), {
      type: 'text/csv',
      name: 'turnos.csv',
    });
    const download = await t.getAs(`/api/filepond/${id}/download`);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="turnos\.csv"/);
  });

  it('refuses HTML renamed .png, SVG, and bytes that are no allowed type', async () => {
    for (const [body, type, name] of [
      [HTML, 'image/png', 'foto.png'],
      [HTML, 'text/plain', 'nota.txt'],
      [HTML, 'text/html', 'pagina.html'],
      [SVG, 'image/svg+xml', 'logo.svg'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'application/zip', 'a.zip'],
      [Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe]), 'text/plain', 'binario.txt'],
    ] as const) {
      const response = await processUpload(body, { type, name });
      expect(response.statusCode, `${type} ${name}`).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    }
  });

  it('refuses a file over the size limit and an empty one', async () => {
    const big = Buffer.concat([JPEG.subarray(0, 12), Buffer.alloc(1024 * 1024)]);
    const response = await processUpload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(response.json().message).toContain('1 MB');
    expect((await processUpload(Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('keeps only the last part of a path-trick name, without control characters', async () => {
    const id = await uploaded(JPEG, { name: '../../etc/\u0000pass\u202ewd\u0007.jpg' });
    const download = await t.getAs(`/api/filepond/${id}/download`);
    expect(download.headers['content-disposition']).toContain('filename="passwd.jpg"');
    // The bytes are under the organization's folder, named by the id only.
    expect(await readdir(join(dir, 'demo'))).toContain(id);
    expect((await readdir(dir)).sort()).toEqual(['demo']);
  });

  it('lets only the uploader store a temporary upload', async () => {
    const processed = await processUpload(JPEG);
    const id = processed.json().temporary_upload as string;
    const byBruno = await store(id, BRUNO);
    expect(byBruno.statusCode).toBe(404);
    // A body naming another upload than the path is refused.
    const mismatch = await t.app.inject({
      method: 'POST',
      url: `/api/filepond/${id}/store`,
      headers: { host: DEMO_HOST, ...(await auth(ANA)) },
      payload: { temporary_upload: crypto.randomUUID() },
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await store(id)).statusCode).toBe(200);
  });

  it('keeps another organization out', async () => {
    const id = await uploaded(JPEG);
    // Carla's token on demo's host, and Carla on her own host asking for demo's id.
    const foreignToken = await t.app.inject({
      method: 'GET',
      url: `/api/filepond/${id}/download`,
      headers: { host: DEMO_HOST, ...(await auth(CARLA, 'acme')) },
    });
    expect(foreignToken.statusCode).toBe(403);
    expect((await t.getAs(`/api/filepond/${id}/download`, CARLA, 'acme', ACME_HOST)).statusCode).toBe(404);
    expect((await t.getAs(`/api/filepond/${id}/link`, CARLA, 'acme', ACME_HOST)).statusCode).toBe(404);
    // Demo's signed link, on acme's host.
    const { url } = (await t.getAs(`/api/filepond/${id}/link`)).json() as { url: string };
    const elsewhere = await t.app.inject({ method: 'GET', url, headers: { host: ACME_HOST } });
    expect(elsewhere.statusCode).toBe(403);
    // Nor may acme store demo's temporary uploads.
    const temporary = (await processUpload(JPEG)).json().temporary_upload as string;
    const storedElsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/filepond/${temporary}/store`,
      headers: { host: ACME_HOST, ...(await auth(CARLA, 'acme')) },
      payload: { temporary_upload: temporary },
    });
    expect(storedElsewhere.statusCode).toBe(404);
  });
});

describe('signed links', () => {
  it('serves the file without a token until the link expires', async () => {
    const id = await uploaded(JPEG);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/filepond/${id}/download`,
      headers: { host: DEMO_HOST },
    });
    expect(anonymous.statusCode).toBe(401);

    const link = await t.getAs(`/api/filepond/${id}/link`, BRUNO);
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json() as { url: string; expires_at: string };
    expect(link.json()).toMatchObject({ name: 'foto.jpg', content_type: 'image/jpeg', size: JPEG.length });
    expect(url).toMatch(new RegExp(`^/api/filepond/${id}/download\\?exp=[0-9]+&sig=[A-Za-z0-9_-]+$`));
    const now = t.app.uploads.now();
    expect(Date.parse(expires_at) - now).toBeGreaterThanOrEqual(3600 * 1000);

    const signed = await t.app.inject({ method: 'GET', url, headers: { host: DEMO_HOST } });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(JPEG)).toBe(true);

    const tampered = await t.app.inject({
      method: 'GET',
      url: url.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A')),
      headers: { host: DEMO_HOST },
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toMatchObject({ code: 'LINK_INVALID' });
    // The same signature does not open another file.
    const other = await uploaded(JPEG);
    const otherFile = await t.app.inject({
      method: 'GET',
      url: url.replace(id, other),
      headers: { host: DEMO_HOST },
    });
    expect(otherFile.statusCode).toBe(403);

    const clock = t.app.uploads.now;
    t.app.uploads.now = () => Date.parse(expires_at) + 1000;
    try {
      const expired = await t.app.inject({ method: 'GET', url, headers: { host: DEMO_HOST } });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 'LINK_INVALID' });
    } finally {
      t.app.uploads.now = clock;
    }
  });
});

describe('abandoned temporary uploads', () => {
  it('are removed with their bytes once older than the limit; stored ones stay', async () => {
    const abandoned = (await processUpload(JPEG)).json().temporary_upload as string;
    const kept = await uploaded(JPEG);
    await t.database.privileged.execute(
      sql`update uploads set created_at = created_at - interval '25 hours' where id in (${abandoned}, ${kept})`,
    );
    expect(await t.app.uploads.sweep()).toBeGreaterThanOrEqual(1);
    const files = await readdir(join(dir, 'demo'));
    expect(files).not.toContain(abandoned);
    expect(files).toContain(kept);
    expect((await store(abandoned)).statusCode).toBe(404);
    expect((await t.getAs(`/api/filepond/${kept}/download`)).statusCode).toBe(200);
  });
});

describe('file names', () => {
  it('are cut to 255 bytes keeping the extension, and never empty', () => {
    const long = sanitizeFileName(`${'ñ'.repeat(300)}.pdf`);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(255);
    expect(long.endsWith('ñ.pdf')).toBe(true);
    expect(sanitizeFileName('..')).toBe('archivo');
    expect(sanitizeFileName('C:\\Users\\ana\\informe.pdf')).toBe('informe.pdf');
    expect(sanitizeFileName(undefined)).toBe('archivo');
  });
});

describe('settings', () => {
  it('keep uploads beside the PGlite folder unless told, and refuse a short link secret', () => {
    const uploads = (env: Record<string, string>) => loadConfig(env).uploads;
    const beside = uploads({ FAENA_DATA_DIR: join(dir, 'db', 'pglite') });
    expect(beside.dir).toBe(join(dir, 'db', 'uploads'));
    expect(beside.maxBytes).toBe(20 * 1024 * 1024);
    expect(beside.temporaryHours).toBe(24);
    expect(beside.linkSeconds).toBe(3600);
    expect(uploads({ FAENA_UPLOADS_DIR: join(dir, 'elsewhere') }).dir).toBe(join(dir, 'elsewhere'));
    expect(() => uploads({ FAENA_UPLOAD_LINK_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => uploads({ FAENA_UPLOAD_MAX_MB: '0' })).toThrow(/FAENA_UPLOAD_MAX_MB/);
  });
});
