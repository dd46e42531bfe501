/**
 * How features tell people something: `record` stores one notification per person inside the
 * caller's transaction (so they exist exactly when what they tell of does) and announces them
 * on the `faena_notifications` channel, which PostgreSQL delivers at commit — every server
 * instance LISTENs there and writes them to its open streams; after the commit, `deliver` hands
 * them to this instance's streams and pushes them to the persons' registered devices.
 * `notify(audience, payload)` does both in a transaction of its own. Push failures are logged,
 * never thrown.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../platform/database/database.ts';
import { organizations } from '../../platform/database/tenant-table.ts';
import { notificationPath, type PushSender } from './push.ts';
import {
  deleteDeviceTokens,
  devicesOf,
  insertNotifications,
  type Notice,
  type SeqRange,
  seqRanges,
} from './queries.ts';
import type { NotificationPayload, NotificationRow } from './tables.ts';

export const NOTIFICATIONS_CHANNEL = 'faena_notifications';

/** What an event says: the organization and the seqs of the new rows (never their content). */
export interface NotificationEvent {
  /** The hub of the instance that made them: it has delivered them already. */
  origin: string;
  organizationId: string;
  /** Runs of consecutive seqs, both ends included. */
  seqs: SeqRange[];
}

/**
 * The event as it travels on the channel. Every running instance reads it, so its field names
 * stay put, like the SQL names: the organization is `tenantId` there.
 */
interface WireEvent {
  origin: string;
  tenantId: string;
  seqs: SeqRange[];
}

/** NOTIFY payloads must stay under 8,000 bytes; a large audience is announced in parts. */
const MAX_EVENT_BYTES = 7000;

export function notificationEvents(
  origin: string,
  organizationId: string,
  seqs: readonly number[],
): string[] {
  const events: string[] = [];
  let current: SeqRange[] = [];
  const render = (ranges: SeqRange[]) =>
    JSON.stringify({ origin, tenantId: organizationId, seqs: ranges } satisfies WireEvent);
  for (const range of seqRanges(seqs)) {
    const next = [...current, range];
    if (current.length > 0 && Buffer.byteLength(render(next)) > MAX_EVENT_BYTES) {
      events.push(render(current));
      current = [range];
    } else {
      current = next;
    }
  }
  if (current.length > 0) events.push(render(current));
  return events;
}

export function parseNotificationEvent(text: string): NotificationEvent | null {
  try {
    const value = JSON.parse(text) as Partial<WireEvent>;
    if (
      typeof value.origin !== 'string' ||
      typeof value.tenantId !== 'string' ||
      !Array.isArray(value.seqs)
    ) {
      return null;
    }
    const seqs = value.seqs.filter(
      (range): range is SeqRange =>
        Array.isArray(range) && range.length === 2 && range.every((n) => Number.isSafeInteger(n)),
    );
    return { origin: value.origin, organizationId: value.tenantId, seqs };
  } catch {
    return null;
  }
}

export interface NotificationAudience {
  organizationId: string;
  personIds: readonly string[];
}

export type { Notice };

/** Notifications stored in a transaction, to be delivered once it has committed. */
export interface RecordedNotifications {
  organizationId: string;
  rows: NotificationRow[];
  /** Some of their people have a push device. */
  anyDevice: boolean;
}

export interface Notifier {
  /** Stores and announces, in one transaction of its own, and delivers; resolves with the rows. */
  notify(audience: NotificationAudience, payload: NotificationPayload): Promise<NotificationRow[]>;
  /** Stores the notices' notifications in `tx` and announces them at its commit. */
  record(tx: Tx, organizationId: string, notices: readonly Notice[]): Promise<RecordedNotifications>;
  /** After the commit: this instance's streams, then the pushes. Never throws. */
  deliver(recorded: RecordedNotifications): Promise<void>;
}

export interface NotifierOptions {
  database: Database;
  pushSender: PushSender;
  /** The web app's URL template (`{subdomain}` placeholder), for the links pushes open. */
  webUrl: string;
  log: FastifyBaseLogger;
  /** This instance's stream hub: it gets the new rows at once, and skips their events. */
  hub: { readonly origin: string; deliver(rows: readonly NotificationRow[]): void };
}

export function createNotifier({ database, pushSender, webUrl, log, hub }: NotifierOptions): Notifier {
  async function push(organizationId: string, rows: NotificationRow[]): Promise<void> {
    const { devices, subdomain } = await database.withTenant(organizationId, async (tx) => {
      const found = await devicesOf(
        tx,
        organizationId,
        rows.map((row) => row.personId),
      );
      if (found.length === 0) return { devices: found, subdomain: organizationId };
      const [organization] = await tx
        .select({ subdomain: organizations.subdomain })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return { devices: found, subdomain: organization?.subdomain ?? organizationId };
    });
    if (devices.length === 0) return;
    const base = webUrl.replaceAll('{subdomain}', subdomain).replace(/\/+$/, '');
    const unregistered: string[] = [];
    for (const row of rows) {
      const tokens = devices
        .filter((device) => device.personId === row.personId)
        .map((device) => device.token);
      if (tokens.length === 0) continue;
      const path = notificationPath(row.payload);
      try {
        const result = await pushSender.send(tokens, {
          organizationId,
          personId: row.personId,
          notificationId: row.id,
          payload: row.payload,
          link: path ? `${base}${path}` : null,
        });
        unregistered.push(...result.unregisteredTokens);
      } catch (error) {
        log.error({ err: error, notification: row.id }, 'push notification not sent');
      }
    }
    if (unregistered.length > 0) {
      await database.withTenant(organizationId, (tx) => deleteDeviceTokens(tx, organizationId, unregistered));
      log.info({ organizationId, tokens: unregistered.length }, 'forgot unregistered push tokens');
    }
  }

  async function record(tx: Tx, organizationId: string, notices: readonly Notice[]) {
    const { rows, anyDevice } = await insertNotifications(tx, organizationId, notices);
    // Delivered to the listeners when this transaction commits, and only then.
    for (const event of notificationEvents(
      hub.origin,
      organizationId,
      rows.map((row) => row.seq),
    )) {
      await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${event})`);
    }
    return { organizationId, rows, anyDevice };
  }

  async function deliver({ organizationId, rows, anyDevice }: RecordedNotifications) {
    if (rows.length === 0) return;
    // This instance's own streams need no round trip through the database.
    hub.deliver(rows);
    if (!anyDevice) return;
    // A write the hub had to leave to res.write goes out on the next tick; on PGlite the
    // push's queries would run first (they never leave the microtask queue), holding it back.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await push(organizationId, rows);
    } catch (error) {
      log.error({ err: error, organizationId }, 'push notifications not sent');
    }
  }

  return {
    record,
    deliver,
    async notify(audience, payload) {
      const { organizationId } = audience;
      if (audience.personIds.length === 0) return [];
      const recorded = await database.withTenant(organizationId, (tx) =>
        record(tx, organizationId, [{ personIds: audience.personIds, payload }]),
      );
      await deliver(recorded);
      return recorded.rows;
    },
  };
}
