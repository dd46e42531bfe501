/**
 * Queries of notifications and notification devices. Every one names the organization (the first
 * wall, RLS being the second) and, for what a person reads or changes, the person.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import {
  type DeviceInfo,
  type NotificationDeviceRow,
  type NotificationPayload,
  type NotificationRow,
  notificationDevices,
  notifications,
} from './tables.ts';

/** A run of consecutive seqs, both ends included. */
export type SeqRange = readonly [number, number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids as one `uuid[]` literal (one parameter, however many); anything but a uuid is refused. */
function uuidArray(ids: readonly string[]): string {
  const bad = ids.find((id) => !UUID.test(id));
  if (bad !== undefined) throw new Error(`Not an id: '${bad}'`);
  return `{${ids.join(',')}}`;
}

/** What to tell whom: one notification per person of `personIds`, each with `payload`. */
export interface Notice {
  personIds: readonly string[];
  payload: NotificationPayload;
}

/** The stored rows, and whether any of their people has a device to push to. */
export interface InsertedNotifications {
  rows: NotificationRow[];
  anyDevice: boolean;
}

/**
 * The notifications of any number of notices, in one statement. The ids are made here and
 * travel, like the person ids and each row's payload index, as one array parameter each (unnest)
 * rather than parameters per row: for a large audience that is several times faster to parse and
 * plan, on PGlite especially, which also opens /dev/urandom once per `gen_random_uuid()`. Every
 * row gets the transaction's `now()`, so only the seqs come back, as one `{ id: seq }` object;
 * the rows are built here. The same statement says whether any of the people has a push device,
 * so pushing costs nothing when none has.
 */
export async function insertNotifications(
  tx: Tx,
  organizationId: string,
  notices: readonly Notice[],
): Promise<InsertedNotifications> {
  const ids: string[] = [];
  const personIds: string[] = [];
  const payloadIndexes: number[] = [];
  notices.forEach((notice, index) => {
    for (const personId of new Set(notice.personIds)) {
      ids.push(randomUUID());
      personIds.push(personId);
      payloadIndexes.push(index);
    }
  });
  if (ids.length === 0) return { rows: [], anyDevice: false };
  const payloadsJson = JSON.stringify(notices.map((notice) => notice.payload));
  const [result] = await selectRows<{ seqs: string; created_at: string; any_device: boolean }>(
    tx,
    sql`with inserted as (
          insert into notifications (tenant_id, id, person_id, payload, created_at)
          select ${organizationId}, t.id, t.person_id, ${payloadsJson}::jsonb -> t.payload_index, now()
          from unnest(${uuidArray(ids)}::uuid[], ${uuidArray(personIds)}::uuid[], ${`{${payloadIndexes.join(',')}}`}::int[])
            as t(id, person_id, payload_index)
          returning id, seq
        )
        select (select json_object_agg(id, seq) from inserted)::text as seqs,
          to_json(now()) #>> '{}' as created_at,
          exists (select 1 from ${notificationDevices}
            where ${notificationDevices.organizationId} = ${organizationId}
              and ${notificationDevices.personId} = any(${uuidArray(personIds)}::uuid[])) as any_device`,
  );
  if (!result) throw new Error('insert returned no row');
  const seqs = JSON.parse(result.seqs) as Record<string, number>;
  const createdAt = new Date(result.created_at);
  // One copy of each payload for its rows (never the caller's object).
  const stored = JSON.parse(payloadsJson) as NotificationPayload[];
  const rows = ids.map((id, i) => {
    const seq = seqs[id];
    if (seq === undefined) throw new Error(`insert returned no seq for notification ${id}`);
    return {
      organizationId,
      id,
      personId: (personIds[i] as string).toLowerCase(), // as the database returns it
      seq,
      read: false,
      payload: stored[payloadIndexes[i] as number] as NotificationPayload,
      createdAt,
    };
  });
  return { rows, anyDevice: result.any_device === true };
}

/** One page of a person's notifications, newest first, with the totals of the whole inbox. */
export async function listNotifications(
  tx: Tx,
  organizationId: string,
  personId: string,
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: NotificationRow[]; count: number; totalUnread: number }> {
  const mine = and(eq(notifications.organizationId, organizationId), eq(notifications.personId, personId));
  const [totals] = await tx
    .select({
      count: count(),
      totalUnread: sql<number>`count(*) filter (where not ${notifications.read})`.mapWith(Number),
    })
    .from(notifications)
    .where(mine);
  const rows = await tx
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.seq))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  return { rows, count: totals?.count ?? 0, totalUnread: totals?.totalUnread ?? 0 };
}

/** Marks one of the person's notifications read; null when the person has no such notification. */
export async function markNotificationRead(
  tx: Tx,
  organizationId: string,
  personId: string,
  id: string,
): Promise<NotificationRow | null> {
  const [row] = await tx
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.personId, personId),
        eq(notifications.id, id),
      ),
    )
    .returning();
  return row ?? null;
}

/** Deletes one of the person's notifications; false when the person has no such notification. */
export async function deleteNotification(
  tx: Tx,
  organizationId: string,
  personId: string,
  id: string,
): Promise<boolean> {
  const rows = await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.personId, personId),
        eq(notifications.id, id),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** The person's notifications after `seq`, oldest first, at most `limit` (the newest of them). */
export async function notificationsAfter(
  tx: Tx,
  organizationId: string,
  personId: string,
  seq: number,
  limit: number,
): Promise<NotificationRow[]> {
  const newest = await tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.personId, personId),
        gt(notifications.seq, seq),
      ),
    )
    .orderBy(desc(notifications.seq))
    .limit(limit);
  return newest.reverse();
}

/** Notifications of the given seq ranges that belong to any of `personIds`, by seq. */
export async function notificationsInRanges(
  tx: Tx,
  organizationId: string,
  ranges: readonly SeqRange[],
  personIds: readonly string[],
): Promise<NotificationRow[]> {
  if (ranges.length === 0 || personIds.length === 0) return [];
  return tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        or(...ranges.map(([from, to]) => sql`${notifications.seq} between ${from} and ${to}`)),
        sql`${notifications.personId} = any(${uuidArray(personIds)}::uuid[])`,
      ),
    )
    .orderBy(asc(notifications.seq));
}

/**
 * Devices kept per person. Messaging tokens change with reinstalls and cleared browsers, so
 * a person's old tokens pile up; past this many, the least recently registered are forgotten
 * (a new phone always gets its pushes, a long-gone one stops costing a send).
 */
export const MAX_DEVICES_PER_PERSON = 20;

/**
 * Registers a device token for a person; a token already registered moves to this person.
 * Beyond MAX_DEVICES_PER_PERSON, the person's least recently registered devices are forgotten.
 */
export async function upsertDevice(
  tx: Tx,
  device: { organizationId: string; personId: string; token: string; deviceInfo: DeviceInfo },
): Promise<NotificationDeviceRow> {
  const [row] = await tx
    .insert(notificationDevices)
    .values(device)
    .onConflictDoUpdate({
      target: [notificationDevices.organizationId, notificationDevices.token],
      set: {
        personId: sql`excluded.person_id`,
        deviceInfo: sql`excluded.device_info`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  const mine = and(
    eq(notificationDevices.organizationId, device.organizationId),
    eq(notificationDevices.personId, device.personId),
  );
  const kept = tx
    .select({ token: notificationDevices.token })
    .from(notificationDevices)
    .where(mine)
    .orderBy(desc(notificationDevices.updatedAt), desc(notificationDevices.token))
    .limit(MAX_DEVICES_PER_PERSON);
  await tx.delete(notificationDevices).where(and(mine, notInArray(notificationDevices.token, kept)));
  return row;
}

/** Forgets one of the person's device tokens; false when the person has no such token. */
export async function deleteDevice(
  tx: Tx,
  organizationId: string,
  personId: string,
  token: string,
): Promise<boolean> {
  const rows = await tx
    .delete(notificationDevices)
    .where(
      and(
        eq(notificationDevices.organizationId, organizationId),
        eq(notificationDevices.personId, personId),
        eq(notificationDevices.token, token),
      ),
    )
    .returning({ token: notificationDevices.token });
  return rows.length > 0;
}

export async function devicesOf(
  tx: Tx,
  organizationId: string,
  personIds: readonly string[],
): Promise<NotificationDeviceRow[]> {
  if (personIds.length === 0) return [];
  return tx
    .select()
    .from(notificationDevices)
    .where(
      and(
        eq(notificationDevices.organizationId, organizationId),
        sql`${notificationDevices.personId} = any(${uuidArray(personIds)}::uuid[])`,
      ),
    );
}

/** Forgets tokens the messaging service reported as unregistered. */
export async function deleteDeviceTokens(
  tx: Tx,
  organizationId: string,
  tokens: readonly string[],
): Promise<void> {
  if (tokens.length === 0) return;
  await tx
    .delete(notificationDevices)
    .where(
      and(
        eq(notificationDevices.organizationId, organizationId),
        inArray(notificationDevices.token, [...tokens]),
      ),
    );
}

/** Consecutive runs of the given seqs: `[1,2,3,7]` → `[[1,3],[7,7]]`. */
export function seqRanges(seqs: readonly number[]): SeqRange[] {
  const sorted = [...seqs].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const seq of sorted) {
    const last = ranges.at(-1);
    if (last && seq === last[1] + 1) last[1] = seq;
    else ranges.push([seq, seq]);
  }
  return ranges;
}
