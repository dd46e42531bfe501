/**
 * Where uploaded bytes live, behind one interface: this machine's disk (`LocalDiskStorage`) or an
 * S3-compatible bucket (`S3Storage`, s3-storage.ts), chosen by `FAENA_STORAGE`. Keys are
 * `<organization>/<upload id>`: plain segments, never a path a caller chose.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  size: number;
}

export interface FileStorage {
  /**
   * Writes `body` under `key`, replacing what was there; resolves once it is durable. `size`,
   * when the caller knows it, lets a backend send the bytes in one request.
   */
  put(key: string, body: Readable, size?: number): Promise<StoredObject>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Readable | null>;
  /** Removes `key`; nothing under it is fine. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128}){0,3}$/;

/** A storage key of plain segments (letters, digits, `_`, `-`). */
export function storageKey(...segments: string[]): string {
  const key = segments.join('/');
  if (!KEY.test(key)) throw new Error(`Invalid storage key '${key}'`);
  return key;
}

/**
 * Files in a folder on this machine: `<root>/<key>`, written to a temporary name first and
 * renamed, so a reader never sees half a file.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key '${key}'`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key '${key}' leaves the root`);
    return path;
  }

  async put(key: string, body: Readable, _size?: number): Promise<StoredObject> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = join(dirname(path), `.${crypto.randomUUID()}.part`);
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { size: (await stat(path)).size };
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    if (!(await this.exists(key))) return null;
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}
