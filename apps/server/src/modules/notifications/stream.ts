/**
 * The live notification stream (`GET /api/notifications/devices/sse`): Server-Sent Events
 * to each signed-in person's open connections on this server instance.
 *
 * One LISTEN per instance on `faena_notifications`; an event names an organization and the
 * seqs of new notifications, and the hub reads the rows (in that organization, RLS on) that belong to
 * persons with a stream open here, then writes `id: <seq>` / `event: notification` to
 * their connections. Every instance on the database hears every event, so a notification
 * made through one instance reaches streams held by any other. A 'ping' event keeps idle
 * connections (and proxies) alive; `Last-Event-ID` replays what a reconnecting client missed.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/database/database.ts';
import { NOTIFICATIONS_CHANNEL, parseNotificationEvent } from './notify.ts';
import { notificationsAfter, notificationsInRanges } from './queries.ts';
import type { NotificationRow } from './tables.ts';

/** At most this many missed notifications are replayed to a reconnecting stream (the newest). */
export const MAX_REPLAY = 100;

/** A stream whose client stops reading is dropped once this much is waiting to be sent. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The notification as the API shows it (the inbox item, the stream event's data). */
export function notificationBody(row: NotificationRow) {
  return { id: row.id, read: row.read, payload: row.payload, created_at: row.createdAt.toISOString() };
}

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;

export function notificationEventText(row: NotificationRow): string {
  return `id: ${row.seq}\nevent: notification\ndata: ${JSON.stringify(notificationBody(row))}\n\n`;
}

const PING_TEXT = 'event: ping\ndata: {}\n\n';

interface StreamConnection {
  organizationId: string;
  personId: string;
  res: ServerResponse;
  /** While the replay is read: live notifications wait here. */
  queue: NotificationRow[] | null;
}

export interface HubOptions {
  database: Database;
  pingSeconds: number;
  maxStreamsPerPerson: number;
  log: FastifyBaseLogger;
}

export class NotificationHub {
  /** Names this instance's events on the channel, so it skips them (it delivered them already). */
  readonly origin = randomUUID();
  /** organization id → person id → open connections. */
  private readonly byOrganization = new Map<string, Map<string, Set<StreamConnection>>>();
  private open = 0;
  private pingTimer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** Events are handled one after another, so each connection sees its seqs in order. */
  private events: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: HubOptions) {}

  /** LISTENs for notifications and starts the pings; called when the app is ready. */
  async start(): Promise<void> {
    if (this.unlisten || this.closed) return;
    this.unlisten = await this.options.database.listen(NOTIFICATIONS_CHANNEL, (payload) => {
      this.events = this.events.then(() => this.deliverEvent(payload));
    });
    this.pingTimer = setInterval(() => this.ping(), this.options.pingSeconds * 1000);
    this.pingTimer.unref();
  }

  /** Open streams on this instance: all of them, or one person's. */
  count(organizationId?: string, personId?: string): number {
    if (organizationId === undefined) return this.open;
    const persons = this.byOrganization.get(organizationId);
    if (!persons) return 0;
    if (personId === undefined) {
      let total = 0;
      for (const set of persons.values()) total += set.size;
      return total;
    }
    return persons.get(personId)?.size ?? 0;
  }

  /** Whether the person may open one more stream here. */
  canOpen(organizationId: string, personId: string): boolean {
    return !this.closed && this.count(organizationId, personId) < this.options.maxStreamsPerPerson;
  }

  /**
   * Takes over a hijacked response: writes the stream headers, registers it, replays the
   * person's notifications after `lastSeq` (when given) and removes it when it closes.
   */
  async attach(
    res: ServerResponse,
    organizationId: string,
    personId: string,
    lastSeq: number | null,
  ): Promise<void> {
    res.writeHead(200, SSE_HEADERS);
    res.write(': faena notifications\n\n');
    const connection: StreamConnection = {
      organizationId,
      personId,
      res,
      queue: lastSeq === null ? null : [],
    };
    this.add(connection);
    res.on('close', () => this.remove(connection));
    res.on('error', () => this.remove(connection));
    // The client may have gone while it was being authenticated: 'close' came and went.
    if (res.destroyed || res.socket?.destroyed) {
      this.remove(connection);
      return;
    }
    if (lastSeq === null) return;
    try {
      const missed = await this.options.database.withTenant(organizationId, (tx) =>
        notificationsAfter(tx, organizationId, personId, lastSeq, MAX_REPLAY),
      );
      const queued = connection.queue ?? [];
      connection.queue = null;
      const replayed = new Set(missed.map((row) => row.seq));
      for (const row of missed) this.write(connection, row);
      for (const row of queued) if (!replayed.has(row.seq) && row.seq > lastSeq) this.write(connection, row);
    } catch (error) {
      this.options.log.error({ err: error }, 'notification replay failed');
      res.destroy();
    }
  }

  /** Ends every stream and stops listening (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    for (const persons of this.byOrganization.values()) {
      for (const set of persons.values()) for (const connection of set) connection.res.end();
    }
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => {});
    await this.events;
  }

  private add(connection: StreamConnection): void {
    let persons = this.byOrganization.get(connection.organizationId);
    if (!persons) {
      persons = new Map();
      this.byOrganization.set(connection.organizationId, persons);
    }
    let set = persons.get(connection.personId);
    if (!set) {
      set = new Set();
      persons.set(connection.personId, set);
    }
    set.add(connection);
    this.open += 1;
  }

  private remove(connection: StreamConnection): void {
    const persons = this.byOrganization.get(connection.organizationId);
    const set = persons?.get(connection.personId);
    if (!persons || !set?.delete(connection)) return;
    this.open -= 1;
    if (set.size === 0) persons.delete(connection.personId);
    if (persons.size === 0) this.byOrganization.delete(connection.organizationId);
  }

  private ping(): void {
    for (const persons of this.byOrganization.values()) {
      for (const set of persons.values()) for (const connection of set) this.send(connection, PING_TEXT);
    }
  }

  private send(connection: StreamConnection, text: string): void {
    const { res } = connection;
    if (res.destroyed || res.writableEnded) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      this.options.log.warn({ personId: connection.personId }, 'notification stream not read: dropped');
      res.destroy();
      return;
    }
    res.write(text);
  }

  private write(connection: StreamConnection, row: NotificationRow, text?: string): void {
    if (connection.queue) {
      connection.queue.push(row);
      return;
    }
    this.send(connection, text ?? notificationEventText(row));
  }

  /** Writes new notifications to the streams of their persons on this instance. */
  deliver(rows: readonly NotificationRow[]): void {
    for (const row of rows) {
      const set = this.byOrganization.get(row.organizationId)?.get(row.personId);
      if (!set) continue;
      const text = notificationEventText(row);
      for (const connection of set) this.write(connection, row, text);
    }
  }

  private async deliverEvent(payload: string): Promise<void> {
    const event = parseNotificationEvent(payload);
    if (!event) {
      this.options.log.warn({ payload }, 'unreadable notification event');
      return;
    }
    if (event.origin === this.origin) return;
    const persons = this.byOrganization.get(event.organizationId);
    if (!persons || persons.size === 0) return;
    try {
      const rows = await this.options.database.withTenant(event.organizationId, (tx) =>
        notificationsInRanges(tx, event.organizationId, event.seqs, [...persons.keys()]),
      );
      this.deliver(rows);
    } catch (error) {
      if (!this.closed) this.options.log.error({ err: error }, 'notification event not delivered');
    }
  }
}
