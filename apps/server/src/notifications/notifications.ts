/**
 * The notifications service of one app instance: `notify` for features, the stream hub for
 * the SSE route, the push sender. buildApp decorates the app with it as `app.notifications`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createNotifier, type Notify } from './notify.ts';
import { type PushSender, pushSenderFor } from './push.ts';
import { NotificationHub } from './stream.ts';

export interface Notifications {
  /** Stores a notification per person, announces it to every instance's streams, pushes it. */
  notify: Notify;
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
    notify: createNotifier({ database, pushSender, webUrl: config.web.webUrl, log, hub }),
    hub,
    pushSender,
    webPushPublicKey: settings.webPushPublicKey,
  };
}
