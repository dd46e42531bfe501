/**
 * SPEC 7 notifications: the inbox, mark read, delete, push device registration, the push
 * configuration and the live stream. A person only ever sees and changes their own: another
 * person's notification is as unknown as a missing one (404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findPerson } from '../../platform/auth/members.ts';
import { ApiError, notFound } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, freeFormMap, ref } from '../../platform/http/schemas.ts';
import { RecordingPushSender } from './push.ts';
import {
  deleteDevice,
  deleteNotification,
  listNotifications,
  markNotificationRead,
  upsertDevice,
} from './queries.ts';
import {
  DeviceInfo,
  Notification,
  NotificationDevice,
  NotificationInbox,
  NotificationPayload,
  PushConfig,
} from './schemas.ts';
import { notificationBody } from './stream.ts';
import type { NotificationDeviceRow, NotificationPayload as PayloadRow } from './tables.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MAX_NOTIFICATIONS_PAGE_SIZE = 100;
/** FCM registration tokens are ~160 characters of [A-Za-z0-9:_-]; web push ones similar. */
const DeviceToken = Type.String({ minLength: 1, maxLength: 4096, pattern: '^[A-Za-z0-9:_.~-]+$' });
const SeqText = Type.String({ pattern: '^[0-9]{1,15}$', description: 'The id of the last event received' });

const tooManyStreams = () =>
  new ApiError(
    429,
    'TOO_MANY_STREAMS',
    'Tienes demasiadas conexiones de notificaciones abiertas. Cierra otra pestaña o dispositivo e inténtalo nuevamente.',
  );

const toDevice = (row: NotificationDeviceRow) => ({
  token: row.token,
  device_info: row.deviceInfo,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const notificationRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const idParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

  api.get(
    '/notifications',
    {
      config: { permission: 'VIEW_NOTIFICATIONS' },
      schema: {
        operationId: 'getNotificationsInbox',
        tags: ['notifications'],
        summary: "The signed-in person's notifications, newest first, with the inbox totals",
        querystring: Type.Object(
          {
            pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
            pageSize: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: MAX_NOTIFICATIONS_PAGE_SIZE,
                default: NOTIFICATIONS_PAGE_SIZE,
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(NotificationInbox) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const personId = requireMember(request).person.id;
      const { rows, count, totalUnread } = await request.withTenant((tx) =>
        listNotifications(tx, organizationId, personId, {
          pageNumber: request.query.pageNumber ?? 1,
          pageSize: request.query.pageSize ?? NOTIFICATIONS_PAGE_SIZE,
        }),
      );
      return { results: rows.map(notificationBody), count, totalUnread };
    },
  );

  api.post(
    '/notifications/:id/read',
    {
      config: { permission: 'VIEW_NOTIFICATIONS' },
      schema: {
        operationId: 'markNotificationAsRead',
        tags: ['notifications'],
        summary: 'Mark one of my notifications as read',
        params: idParams,
        response: { 200: ref(Notification), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const personId = requireMember(request).person.id;
      const row = await request.withTenant((tx) =>
        markNotificationRead(tx, organizationId, personId, request.params.id),
      );
      if (!row) throw notFound('La notificación');
      return notificationBody(row);
    },
  );

  api.delete(
    '/notifications/:id',
    {
      config: { permission: 'VIEW_NOTIFICATIONS' },
      schema: {
        operationId: 'deleteNotification',
        tags: ['notifications'],
        summary: 'Delete one of my notifications',
        params: idParams,
        response: { 204: Type.Null({ description: 'Deleted' }), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const personId = requireMember(request).person.id;
      const deleted = await request.withTenant((tx) =>
        deleteNotification(tx, organizationId, personId, request.params.id),
      );
      if (!deleted) throw notFound('La notificación');
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/notifications/push-config',
    {
      config: { permission: 'VIEW_NOTIFICATIONS' },
      schema: {
        operationId: 'getPushConfig',
        tags: ['notifications'],
        summary: 'What the app needs to subscribe to push notifications (the web push public key)',
        response: { 200: ref(PushConfig) },
      },
    },
    async () => ({ webPushPublicKey: api.notifications.webPushPublicKey }),
  );

  api.post(
    '/notifications/devices',
    {
      config: { permission: 'VIEW_NOTIFICATIONS' },
      schema: {
        operationId: 'registerNotificationDevice',
        tags: ['notifications'],
        summary:
          'Register a device for push notifications; a token registered before (by anybody here) moves to me',
        body: Type.Object(
          { token: DeviceToken, device_info: ref(DeviceInfo) },
          { additionalProperties: false },
        ),
        response: { 200: ref(NotificationDevice) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const personId = requireMember(request).person.id;
      const row = await request.withTenant((tx) =>
        upsertDevice(tx, {
          organizationId: organizationId,
          personId,
          token: request.body.token,
          deviceInfo: request.body.device_info,
        }),
      );
      return toDevice(row);
    },
  );

  api.delete(
    '/notifications/devices/:token',
    {
      config: { permission: 'VIEW_NOTIFICATIONS' },
      schema: {
        operationId: 'unregisterNotificationDevice',
        tags: ['notifications'],
        summary: 'Unregister one of my devices by its token: no more push notifications there',
        params: Type.Object({ token: DeviceToken }, { additionalProperties: false }),
        response: { 204: Type.Null({ description: 'Unregistered' }), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const personId = requireMember(request).person.id;
      const deleted = await request.withTenant((tx) =>
        deleteDevice(tx, organizationId, personId, request.params.token),
      );
      if (!deleted) throw notFound('El dispositivo');
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/notifications/devices/sse',
    {
      config: { permission: 'VIEW_NOTIFICATIONS' },
      schema: {
        operationId: 'streamNotifications',
        tags: ['notifications'],
        summary:
          "Server-Sent Events: 'notification' (id: the event id, data: a Notification) and 'ping' every few seconds. " +
          'Last-Event-ID (or lastEventId) replays up to 100 notifications missed since that id.',
        querystring: Type.Object({ lastEventId: Type.Optional(SeqText) }, { additionalProperties: false }),
        headers: Type.Object({ 'last-event-id': Type.Optional(SeqText) }),
        response: {
          200: {
            description: 'The event stream; it stays open',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          429: ref(ErrorBody),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const personId = requireMember(request).person.id;
      const { hub } = api.notifications;
      const last = request.headers['last-event-id'] ?? request.query.lastEventId;
      if (!hub.canOpen(organizationId, personId)) throw tooManyStreams();
      // From here the response is ours: Fastify sends nothing more for this request.
      reply.hijack();
      await hub.attach(reply.raw, organizationId, personId, last === undefined ? null : Number(last));
    },
  );

  // Development only (Auth Emulator), like the email links: lets end-to-end journeys make a
  // notification without the features that will make them. Even there only an administrator
  // (MANAGE_PERMISSIONS, which only administrators hold) may call them: they notify anybody.
  if (api.links.exposeEmailLinks) {
    api.post(
      '/dev/notifications',
      {
        config: { permission: 'MANAGE_PERMISSIONS' },
        schema: {
          operationId: 'createDevNotification',
          tags: ['notifications'],
          summary: 'Development only (Auth Emulator): notify a person of this organization (default: me)',
          body: Type.Object(
            { person_id: Type.Optional(Type.String({ format: 'uuid' })), payload: ref(NotificationPayload) },
            { additionalProperties: false },
          ),
          response: { 201: ref(Notification), 404: ref(ErrorBody) },
        },
      },
      async (request, reply) => {
        const organizationId = requireOrganization(request).id;
        const personId = request.body.person_id ?? requireMember(request).person.id;
        if (!(await request.withTenant((tx) => findPerson(tx, organizationId, personId)))) {
          throw notFound('La persona');
        }
        const [row] = await api.notifications.notify(
          { organizationId, personIds: [personId] },
          request.body.payload as PayloadRow,
        );
        if (!row) throw new Error('notify stored nothing');
        reply.code(201);
        return notificationBody(row);
      },
    );

    // What the development push sender recorded for one of this organization's device tokens,
    // shaped as the messaging service delivers it to the device, so a journey can hand it to
    // the browser's service worker. Oldest first.
    api.get(
      '/dev/notifications/pushes',
      {
        config: { permission: 'MANAGE_PERMISSIONS' },
        schema: {
          operationId: 'listDevPushes',
          tags: ['notifications'],
          summary: 'Development only (Auth Emulator): the pushes recorded for a device token',
          querystring: Type.Object({ token: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
          response: {
            200: Type.Object(
              {
                messages: Type.Array(
                  Type.Object({
                    notification: Type.Object({ title: Type.String(), body: Type.String() }),
                    data: freeFormMap(Type.String(), { maxKeyLength: 64, maxEntries: 50 }),
                  }),
                ),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const organizationId = requireOrganization(request).id;
        const sender = api.notifications.pushSender;
        const recorded = sender instanceof RecordingPushSender ? sender.sent : [];
        const messages = recorded
          .filter(
            (push) =>
              push.notification.organizationId === organizationId &&
              push.tokens.includes(request.query.token),
          )
          .map(({ message }) => ({
            notification: {
              title: message.notification?.title ?? '',
              body: message.notification?.body ?? '',
            },
            data: message.data ?? {},
          }));
        return { messages };
      },
    );
  }
};
