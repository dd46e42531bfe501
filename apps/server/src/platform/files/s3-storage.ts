/**
 * Stored files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…): `FAENA_STORAGE=s3`.
 * Objects are named by the same keys as on disk (`<organization>/<upload id>`). A put holds at
 * most one 8 MB part in memory: a body of known size up to one part is one PutObject, larger or
 * unknown ones a multipart upload of 8 MB parts. Every request's body is bytes in memory, never
 * a stream, so the SDK can send it again after a transient failure (a reset connection, a 503).
 */

import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { StorageSettings } from '../../config.ts';
import { type FileStorage, type StoredObject, storageKey } from './storage.ts';

type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

/** S3's smallest part but the last is 5 MB; 8 MB keeps the part count low for 2 GB files. */
const PART_BYTES = 8 * 1024 * 1024;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: Omit<S3Settings, 'kind'>) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where the API demands them: a streamed body then goes up as it is, not
      // re-framed as `aws-chunked`, which not every S3-compatible server reads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  private checked(key: string): string {
    return storageKey(...key.split('/'));
  }

  /**
   * With `size` (the bytes' known length) up to one part: one PutObject of the body's bytes.
   * Otherwise the body is cut into parts as it arrives.
   */
  async put(key: string, body: Readable, size?: number): Promise<StoredObject> {
    const Key = this.checked(key);
    if (size !== undefined && size <= PART_BYTES) {
      const bytes = await buffer(body);
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key, Body: bytes, ContentLength: bytes.length }),
      );
      return { size: bytes.length };
    }
    return this.putInParts(Key, body);
  }

  private async putInParts(Key: string, body: Readable): Promise<StoredObject> {
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key }),
    );
    if (!UploadId) throw new Error('The object store gave no multipart upload id');
    const parts: { ETag: string; PartNumber: number }[] = [];
    let total = 0;
    const sendPart = async (bytes: Buffer) => {
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key,
          UploadId,
          PartNumber,
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
      parts.push({ ETag: ETag ?? '', PartNumber });
      total += bytes.length;
    };
    try {
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for await (const chunk of body) {
        const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(piece);
        pendingBytes += piece.length;
        while (pendingBytes >= PART_BYTES) {
          const joined = Buffer.concat(pending);
          await sendPart(joined.subarray(0, PART_BYTES));
          const rest = joined.subarray(PART_BYTES);
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      // The last part (or the only one, even empty: S3 completes no upload without parts).
      if (pendingBytes > 0 || parts.length === 0) await sendPart(Buffer.concat(pending));
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return { size: total };
    } catch (error) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
      );
      return (Body as Readable | undefined) ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
