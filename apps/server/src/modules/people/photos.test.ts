/**
 * A person's photo: an administrator or the person themself replaces or removes it, the change
 * is in the person's history, and the photo is served at a URL that changes with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';

// The smallest valid PNG (a 1×1 transparent pixel) and a JPEG's first bytes.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');

let t: TestApp;
let anaId: string;
let brunoId: string;
beforeAll(async () => {
  t = await startTestApp();
  anaId = (await t.getAs('/api/me')).json().id;
  brunoId = (await t.getAs('/api/me', BRUNO)).json().id;
});
afterAll(() => t?.close());

async function send(method: 'PUT' | 'DELETE', personId: string, payload?: object, email = ANA) {
  const token = await t.tokenOf(email, 'demo');
  return t.app.inject({
    method,
    url: `/api/persons/${personId}/photo`,
    headers: { host: DEMO_HOST, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

const fetchPhoto = (url: string, headers: Record<string, string> = {}, host = DEMO_HOST) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('a person’s photo', () => {
  it('is uploaded by an administrator, set as the photo URL, recorded and served with caching', async () => {
    const response = await send('PUT', brunoId, { content_type: 'image/png', data: PNG });
    expect(response.statusCode).toBe(200);
    const photoUrl: string = response.json().photo_url;
    expect(photoUrl).toMatch(new RegExp(`^/api/persons/${brunoId}/photo\\?v=[0-9a-f]{16}$`));
    expect((await t.getAs(`/api/persons/${brunoId}`)).json().photo_url).toBe(photoUrl);

    const served = await fetchPhoto(photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect((await fetchPhoto(photoUrl, { 'if-none-match': String(served.headers.etag) })).statusCode).toBe(
      304,
    );

    const history = (await t.getAs(`/api/persons/${brunoId}/history`)).json();
    expect(history.results[0]).toMatchObject({
      source: 'app',
      actor: { id: anaId },
      changes: [{ field: 'photo_url', before: null, after: photoUrl }],
    });
  });

  it('gets a new URL when it changes, and the old one no longer finds it', async () => {
    const first = (await send('PUT', brunoId, { content_type: 'image/png', data: PNG })).json().photo_url;
    const second = await send('PUT', brunoId, { content_type: 'image/jpeg', data: JPEG });
    expect(second.statusCode).toBe(200);
    const url: string = second.json().photo_url;
    expect(url).not.toBe(first);
    expect((await fetchPhoto(url)).headers['content-type']).toBe('image/jpeg');
    expect((await fetchPhoto(first)).statusCode).toBe(404);
    // Without the photo's hash, or from another organization, nothing is found.
    expect((await fetchPhoto(`/api/persons/${brunoId}/photo?v=0000000000000000`)).statusCode).toBe(404);
    expect((await fetchPhoto(url, {}, ACME_HOST)).statusCode).toBe(404);
  });

  it('is changed by the person themself, but not another person’s without MANAGE_PEOPLE', async () => {
    const own = await send('PUT', brunoId, { content_type: 'image/png', data: PNG }, BRUNO);
    expect(own.statusCode).toBe(200);
    const other = await send('PUT', anaId, { content_type: 'image/png', data: PNG }, BRUNO);
    expect(other.statusCode).toBe(403);
    expect((await send('DELETE', anaId, undefined, BRUNO)).statusCode).toBe(403);
  });

  it('refuses what is not an image of the allowed types, on the field at fault', async () => {
    const svg = await send('PUT', brunoId, {
      content_type: 'image/svg+xml',
      data: Buffer.from('<svg></svg>').toString('base64'),
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ code: 'INVALID_PHOTO', fields: { content_type: expect.any(String) } });
    const fake = await send('PUT', brunoId, { content_type: 'image/png', data: JPEG });
    expect(fake.json()).toMatchObject({
      code: 'INVALID_PHOTO',
      fields: { data: 'El archivo no es una imagen del formato indicado.' },
    });
    const large = Buffer.alloc(300 * 1024, 0);
    Buffer.from(PNG, 'base64').copy(large);
    const tooLarge = await send('PUT', brunoId, {
      content_type: 'image/png',
      data: large.toString('base64'),
    });
    expect(tooLarge.json()).toMatchObject({
      code: 'INVALID_PHOTO',
      fields: { data: 'La imagen pesa más de 256 KB. Usa una imagen más liviana.' },
    });
  });

  it('is removed, recorded, and no longer served', async () => {
    const url: string = (await send('PUT', brunoId, { content_type: 'image/png', data: PNG })).json()
      .photo_url;
    const removed = await send('DELETE', brunoId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photo_url).toBeNull();
    expect((await fetchPhoto(url)).statusCode).toBe(404);
    const history = (await t.getAs(`/api/persons/${brunoId}/history`)).json();
    expect(history.results[0].changes).toEqual([{ field: 'photo_url', before: url, after: null }]);
  });

  it('answers 404 for a person who does not exist', async () => {
    const missing = '00000000-0000-4000-8000-00000000ffff';
    expect((await send('PUT', missing, { content_type: 'image/png', data: PNG })).statusCode).toBe(404);
    expect((await send('DELETE', missing)).statusCode).toBe(404);
  });
});
