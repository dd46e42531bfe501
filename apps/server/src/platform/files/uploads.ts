/**
 * The uploads service the routes use: storage, settings, signed links, the tenant's quota, the
 * last step of every upload (type by bytes, metadata stripped, hashed, into the storage), the
 * chunks of chunked uploads (kept in the storage, so any instance takes the next one), and the
 * sweep that removes temporary uploads nobody stored with their chunks. `registerUploads` decorates the app with it and runs the sweep from
 * `onReady` until the app closes.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig, UploadSettings } from '../../config.ts';
import { type Database, selectRows, type Tx } from '../database/database.ts';
import type { OrganizationRow } from '../database/tenant-table.ts';
import { allowedContentType } from './file-checks.ts';
import { digestOf, ImageUnreadableError, stripImageMetadata, strips } from './image-metadata.ts';
import { S3Storage } from './s3-storage.ts';
import { type LinkSigner, linkSigner } from './signed-links.ts';
import { type FileStorage, LocalDiskStorage, storageKey } from './storage.ts';
import { type UploadRow, uploads } from './tables.ts';
import { imageUnreadable, quotaExceeded, typeNotAllowed } from './upload-errors.ts';

/** What a finished file's bytes turned out to be, ready for the storage. */
export interface PreparedFile {
  path: string;
  size: number;
  sha256: string;
  contentType: string;
}

/** How often the sweep looks for abandoned temporary uploads. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const SWEEP_BATCH = 500;

export class Uploads {
  readonly signer: LinkSigner;
  /** The clock of expiries (temporary uploads, signed links); tests may move it. */
  now: () => number = () => Date.now();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    readonly storage: FileStorage,
    readonly settings: UploadSettings,
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.signer = linkSigner(settings.linkSecret, settings.linkSeconds);
  }

  keyOf(organizationId: string, uploadId: string): string {
    return storageKey(organizationId, uploadId);
  }

  /** Where a chunked upload's chunk number `index` (from 0) waits for the last one: `<organization>/parts/<id>/<index>`. */
  partKey(organizationId: string, uploadId: string, index: number): string {
    return storageKey(organizationId, 'parts', uploadId, String(index));
  }

  quotaOf(organization: OrganizationRow): number {
    return organization.storageQuotaBytes ?? this.settings.defaultQuotaBytes;
  }

  /**
   * Refuses (413 QUOTA_EXCEEDED) when `adding` more bytes would take the organization over its
   * quota: every upload's size, a chunked one's declared size while it arrives. Takes the
   * organization's upload lock for the rest of `tx`, so two uploads cannot both fit the last
   * free space: insert the new row in the same transaction.
   */
  async reserve(tx: Tx, organization: OrganizationRow, adding: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${organization.id}`}))`);
    const { usedBytes, quotaBytes } = await this.usage(tx, organization);
    if (usedBytes + adding > quotaBytes) throw quotaExceeded(usedBytes, quotaBytes);
  }

  /** What the organization's uploads take (a chunked one's declared size while it arrives), and its quota. */
  async usage(tx: Tx, organization: OrganizationRow): Promise<{ usedBytes: number; quotaBytes: number }> {
    const [used] = await selectRows<{ used: string | number | null }>(
      tx,
      sql`select coalesce(sum(coalesce(${uploads.expectedSize}, ${uploads.size})), 0) as used from ${uploads} where ${uploads.organizationId} = ${organization.id}`,
    );
    return { usedBytes: Number(used?.used ?? 0), quotaBytes: this.quotaOf(organization) };
  }

  /**
   * The last step of every upload, on the file at `path` (which it leaves in place): its type
   * by its bytes (415 when not allowed), then, for JPEG/PNG/WebP when the organization asks,
   * the metadata stripped into a new file. `cleanup` removes what this made.
   */
  async prepare(
    path: string,
    declaredType: string | undefined,
    organization: OrganizationRow,
    known?: { size: number; sha256: string },
  ): Promise<PreparedFile & { cleanup: () => Promise<void> }> {
    const contentType = await allowedContentType(path, declaredType);
    if (!contentType) throw typeNotAllowed();
    if (organization.stripImageMetadata && strips(contentType)) {
      const stripped = join(tmpdir(), `faena-stripped-${crypto.randomUUID()}`);
      try {
        await stripImageMetadata(path, stripped, contentType);
      } catch (error) {
        if (error instanceof ImageUnreadableError) throw imageUnreadable();
        throw error;
      }
      return {
        path: stripped,
        contentType,
        ...(await digestOf(stripped)),
        cleanup: () => rm(stripped, { force: true }),
      };
    }
    return { path, contentType, ...(known ?? (await digestOf(path))), cleanup: async () => undefined };
  }

  /** Puts a prepared file's bytes under the upload's key. */
  async keep(organizationId: string, uploadId: string, file: PreparedFile): Promise<void> {
    await this.storage.put(this.keyOf(organizationId, uploadId), createReadStream(file.path), file.size);
  }

  /**
   * Keeps the chunk at `chunkPath` as the upload's part number `index`, replacing one a cut-short
   * request left there; resolves once the storage holds it, before the row may count it.
   */
  async keepPart(organizationId: string, uploadId: string, index: number, chunkPath: string, size: number) {
    await this.storage.put(this.partKey(organizationId, uploadId, index), createReadStream(chunkPath), size);
  }

  /** Removes an upload's parts `0…count` (one past those counted: a part kept before its row said so). */
  private async removeParts(organizationId: string, uploadId: string, count: number): Promise<void> {
    for (let index = 0; index <= count; index += 1) {
      await this.storage.delete(this.partKey(organizationId, uploadId, index));
    }
  }

  /**
   * Writes the upload's parts, in order, into one file on this machine, hashing them on the way
   * (one read of the bytes fewer): its path, size and SHA-256.
   */
  private async assemble(
    organizationId: string,
    row: UploadRow,
  ): Promise<{ path: string; size: number; sha256: string }> {
    const path = join(tmpdir(), `faena-chunked-${crypto.randomUUID()}`);
    const file = await open(path, 'wx');
    const hash = createHash('sha256');
    let size = 0;
    try {
      for (let index = 0; index < row.parts; index += 1) {
        const part = await this.storage.get(this.partKey(organizationId, row.id, index));
        if (!part) throw new Error(`Part ${index} of upload ${row.id} is missing from the storage`);
        for await (const bytes of part as AsyncIterable<Buffer>) {
          hash.update(bytes);
          size += bytes.length;
          await file.write(bytes);
        }
      }
      await file.close();
      return { path, size, sha256: hash.digest('hex') };
    } catch (error) {
      await file.close().catch(() => undefined);
      await rm(path, { force: true });
      throw error;
    }
  }

  /**
   * A chunked upload whose last byte arrived becomes a temporary upload like any other: its
   * parts joined, checked, stripped, hashed, kept in the storage, its row finished and its parts
   * removed. Refused bytes take the row and the parts with them. Safe to run again after a crash
   * half-way (the row still has `expected_size` and its parts until the end).
   */
  async completeChunked(organization: OrganizationRow, row: UploadRow): Promise<UploadRow> {
    const whole = await this.assemble(organization.id, row);
    let prepared: Awaited<ReturnType<Uploads['prepare']>>;
    try {
      prepared = await this.prepare(whole.path, row.contentType, organization, whole);
    } catch (error) {
      await rm(whole.path, { force: true });
      await this.discard(organization.id, row.id);
      throw error;
    }
    try {
      await this.keep(organization.id, row.id, prepared);
      const [done] = await this.database.withTenant(organization.id, (tx) =>
        tx
          .update(uploads)
          .set({
            expectedSize: null,
            size: prepared.size,
            sha256: prepared.sha256,
            contentType: prepared.contentType,
            parts: 0,
          })
          .where(
            and(
              eq(uploads.organizationId, organization.id),
              eq(uploads.id, row.id),
              isNotNull(uploads.expectedSize),
            ),
          )
          .returning(),
      );
      await this.removeParts(organization.id, row.id, row.parts);
      return done ?? row;
    } finally {
      await prepared.cleanup();
      await rm(whole.path, { force: true });
    }
  }

  /** Removes an upload's row, parts and stored bytes. */
  async discard(organizationId: string, uploadId: string): Promise<void> {
    const [removed] = await this.database.withTenant(organizationId, (tx) =>
      tx
        .delete(uploads)
        .where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, uploadId)))
        .returning({ parts: uploads.parts }),
    );
    await this.removeParts(organizationId, uploadId, removed?.parts ?? 0);
    await this.storage.delete(this.keyOf(organizationId, uploadId));
  }

  /** Temporary uploads created before this instant are abandoned. */
  temporaryCutoff(): Date {
    return new Date(this.now() - this.settings.temporaryHours * 3600 * 1000);
  }

  /**
   * Removes temporary uploads older than the TTL, across organizations: the narrow
   * `uploads_abandoned()` names them, each organization's rows are deleted under its own
   * tenant, then their bytes. Resolves with how many were removed.
   */
  sweep(): Promise<number> {
    const round = this.running.then(() => this.sweepOnce());
    this.running = round.catch(() => 0);
    return round;
  }

  private async sweepOnce(): Promise<number> {
    const cutoff = this.temporaryCutoff();
    const abandoned = await this.database.withAppRole((tx) =>
      selectRows<{ tenant_id: string; id: string }>(
        tx,
        sql`select tenant_id, id from public.uploads_abandoned(${cutoff.toISOString()}::timestamptz, ${SWEEP_BATCH})`,
      ),
    );
    const byOrganization = new Map<string, string[]>();
    for (const row of abandoned) {
      byOrganization.set(row.tenant_id, [...(byOrganization.get(row.tenant_id) ?? []), row.id]);
    }
    let removed = 0;
    for (const [organizationId, ids] of byOrganization) {
      const deleted = await this.database.withTenant(organizationId, (tx) =>
        tx
          .delete(uploads)
          .where(
            and(
              eq(uploads.organizationId, organizationId),
              inArray(uploads.id, ids),
              eq(uploads.temporary, true),
              lt(uploads.createdAt, cutoff),
            ),
          )
          .returning({ id: uploads.id, parts: uploads.parts }),
      );
      for (const { id, parts } of deleted) {
        try {
          await this.removeParts(organizationId, id, parts);
          await this.storage.delete(this.keyOf(organizationId, id));
          removed += 1;
        } catch (error) {
          this.log.warn({ err: error, uploadId: id }, 'An abandoned upload’s file could not be removed');
        }
      }
    }
    return removed;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.sweep()
        .then((removed) => {
          if (removed > 0) this.log.info({ removed }, 'Abandoned temporary uploads removed');
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'The uploads sweep failed'))
        .finally(() => this.schedule(SWEEP_INTERVAL_MS));
    }, delayMs);
    this.timer.unref();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

/** The storage `FAENA_STORAGE` chooses. */
export function storageFor(settings: UploadSettings): FileStorage {
  const { storage } = settings;
  return storage.kind === 's3' ? new S3Storage(storage) : new LocalDiskStorage(settings.dir);
}

/** Decorates the app with the uploads service (local disk unless `storage` is given). */
export function registerUploads(
  app: FastifyInstance,
  context: { config: ServerConfig; database: Database; storage?: FileStorage },
): Uploads {
  const { config, database } = context;
  const service = new Uploads(
    context.storage ?? storageFor(config.uploads),
    config.uploads,
    database,
    app.log,
  );
  app.decorate('uploads', service);
  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', async () => service.stop());
  return service;
}
