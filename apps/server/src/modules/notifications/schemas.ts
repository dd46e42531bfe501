import { Type } from 'typebox';
import { freeFormLimits, freeFormMap, Nullable, ref } from '../../platform/http/schemas.ts';

/** SPEC 3 notification payload: its `type` and that type's fields (NEW_POST: postId, title). */
export const NotificationPayload = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 64, description: 'NEW_POST, …' }),
  },
  {
    $id: 'NotificationPayload',
    additionalProperties: true,
    ...freeFormLimits({ maxKeyLength: 64, maxEntries: 20 }),
    description: 'NEW_POST: { type, postId, title }',
  },
);

/** SPEC 3 notification: id, read, payload. */
export const Notification = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    read: Type.Boolean(),
    payload: ref(NotificationPayload),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Notification', additionalProperties: false },
);

/** SPEC 7 notifications inbox page. */
export const NotificationInbox = Type.Object(
  {
    results: Type.Array(ref(Notification)),
    count: Type.Integer({ minimum: 0, description: "All of the person's notifications" }),
    totalUnread: Type.Integer({ minimum: 0, description: "The person's unread notifications" }),
  },
  { $id: 'NotificationInbox', additionalProperties: false },
);

/** Device info as the app reports it (platform, model, user agent…): short texts by name. */
export const DeviceInfo = freeFormMap(
  Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean(), Type.Null()]),
  { maxKeyLength: 64, maxEntries: 20 },
  { $id: 'DeviceInfo' },
);

/** A registered push device (SPEC 3 device registration: device info plus token). */
export const NotificationDevice = Type.Object(
  {
    token: Type.String(),
    device_info: ref(DeviceInfo),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'NotificationDevice', additionalProperties: false },
);

export const PushConfig = Type.Object(
  {
    webPushPublicKey: Nullable(
      Type.String({ description: 'The web push (VAPID) public key for getToken; null when not configured' }),
    ),
  },
  { $id: 'PushConfig', additionalProperties: false },
);

export const NOTIFICATION_SCHEMAS = [
  NotificationPayload,
  Notification,
  NotificationInbox,
  DeviceInfo,
  NotificationDevice,
  PushConfig,
];
