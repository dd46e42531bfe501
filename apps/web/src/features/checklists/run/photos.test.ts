import 'fake-indexeddb/auto';
import { ApiError } from '@faena/api-client';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDrafts, getPhoto } from './drafts';
import { draftAnswers } from './outbox';
import {
  DEVICE_PREFIX,
  deviceFiles,
  deviceUploader,
  keepDeviceIds,
  PhotoRefused,
  withDeviceLinks,
  withUploadedPhotos,
} from './photos';

describe('pictures of an execution on the device', () => {
  beforeEach(async () => {
    await closeDrafts();
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps the picture on the device under a device id, and a submit uploads it once for its link', async () => {
    const uploader = deviceUploader('demo/bruno', 'draft-1', null);
    const photo = Object.assign(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), {
      name: 'puerta.jpg',
    });
    const value = await uploader.upload(photo, { signal: new AbortController().signal });
    expect(value).toMatchObject({ name: 'puerta.jpg', size: 3, type: 'image/jpeg' });
    expect(value.temporary_upload.startsWith(DEVICE_PREFIX)).toBe(true);
    const stored = await getPhoto(value.temporary_upload.slice(DEVICE_PREFIX.length));
    expect(stored).toMatchObject({ clientId: 'draft-1', owner: 'demo/bruno', link: null });
    expect([...new Uint8Array(stored!.data)]).toEqual([1, 2, 3]);

    // The submit's normalisation keeps the device id; other uploads become their links.
    const link = keepDeviceIds((id) => `/api/filepond/${id}/download`);
    expect(link(value.temporary_upload)).toBe(value.temporary_upload);
    expect(link('abc')).toBe('/api/filepond/abc/download');

    const upload = vi.fn(async (blob: Blob, name: string) => {
      expect(await blob.arrayBuffer()).toEqual(new Uint8Array([1, 2, 3]).buffer);
      expect(name).toBe('puerta.jpg');
      return '/api/filepond/u-1/download';
    });
    const response = {
      foto: value.temporary_upload,
      fotos: [value.temporary_upload, '/ya/subida'],
      nota: 'x',
    };
    expect(await withUploadedPhotos(response, upload)).toEqual({
      foto: '/api/filepond/u-1/download',
      fotos: ['/api/filepond/u-1/download', '/ya/subida'],
      nota: 'x',
    });
    // Sent again (a retry): the link is known, nothing is uploaded twice.
    await withUploadedPhotos(response, upload);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('a picture that cannot be uploaded stops the submit (it waits for a connection)', async () => {
    const uploader = deviceUploader('demo/bruno', 'draft-2', null);
    const value = await uploader.upload(new Blob(['x'], { type: 'image/png' }), {
      signal: new AbortController().signal,
    });
    const offline = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(withUploadedPhotos({ foto: value.temporary_upload }, offline)).rejects.toThrow('offline');
  });

  it('a picture the server refuses for good names its question; a busy server does not', async () => {
    const uploader = deviceUploader('demo/bruno', 'draft-4', null);
    const value = await uploader.upload(new Blob(['<html>'], { type: 'image/png' }), {
      signal: new AbortController().signal,
    });
    const refused = vi.fn(async () => {
      throw new ApiError(415, {
        statusCode: 415,
        error: 'Unsupported Media Type',
        code: 'UPLOAD_TYPE_NOT_ALLOWED',
        message: 'Este tipo de archivo no está permitido.',
      });
    });
    const failure = await withUploadedPhotos({ foto: value.temporary_upload }, refused).catch((e) => e);
    expect(failure).toBeInstanceOf(PhotoRefused);
    expect(failure).toMatchObject({ field: 'foto', message: 'Este tipo de archivo no está permitido.' });

    const busy = vi.fn(async () => {
      throw new ApiError(429, undefined);
    });
    const later = await withUploadedPhotos({ foto: value.temporary_upload }, busy).catch((e) => e);
    expect(later).not.toBeInstanceOf(PhotoRefused);
  });

  it('a draft saved on the server leaves out the pictures still only on the device', () => {
    const onDevice = { temporary_upload: `${DEVICE_PREFIX}abc`, name: 'a.jpg' };
    const uploaded = { temporary_upload: 'u-2', name: 'b.jpg' };
    expect(
      draftAnswers({ foto: onDevice, fotos: [onDevice, uploaded], nota: 'x', nota_skipped: false }),
    ).toEqual({ fotos: [uploaded], nota: 'x', nota_skipped: false });
  });

  it('a resumed form shows a device picture from its bytes; other links go through the app', async () => {
    const uploader = deviceUploader('demo/bruno', 'draft-3', null);
    const value = await uploader.upload(
      Object.assign(new Blob(['x'], { type: 'image/png' }), { name: 'caja.png' }),
      {
        signal: new AbortController().signal,
      },
    );
    const answers = withDeviceLinks({ foto: value, fotos: [value, '/api/otra'], nota: 'x' });
    expect(answers).toEqual({
      foto: value.temporary_upload,
      fotos: [value.temporary_upload, '/api/otra'],
      nota: 'x',
    });

    const base = { resolve: vi.fn(async (link: string) => ({ url: `firmado:${link}` })) };
    const files = deviceFiles(base);
    const shown = await files.resolve(value.temporary_upload, new AbortController().signal);
    expect(shown.name).toBe('caja.png');
    expect(shown.url.startsWith('blob:')).toBe(true);
    expect(await files.resolve('/api/otra', new AbortController().signal)).toEqual({
      url: 'firmado:/api/otra',
    });
    expect(base.resolve).toHaveBeenCalledTimes(1);
  });
});
