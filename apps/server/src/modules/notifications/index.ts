/**
 * Notifications: the inbox, push devices, the live stream, and `notify` for the other
 * modules (one row per person, announced to every instance's streams, pushed to devices).
 */
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/module.ts';
import type { NotificationAudience } from './notify.ts';
import { NOTIFICATION_PERMISSIONS } from './permissions.ts';
import { notificationRoutes } from './routes.ts';
import { NOTIFICATION_SCHEMAS } from './schemas.ts';
import { setupNotifications } from './service.ts';
import type { NotificationPayload } from './tables.ts';

export type { Notice, Notifier } from './notify.ts';
export type { NotificationPayload, NotificationRow } from './tables.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: [notificationRoutes],
  schemas: NOTIFICATION_SCHEMAS,
  permissions: NOTIFICATION_PERMISSIONS,
  setup: setupNotifications,
  services: {
    /** Tells each person of the audience; resolves with the stored rows once committed. */
    notify: (app: FastifyInstance, audience: NotificationAudience, payload: NotificationPayload) =>
      app.notifications.notify(audience, payload),
  },
});
