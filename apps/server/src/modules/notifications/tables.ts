import { bigint, boolean, index, jsonb, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/database/tenant-table.ts';

/** What a notification says: its `type` (`NEW_POST` with `postId` and `title`, …) and fields. */
export interface NotificationPayload {
  type: string;
  [field: string]: unknown;
}

/** Device info as the app reports it (platform, model…): short values by name. */
export type DeviceInfo = Record<string, string | number | boolean | null>;

/**
 * A person's notifications (SPEC 3: id, read, payload). `seq` grows with every notification
 * of every organization: the stream's event id, so a reconnecting client asks for what came after.
 */
export const notifications = tenantTable(
  'notifications',
  {
    id: uuid('id').notNull().defaultRandom(),
    personId: uuid('person_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    read: boolean('read').notNull().default(false),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'], persons: ['personId'] },
  (table) => [
    unique('notifications_seq_unique').on(table.seq),
    // The inbox (newest first) and the stream's replay (after a seq), per person.
    index('notifications_person_seq_idx').on(table.organizationId, table.personId, table.seq),
  ],
);

/** A device a person receives push notifications on: its messaging token, unique per organization. */
export const notificationDevices = tenantTable(
  'notification_devices',
  {
    token: text('token').notNull(),
    personId: uuid('person_id').notNull(),
    deviceInfo: jsonb('device_info').$type<DeviceInfo>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['token'], persons: ['personId'] },
  (table) => [index('notification_devices_person_idx').on(table.organizationId, table.personId)],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationDeviceRow = typeof notificationDevices.$inferSelect;
