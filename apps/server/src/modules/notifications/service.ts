/**
 * The notifications service of one app instance: `notify` for features, the stream hub for
 * the SSE route, the push sender. The module's setup decorates the app with it as
 * `app.notifications`.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../platform/database/database.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { createNotifier, type Notifier } from './notify.ts';
import { type PushSender, pushSenderFor } from './push.ts';
import { NotificationHub } from './stream.ts';

export interface Notifications extends Notifier {
  hub: NotificationHub;
  pushSender: PushSender;
  webPushPublicKey: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export function createNotifications(options: {
  config: ServerConfig;
  database: Database;
  log: FastifyBaseLogger;
  pushSender?: PushSender;
}): Notifications {
  const { config, database, log } = options;
  const settings = config.notifications;
  const pushSender = options.pushSender ?? pushSenderFor(settings, config.firebase.projectId, log);
  const hub = new NotificationHub({
    database,
    pingSeconds: settings.pingSeconds,
    maxStreamsPerPerson: settings.maxStreamsPerPerson,
    log,
  });
  return {
    ...createNotifier({ database, pushSender, webUrl: config.web.webUrl, log, hub }),
    hub,
    pushSender,
    webPushPublicKey: settings.webPushPublicKey,
  };
}

/** Decorates the app with its notifications; the hub LISTENs while the app runs. */
export function setupNotifications(
  app: FastifyInstance,
  context: ModuleContext & { pushSender?: PushSender },
) {
  const notifications = createNotifications({ ...context, log: app.log });
  app.decorate('notifications', notifications);
  // One LISTEN per instance while it runs; open streams end before the server stops, or
  // closing would wait for them forever.
  app.addHook('onReady', () => notifications.hub.start());
  app.addHook('preClose', () => notifications.hub.close());
}
