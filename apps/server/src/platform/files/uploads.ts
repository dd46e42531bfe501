/**
 * The uploads service the routes use: storage, settings, signed links, the tenant's quota, the
 * last step of every upload (type by bytes, metadata stripped, hashed, into the storage), the
 * partial files of chunked uploads, and the sweep that removes temporary uploads nobody stored
 * with their partial files. `registerUploads` decorates the app with it and runs the sweep from
 * `onReady` until the app closes.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
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

  /** Where chunked uploads' bytes gather until the last one: under the uploads folder, on this machine's disk. */
  get partialRoot(): string {
    return join(this.settings.dir, '.partial');
  }

  /** A chunked upload's partial file: `<uploads dir>/.partial/<organization>/<id>`. */
  partialPath(organizationId: string, uploadId: string): string {
    storageKey(organizationId, uploadId);
    return join(this.partialRoot, organizationId, uploadId);
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
   * Appends the chunk at `chunkPath` to the upload's partial file after its first `offset`
   * bytes (anything past them, from an append cut short, is dropped), and flushes it to disk
   * before the row may say so.
   */
  async appendChunk(
    organizationId: string,
    uploadId: string,
    offset: number,
    chunkPath: string,
  ): Promise<void> {
    const partial = this.partialPath(organizationId, uploadId);
    await mkdir(join(this.partialRoot, organizationId), { recursive: true });
    const file = await open(partial, 'a+');
    try {
      await file.truncate(offset);
    } finally {
      await file.close();
    }
    await pipeline(createReadStream(chunkPath), createWriteStream(partial, { flags: 'r+', start: offset }));
    const written = await open(partial, 'r+');
    try {
      await written.datasync();
    } finally {
      await written.close();
    }
  }

  /** How many bytes of a chunked upload are on this disk (0 without a partial file). */
  async partialSize(organizationId: string, uploadId: string): Promise<number> {
    try {
      return (await stat(this.partialPath(organizationId, uploadId))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
  }

  /**
   * A chunked upload whose last byte arrived becomes a temporary upload like any other: checked,
   * stripped, hashed, kept in the storage, its row finished and its partial file removed.
   * Refused bytes take the row and the partial file with them. Safe to run again after a crash
   * half-way (the row still has `expected_size` until the end).
   */
  async completeChunked(organization: OrganizationRow, row: UploadRow): Promise<UploadRow> {
    const partial = this.partialPath(organization.id, row.id);
    let prepared: Awaited<ReturnType<Uploads['prepare']>>;
    try {
      prepared = await this.prepare(partial, row.contentType, organization);
    } catch (error) {
      await this.discard(organization.id, row.id);
      throw error;
    }
    try {
      await this.keep(organization.id, row.id, prepared);
      const [finished] = await this.database.withTenant(organization.id, (tx) =>
        tx
          .update(uploads)
          .set({
            expectedSize: null,
            size: prepared.size,
            sha256: prepared.sha256,
            contentType: prepared.contentType,
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
      await rm(partial, { force: true });
      return finished ?? row;
    } finally {
      await prepared.cleanup();
    }
  }

  /** Removes an upload's row, partial file and stored bytes. */
  async discard(organizationId: string, uploadId: string): Promise<void> {
    await this.database.withTenant(organizationId, (tx) =>
      tx.delete(uploads).where(and(eq(uploads.organizationId, organizationId), eq(uploads.id, uploadId))),
    );
    await rm(this.partialPath(organizationId, uploadId), { force: true });
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
          .returning({ id: uploads.id }),
      );
      for (const { id } of deleted) {
        try {
          await rm(this.partialPath(organizationId, id), { force: true });
          await this.storage.delete(this.keyOf(organizationId, id));
          removed += 1;
        } catch (error) {
          this.log.warn({ err: error, uploadId: id }, 'An abandoned upload’s file could not be removed');
        }
      }
    }
    return removed + (await this.sweepOrphanPartials(cutoff));
  }

  /**
   * Partial files older than the TTL whose upload has no row (a crash between writing the bytes
   * and the row, or a row removed while its chunk was being written).
   */
  private async sweepOrphanPartials(cutoff: Date): Promise<number> {
    let removed = 0;
    let organizations: string[];
    try {
      organizations = await readdir(this.partialRoot);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    for (const organizationId of organizations) {
      const folder = join(this.partialRoot, organizationId);
      const old: string[] = [];
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        const info = await stat(join(folder, name)).catch(() => null);
        if (info && info.mtimeMs < cutoff.getTime()) old.push(name);
      }
      if (old.length === 0) continue;
      const ids = old.filter((name) => /^[0-9a-f-]{36}$/.test(name));
      const alive = new Set(
        ids.length === 0
          ? []
          : (
              await this.database.withTenant(organizationId, (tx) =>
                tx
                  .select({ id: uploads.id })
                  .from(uploads)
                  .where(and(eq(uploads.organizationId, organizationId), inArray(uploads.id, ids))),
              )
            ).map((row) => row.id),
      );
      for (const name of old) {
        if (alive.has(name)) continue;
        await rm(join(folder, name), { force: true });
        removed += 1;
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
