/**
 * Upload answers (files, image, voice_message) name stored uploads of the organization that fit
 * their field; anything else is refused with the field's message, whichever route checks the
 * response (here the validation route every module's check shares).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A PDF of 240-odd bytes: over the 0.0001 MB (105 bytes) of the `tiny` field.
const PDF = Buffer.from(`%PDF-1.4\n%${'x'.repeat(200)}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function upload(body: Buffer, type: string, { host = DEMO_HOST, store = true } = {}): Promise<string> {
  const email = host === DEMO_HOST ? 'bruno@demo.faena.test' : 'carla@acme.faena.test';
  const headers = {
    host,
    authorization: `Bearer ${await t.tokenOf(email, host === DEMO_HOST ? 'demo' : 'acme')}`,
  };
  const processed = await t.app.inject({
    method: 'POST',
    url: '/api/filepond/process',
    headers: { ...headers, 'content-type': type, 'x-file-name': 'archivo' },
    payload: body,
  });
  expect(processed.statusCode).toBe(201);
  const id = processed.json().temporary_upload as string;
  if (store) {
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/filepond/${id}/store`,
      headers,
      payload: { temporary_upload: id },
    });
    expect(stored.statusCode).toBe(200);
  }
  return id;
}

const form = {
  id: 'evidence',
  fields: [
    { id: '1', name: 'photo', type: 'image', label: 'Foto', max_size_mb: 1 },
    { id: '2', name: 'docs', type: 'files', label: 'Documentos' },
    { id: '3', name: 'note', type: 'voice_message', label: 'Nota de voz' },
    { id: '4', name: 'tiny', type: 'files', label: 'Pequeños', max_size_mb: 0.0001 },
  ],
};

async function validate(response: object, language = 'es-MX') {
  return t.app.inject({
    method: 'POST',
    url: '/api/forms/validate-response',
    headers: {
      host: DEMO_HOST,
      authorization: `Bearer ${await t.tokenOf('bruno@demo.faena.test', 'demo')}`,
      'accept-language': language,
    },
    payload: { definition: form, response },
  });
}

describe('upload answers', () => {
  it('take stored uploads of the organization and keep them as the app’s links', async () => {
    const photo = await upload(PNG, 'image/png');
    const doc = await upload(PDF, 'application/pdf');
    const reply = await validate({
      photo: `/filepond/${photo}/download`,
      docs: [`/api/filepond/${doc}/download?exp=1&sig=abc`, `/api/filepond/${photo}/download`],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().value).toEqual({
      photo: `/api/filepond/${photo}/download`,
      docs: [`/api/filepond/${doc}/download`, `/api/filepond/${photo}/download`],
    });
  });

  it('refuse a link to another site, an upload never stored, one of another organization or none at all', async () => {
    const temporary = await upload(PNG, 'image/png', { store: false });
    const acme = await upload(PNG, 'image/png', { host: ACME_HOST });
    const stored = await upload(PDF, 'application/pdf');
    for (const photo of [
      'https://tracker.example/pixel.png',
      `/api/filepond/${temporary}/download`,
      `/api/filepond/${acme}/download`,
      '/api/filepond/00000000-0000-4000-8000-000000000000/download',
      `//tracker.example/api/filepond/${stored}/download`,
    ]) {
      const reply = await validate({ photo });
      expect(reply.statusCode, photo).toBe(400);
      expect(reply.json()).toMatchObject({
        code: 'INVALID_FORM_RESPONSE',
        fields: { photo: expect.any(String) },
      });
    }
    const one = await validate({
      docs: [`/api/filepond/${stored}/download`, 'https://tracker.example/a.pdf'],
    });
    expect(one.json().fields).toEqual({ docs: 'El archivo no es válido' });
  });

  it('refuse a file of the wrong kind or over the field’s max_size_mb, in the caller’s language', async () => {
    const pdf = await upload(PDF, 'application/pdf');
    const png = await upload(PNG, 'image/png');
    const reply = await validate({
      photo: `/api/filepond/${pdf}/download`,
      note: `/api/filepond/${png}/download`,
      tiny: [`/api/filepond/${pdf}/download`],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toEqual({
      photo: 'El archivo debe ser una imagen',
      note: 'El archivo debe ser una grabación de audio',
      tiny: 'Cada archivo puede pesar a lo más 0.0001 MB',
    });
    const english = await validate({ photo: `/api/filepond/${pdf}/download` }, 'en-US');
    expect(english.json().fields).toEqual({ photo: 'The file must be an image' });
  });
});
