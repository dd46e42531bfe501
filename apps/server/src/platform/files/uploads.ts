/**
 * The uploads service the routes use: storage, settings, signed links, and the sweep that
 * removes temporary uploads nobody stored. `registerUploads` decorates the app with it and
 * runs the sweep from `onReady` until the app closes.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig, UploadSettings } from '../../config.ts';
import { type Database, selectRows } from '../database/database.ts';
import { type LinkSigner, linkSigner } from './signed-links.ts';
import { type FileStorage, LocalDiskStorage, storageKey } from './storage.ts';
import { uploads } from './tables.ts';

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

/** Decorates the app with the uploads service (local disk unless `storage` is given). */
export function registerUploads(
  app: FastifyInstance,
  context: { config: ServerConfig; database: Database; storage?: FileStorage },
): Uploads {
  const { config, database } = context;
  const service = new Uploads(
    context.storage ?? new LocalDiskStorage(config.uploads.dir),
    config.uploads,
    database,
    app.log,
  );
  app.decorate('uploads', service);
  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', async () => service.stop());
  return service;
}
