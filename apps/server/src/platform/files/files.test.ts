/**
 * Uploads end to end on the real app: a file is checked by its bytes, stored by its uploader,
 * and downloaded by members of its organization or through a signed link until it expires.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { loadConfig } from '../../config.ts';
import { contentDisposition, sanitizeFileName } from './file-checks.ts';

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
  t = await startTestApp({
    env: {
      FAENA_UPLOADS_DIR: dir,
      FAENA_UPLOAD_MAX_MB: '1',
      FAENA_UPLOAD_MAX_CHUNKED_MB: '3',
      FAENA_UPLOAD_MAX_CHUNK_MB: '1',
    },
  });
  // Demo keeps its photos as sent (so bytes compare as sent); acme strips them, the default.
  await t.database.privileged.execute(sql`update tenants set strip_image_metadata = false where id = 'demo'`);
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
  { type = 'image/jpeg', name = 'foto.jpg', email = ANA, organization = 'demo' } = {},
): Promise<{ statusCode: number; json(): Record<string, unknown> }> {
  return t.app.inject({
    method: 'POST',
    url: '/api/filepond/process',
    headers: {
      host: organization === 'demo' ? DEMO_HOST : ACME_HOST,
      ...(await auth(email, organization)),
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

  it('allow 2 GB in chunks of up to 16 MB, a 10 GB quota and local storage unless told', () => {
    const uploads = (env: Record<string, string>) => loadConfig(env).uploads;
    const defaults = uploads({});
    expect(defaults.maxChunkedBytes).toBe(2048 * 1024 * 1024);
    expect(defaults.maxChunkBytes).toBe(16 * 1024 * 1024);
    expect(defaults.defaultQuotaBytes).toBe(10240 * 1024 * 1024);
    expect(defaults.storage).toEqual({ kind: 'local' });
    expect(
      uploads({
        FAENA_STORAGE: 's3',
        FAENA_S3_BUCKET: 'faena',
        FAENA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        FAENA_S3_ACCESS_KEY_ID: 'key',
        FAENA_S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'faena',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => uploads({ FAENA_STORAGE: 's3' })).toThrow(/FAENA_S3_BUCKET/);
    expect(() => uploads({ FAENA_STORAGE: 'ftp' })).toThrow(/FAENA_STORAGE/);
    expect(() => uploads({ FAENA_STORAGE: 's3', FAENA_S3_BUCKET: 'b', FAENA_S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /go together/,
    );
    expect(() => uploads({ FAENA_STORAGE_QUOTA_MB: '-1' })).toThrow(/FAENA_STORAGE_QUOTA_MB/);
  });
});

/** A PDF's bytes of about `size`: file-type names it by its first bytes. */
const pdfOf = (size: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.from(Array.from({ length: size - 9 }, (_, i) => (i * 13) % 256)),
  ]);

async function startChunked(
  length: number,
  { type = 'application/pdf', name = 'manual.pdf', email = ANA } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/filepond/process',
    headers: {
      host: DEMO_HOST,
      ...(await auth(email)),
      'content-type': type,
      'upload-length': String(length),
      'x-file-name': encodeURIComponent(name),
    },
  });
}

async function patch(id: string, offset: number, chunk: Buffer, email = ANA) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/filepond/patch/${id}`,
    headers: {
      host: DEMO_HOST,
      ...(await auth(email)),
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    payload: chunk,
  });
}

async function head(id: string, email = ANA) {
  return t.app.inject({
    method: 'HEAD',
    url: `/api/filepond/patch/${id}`,
    headers: { host: DEMO_HOST, ...(await auth(email)) },
  });
}

const MB = 1024 * 1024;

/** A chunked upload's part as the storage holds it, or null. */
async function partBytes(id: string, index: number): Promise<Buffer | null> {
  const part = await t.app.uploads.storage.get(t.app.uploads.partKey('demo', id, index));
  return part ? buffer(part) : null;
}

describe('chunked uploads', () => {
  it('gather chunks in order, resume from what the server has, and become a normal upload with the last byte', async () => {
    const file = pdfOf(2.5 * MB);
    const started = await startChunked(file.length, { name: 'manual de operación.pdf' });
    expect(started.statusCode).toBe(201);
    const id = started.json().temporary_upload as string;
    expect((await head(id)).headers['upload-offset']).toBe('0');

    const first = await patch(id, 0, file.subarray(0, MB));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(MB));

    // The same chunk again (its answer was lost): the server says where it is.
    const again = await patch(id, 0, file.subarray(0, MB));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'UPLOAD_OFFSET_MISMATCH' });
    expect(again.headers['upload-offset']).toBe(String(MB));

    // Only its uploader sees or continues it.
    expect((await head(id, BRUNO)).statusCode).toBe(404);
    expect((await patch(id, MB, file.subarray(MB, 2 * MB), BRUNO)).statusCode).toBe(404);
    // Not storable before its last byte.
    const early = await store(id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'UPLOAD_INCOMPLETE' });

    // The bytes so far are in the storage, not in the server's memory: a new process (or another
    // instance) continues from them.
    expect((await partBytes(id, 0))?.equals(file.subarray(0, MB))).toBe(true);
    const resumed = await head(id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers).toMatchObject({
      'upload-offset': String(MB),
      'upload-length': String(file.length),
      'upload-complete': '?0',
    });

    expect((await patch(id, MB, file.subarray(MB, 2 * MB))).statusCode).toBe(204);
    const last = await patch(id, 2 * MB, file.subarray(2 * MB));
    expect(last.statusCode).toBe(201);
    expect(last.json()).toEqual({ temporary_upload: id });
    expect((await head(id)).headers['upload-complete']).toBe('?1');
    expect((await store(id)).statusCode).toBe(200);

    const download = await t.getAs(`/api/filepond/${id}/download`, BRUNO);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(file)).toBe(true);
    expect(download.headers['content-disposition']).toContain(
      "filename*=UTF-8''manual%20de%20operaci%C3%B3n.pdf",
    );
    expect(await partBytes(id, 0)).toBeNull();
    expect(await partBytes(id, 2)).toBeNull();
  });

  it('refuse a declared size over the chunked limit, a chunk over the chunk limit and bytes past the length', async () => {
    const tooBig = await startChunked(3 * MB + 1);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(tooBig.json().message).toContain('3 MB');

    const id = (await startChunked(1.5 * MB)).json().temporary_upload as string;
    const bigChunk = await patch(id, 0, pdfOf(MB + 1));
    expect(bigChunk.statusCode).toBe(413);
    expect((await patch(id, 0, pdfOf(MB))).statusCode).toBe(204);
    const past = await patch(id, MB, Buffer.alloc(MB));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'UPLOAD_BEYOND_LENGTH' });
    expect((await head(id)).headers['upload-offset']).toBe(String(MB));
  });

  it('check the whole file by its bytes at the end: HTML named .png is refused and removed', async () => {
    const html = Buffer.concat([HTML, Buffer.alloc(MB, 0x20)]);
    const id = (await startChunked(html.length, { type: 'image/png', name: 'foto.png' })).json()
      .temporary_upload as string;
    expect((await patch(id, 0, html.subarray(0, MB))).statusCode).toBe(204);
    const last = await patch(id, MB, html.subarray(MB));
    expect(last.statusCode).toBe(415);
    expect(last.json()).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    expect((await head(id)).statusCode).toBe(404);
    expect(await partBytes(id, 0)).toBeNull();
    expect(await partBytes(id, 1)).toBeNull();
  });

  it('are swept with their parts after the limit, a part kept before its row counted it included', async () => {
    const id = (await startChunked(2 * MB)).json().temporary_upload as string;
    expect((await patch(id, 0, pdfOf(MB))).statusCode).toBe(204);
    // A chunk whose request was cut between the storage and the row.
    const service = t.app.uploads;
    await service.storage.put(service.partKey('demo', id, 1), Readable.from([Buffer.alloc(10)]), 10);

    // Nothing is old yet.
    await service.sweep();
    expect(await partBytes(id, 0)).not.toBeNull();

    // A day and an hour later, by the service's clock.
    const clock = service.now;
    service.now = () => Date.now() + 25 * 3600 * 1000;
    try {
      expect(await service.sweep()).toBeGreaterThanOrEqual(1);
      expect(await partBytes(id, 0)).toBeNull();
      expect(await partBytes(id, 1)).toBeNull();
      expect((await head(id)).statusCode).toBe(404);
    } finally {
      service.now = clock;
    }
  });
});

describe('storage quota', () => {
  it('refuses, with a clear message, an upload that would take the organization past its quota', async () => {
    await t.database.privileged.execute(
      sql`update tenants set storage_quota_bytes = (select coalesce(sum(coalesce(expected_size, size)), 0) from uploads where tenant_id = 'demo') + ${2 * MB} where id = 'demo'`,
    );
    try {
      // A chunked upload's declared size counts from its first request.
      const reserved = await startChunked(1.5 * MB);
      expect(reserved.statusCode).toBe(201);
      const over = await startChunked(MB);
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
      expect(over.json().message).toMatch(/^La organización no tiene espacio para este archivo/);
      const single = await processUpload(Buffer.concat([JPEG, Buffer.alloc(600 * 1024)]));
      expect(single.statusCode).toBe(413);
      expect(single.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
      // Small enough still fits.
      expect((await processUpload(JPEG)).statusCode).toBe(201);
    } finally {
      await t.database.privileged.execute(
        sql`update tenants set storage_quota_bytes = null where id = 'demo'`,
      );
    }
  });
});

describe('photo metadata', () => {
  /** A photo as a phone takes it: GPS position, camera, and "rotate 90°" in EXIF. */
  const phonePhoto = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'FaenaPhone', Model: 'Model 7' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '33/1 26/1 5940/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '70/1 39/1 3000/100',
        },
      })
      .toBuffer();

  it('are stripped when the organization asks (the default), with the photo still upright', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from('FaenaPhone'))).toBe(true);
    expect(before.orientation).toBe(6);

    const processed = await processUpload(photo, { organization: 'acme', email: CARLA, name: 'obra.jpg' });
    expect(processed.statusCode).toBe(201);
    const id = processed.json().temporary_upload as string;
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/filepond/${id}/store`,
      headers: { host: ACME_HOST, ...(await auth(CARLA, 'acme')) },
      payload: { temporary_upload: id },
    });
    expect(stored.statusCode).toBe(200);
    const download = await t.getAs(`/api/filepond/${id}/download`, CARLA, 'acme', ACME_HOST);
    expect(download.statusCode).toBe(200);
    const after = await sharp(download.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Rotated into its pixels: 48 wide, 64 high.
    expect([after.width, after.height]).toEqual([48, 64]);
    expect(download.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(download.rawPayload.includes(Buffer.from('FaenaPhone'))).toBe(false);
    // The stored size and hash are the stripped file's.
    const link = await t.getAs(`/api/filepond/${id}/link`, CARLA, 'acme', ACME_HOST);
    expect(link.json()).toMatchObject({ size: download.rawPayload.length });
  });

  it('are kept when the organization turned stripping off', async () => {
    const photo = await phonePhoto();
    const id = await uploaded(photo);
    const download = await t.getAs(`/api/filepond/${id}/download`);
    expect(download.rawPayload.equals(photo)).toBe(true);
  });

  it('refuse an image that cannot be read when it must be stripped', async () => {
    const response = await processUpload(JPEG, { organization: 'acme', email: CARLA });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UPLOAD_IMAGE_UNREADABLE' });
  });
});

describe('file names against tricks', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\cmd.exe', 'cmd.exe'],
    ['/var/www/index.html', 'index.html'],
    ['C:\\Users\\ana\\informe.pdf', 'informe.pdf'],
    ['C:informe.pdf', 'informe.pdf'],
    ['foto\u0000.jpg', 'foto.jpg'],
    ['línea\nnueva\r.txt', 'líneanueva.txt'],
    // Right-to-left override: "factura‮fdp.exe" shows as "factura exe.pdf".
    ['factura\u202efdp.exe', 'facturafdp.exe'],
    ['cero\u200bancho.png', 'ceroancho.png'],
    ['...', 'archivo'],
    ['.htaccess', 'htaccess'],
    ['  ', 'archivo'],
  ])('%j becomes %j', (raw, safe) => {
    expect(sanitizeFileName(raw)).toBe(safe);
  });

  it('cut long multi-byte names to 255 UTF-8 bytes without splitting a character', () => {
    for (const character of ['日', '😀', 'é', 'a']) {
      const name = sanitizeFileName(`${character.repeat(400)}.jpeg`);
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
      expect(name.endsWith(`${character}.jpeg`)).toBe(true);
      expect(name).not.toContain('\ufffd');
      expect(Buffer.from(name).toString('utf8')).toBe(name);
    }
  });

  it('go in Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266, 5987)', () => {
    expect(contentDisposition('attachment', 'informe "ñandú" 📄.pdf')).toBe(
      `attachment; filename="informe __and__ __.pdf"; filename*=UTF-8''informe%20%22%C3%B1and%C3%BA%22%20%F0%9F%93%84.pdf`,
    );
  });

  it('never let SVG or HTML show in place, whatever the name', async () => {
    const { mayShowInline } = await import('./file-checks.ts');
    expect(mayShowInline('image/svg+xml')).toBe(false);
    expect(mayShowInline('text/html')).toBe(false);
    expect(mayShowInline('image/png')).toBe(true);
  });
});
