import { ApiError } from '@faena/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transfers } from './transfers';
import {
  appFileResolver,
  appUploader,
  CHUNK_BYTES,
  retryPolicy,
  uploadBlob,
  uploadDownloadUrl,
  uploadIdOfLink,
} from './uploader';

const API = 'https://demo.faena.test';
const ID = '0b3d8f4e-6c1a-4d55-9a51-0d7f2b7c1e11';

const calls = vi.hoisted(() => ({
  storeUpload: vi.fn(),
  getUploadLink: vi.fn(),
  reportAuthFailure: vi.fn(),
}));
vi.mock('@faena/api-client', async (original) => {
  const actual = await original<typeof import('@faena/api-client')>();
  return {
    ...actual,
    storeUpload: calls.storeUpload,
    getUploadLink: calls.getUploadLink,
    client: { getConfig: () => ({ baseUrl: API }) },
  };
});
vi.mock('../session/identity', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('../session/auth-failures', () => ({ reportAuthFailure: calls.reportAuthFailure }));

const ok = (body: unknown) => Promise.resolve({ data: body, response: new Response(null, { status: 200 }) });

/** The XMLHttpRequest seam: each request is kept for the test to answer. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  responseHeaders: Record<string, string> = {};
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = body === null ? '' : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

/** Waits until the uploader has sent its request (the token is read first). */
async function nextRequest(): Promise<FakeRequest> {
  await vi.waitFor(() => expect(FakeRequest.sent.length).toBeGreaterThan(0));
  return FakeRequest.sent.shift() as FakeRequest;
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('uploading through the filepond routes', () => {
  it('sends the bytes with the token, name and type, reports progress, then stores the upload', async () => {
    calls.storeUpload.mockReturnValue(ok({ upload_id: ID, download_url: uploadDownloadUrl(ID) }));
    const progress: number[] = [];
    const file = new File(['jpeg-bytes'], 'fachada norte.jpg', { type: 'image/jpeg' });
    const pending = appUploader.upload(file, {
      signal: new AbortController().signal,
      onProgress: (fraction) => progress.push(fraction),
    });
    const request = await nextRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${API}/api/filepond/process`);
    expect(request.headers).toMatchObject({
      authorization: 'Bearer id-token',
      'content-type': 'image/jpeg',
      'x-file-name': 'fachada%20norte.jpg',
    });
    expect(request.body).toBe(file);
    request.progress(5, 10);
    request.answer(201, { temporary_upload: ID });

    await expect(pending).resolves.toEqual({
      temporary_upload: ID,
      name: 'fachada norte.jpg',
      size: file.size,
      type: 'image/jpeg',
    });
    expect(progress).toEqual([0.5, 1]);
    expect(calls.storeUpload).toHaveBeenCalledWith(
      expect.objectContaining({ path: { temporary_upload: ID }, body: { temporary_upload: ID } }),
    );
  });

  it('gives a blob kept on the device its upload id and link, typing text by its name', async () => {
    calls.storeUpload.mockReturnValue(ok({ upload_id: ID, download_url: uploadDownloadUrl(ID) }));
    const pending = uploadBlob(new Blob(['a,b\n1,2\n']), 'turnos.csv');
    const request = await nextRequest();
    expect(request.headers['content-type']).toBe('text/csv');
    request.answer(201, { temporary_upload: ID });
    await expect(pending).resolves.toMatchObject({ upload_id: ID, url: `/api/filepond/${ID}/download` });
  });

  it('rejects with the server’s refusal and does not store', async () => {
    const pending = uploadBlob(new Blob(['<html>']), 'foto.png');
    const request = await nextRequest();
    request.answer(415, {
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Este tipo de archivo no está permitido.',
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
    });
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    expect(calls.storeUpload).not.toHaveBeenCalled();
  });

  it('tells the session of a refused token', async () => {
    const pending = uploadBlob(new Blob(['x']), 'nota.txt');
    (await nextRequest()).answer(401, {
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Debes iniciar sesión.',
    });
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(calls.reportAuthFailure).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'response', status: 401, authorized: true }),
    );
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const pending = uploadBlob(new Blob(['x']), 'nota.txt', { signal: controller.signal });
    const request = await nextRequest();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(request.aborted).toBe(true);
  });
});

describe('showing stored files', () => {
  it('recognises an upload’s link, relative or on the API host, and nothing else', () => {
    expect(uploadIdOfLink(`/api/filepond/${ID}/download`)).toBe(ID);
    expect(uploadIdOfLink(`${API}/api/filepond/${ID}/download`)).toBe(ID);
    expect(uploadIdOfLink(`https://elsewhere.test/api/filepond/${ID}/download`)).toBeNull();
    expect(uploadIdOfLink(`/filepond/${ID}/download`)).toBe(ID);
    expect(uploadIdOfLink('/filepond/x/download')).toBeNull();
    expect(uploadIdOfLink(`/api/filepond/${ID}/download/../../persons`)).toBeNull();
  });

  it('resolves an upload’s link to a signed URL on the API host, once for every viewer', async () => {
    calls.getUploadLink.mockReturnValue(
      ok({
        url: `/api/filepond/${ID}/download?exp=2000000000&sig=abc`,
        expires_at: '2033-05-18T03:33:20.000Z',
        name: 'fachada.jpg',
        content_type: 'image/jpeg',
        size: 10,
      }),
    );
    const signal = new AbortController().signal;
    const [first, second] = await Promise.all([
      appFileResolver.resolve(uploadDownloadUrl(ID), signal),
      appFileResolver.resolve(`${API}${uploadDownloadUrl(ID)}`, signal),
    ]);
    expect(first).toEqual({
      url: `${API}/api/filepond/${ID}/download?exp=2000000000&sig=abc`,
      name: 'fachada.jpg',
    });
    expect(second).toEqual(first);
    expect(calls.getUploadLink).toHaveBeenCalledTimes(1);
  });

  it('puts other API paths on the API host and leaves anything else alone', async () => {
    const signal = new AbortController().signal;
    await expect(appFileResolver.resolve('/api/persons/p1/photo?v=1', signal)).resolves.toEqual({
      url: `${API}/api/persons/p1/photo?v=1`,
    });
    await expect(appFileResolver.resolve('data:image/png;base64,AAAA', signal)).resolves.toEqual({
      url: 'data:image/png;base64,AAAA',
    });
    expect(calls.getUploadLink).not.toHaveBeenCalled();
  });
});

describe('large files in chunks', () => {
  const MB = 1024 * 1024;

  it('go up in chunks and, after the connection drops, resume from the server’s offset, never from zero', async () => {
    retryPolicy.delaysMs = [0, 0];
    calls.storeUpload.mockReturnValue(ok({ upload_id: ID, download_url: uploadDownloadUrl(ID) }));
    const file = new File([new Uint8Array(12 * MB)], 'recorrido.mp4', { type: 'video/mp4' });
    const progress: number[] = [];
    const pending = uploadBlob(file, 'recorrido.mp4', { onProgress: (fraction) => progress.push(fraction) });

    const start = await nextRequest();
    expect(start.method).toBe('POST');
    expect(start.url).toBe(`${API}/api/filepond/process`);
    expect(start.headers).toMatchObject({ 'upload-length': String(12 * MB), 'content-type': 'video/mp4' });
    expect(start.body).toBeNull();
    start.answer(201, { temporary_upload: ID });

    const first = await nextRequest();
    expect([first.method, first.url]).toEqual(['PATCH', `${API}/api/filepond/patch/${ID}`]);
    expect(first.headers['upload-offset']).toBe('0');
    expect((first.body as Blob).size).toBe(CHUNK_BYTES);
    const listed = transfers.list().find((transfer) => transfer.name === 'recorrido.mp4');
    expect(listed).toMatchObject({ size: 12 * MB, state: 'uploading' });
    first.answer(204, null, { 'upload-offset': String(CHUNK_BYTES) });

    // The second chunk is lost with the connection (or the server restarted).
    const lost = await nextRequest();
    expect(lost.headers['upload-offset']).toBe(String(CHUNK_BYTES));
    lost.progress(3 * MB, CHUNK_BYTES);
    lost.fail();

    // It asks where the server is, and goes on from there.
    const where = await nextRequest();
    expect([where.method, where.url]).toEqual(['HEAD', `${API}/api/filepond/patch/${ID}`]);
    where.answer(200, null, { 'upload-offset': String(CHUNK_BYTES), 'upload-complete': '?0' });

    const resent = await nextRequest();
    expect(resent.headers['upload-offset']).toBe(String(CHUNK_BYTES));
    resent.answer(204, null, { 'upload-offset': String(2 * CHUNK_BYTES) });
    const last = await nextRequest();
    expect(last.headers['upload-offset']).toBe(String(2 * CHUNK_BYTES));
    expect((last.body as Blob).size).toBe(12 * MB - 2 * CHUNK_BYTES);
    last.answer(201, { temporary_upload: ID });

    await expect(pending).resolves.toMatchObject({ upload_id: ID, size: 12 * MB });
    expect(progress.at(-1)).toBe(1);
    expect(transfers.list().find((transfer) => transfer.name === 'recorrido.mp4')).toMatchObject({
      state: 'done',
      sent: 12 * MB,
    });
  });

  it('stop trying after the automatic retries until retry(), and cancel() rejects', async () => {
    retryPolicy.delaysMs = [0];
    const file = new File([new Uint8Array(9 * MB)], 'plano.pdf', { type: 'application/pdf' });
    const seen: string[] = [];
    const unsubscribe = transfers.subscribe((list) => {
      const state = list.find((transfer) => transfer.name === 'plano.pdf')?.state;
      if (state && seen.at(-1) !== state) seen.push(state);
    });
    const pending = uploadBlob(file, 'plano.pdf');
    (await nextRequest()).answer(201, { temporary_upload: ID });
    (await nextRequest()).fail();
    (await nextRequest()).answer(503, { statusCode: 503, error: 'Service Unavailable', message: 'x' });
    await vi.waitFor(() => expect(seen.at(-1)).toBe('failed'));
    expect(FakeRequest.sent).toHaveLength(0);

    const transfer = transfers.list().find((item) => item.name === 'plano.pdf');
    transfer?.retry();
    const where = await nextRequest();
    expect(where.method).toBe('HEAD');
    where.answer(200, null, { 'upload-offset': '0', 'upload-complete': '?0' });
    const again = await nextRequest();
    expect(again.headers['upload-offset']).toBe('0');
    transfer?.cancel();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(transfers.list().some((item) => item.name === 'plano.pdf')).toBe(false);
    expect(seen).toEqual(['uploading', 'waiting', 'failed', 'uploading']);
    unsubscribe();
  });

  it('reject at once when the server refuses the file (quota), without retrying', async () => {
    const file = new File([new Uint8Array(9 * MB)], 'grande.pdf', { type: 'application/pdf' });
    const pending = uploadBlob(file, 'grande.pdf');
    (await nextRequest()).answer(413, {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'La organización no tiene espacio para este archivo.',
      code: 'QUOTA_EXCEEDED',
    });
    await expect(pending).rejects.toMatchObject({ status: 413, code: 'QUOTA_EXCEEDED' });
    expect(FakeRequest.sent).toHaveLength(0);
  });
});
