/**
 * Push delivery to a person's registered devices. Two senders: Firebase Cloud Messaging
 * (firebase-admin) in production, and a development sender that records and logs what it
 * would send (`FAENA_PUSH=log`, the default), since FCM needs credentials and the internet.
 */
import { notificationPath, pushDataFor } from '@faena/contract/push';
import type { FastifyBaseLogger } from 'fastify';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getMessaging, type Messaging, type MulticastMessage } from 'firebase-admin/messaging';
import type { NotificationSettings } from '../../config.ts';
import type { NotificationPayload } from './tables.ts';

/** One notification to push to the devices of its person. */
export interface PushNotification {
  organizationId: string;
  personId: string;
  notificationId: string;
  payload: NotificationPayload;
  /** Absolute URL of the web app page the notification opens, if any (`…/posts/{postId}`). */
  link: string | null;
}

export interface PushResult {
  /** Tokens the messaging service no longer knows: their devices are forgotten. */
  unregisteredTokens: string[];
}

export interface PushSender {
  send(tokens: readonly string[], notification: PushNotification): Promise<PushResult>;
}

/** The page of the web app a notification opens, relative to the organization's web URL. */
export { notificationPath };

/** Title and body people see on the device (es-MX, the product's language). */
export function pushText(payload: NotificationPayload): { title: string; body: string } {
  if (payload.type === 'NEW_POST') {
    return { title: 'Nueva publicación', body: typeof payload.title === 'string' ? payload.title : '' };
  }
  return { title: 'Nueva notificación', body: typeof payload.title === 'string' ? payload.title : '' };
}

/**
 * The FCM multicast message of a notification: a visible notification plus the data a
 * native shell or service worker needs (every data value is a string, as FCM requires), and
 * the page to open on tap.
 */
export function fcmMessageFor(tokens: readonly string[], notification: PushNotification): MulticastMessage {
  return {
    tokens: [...tokens],
    notification: pushText(notification.payload),
    data: pushDataFor(notification.notificationId, notification.payload),
    ...(notification.link ? { webpush: { fcmOptions: { link: notification.link } } } : {}),
  };
}

/** FCM error codes that mean the token will never work again. */
const UNREGISTERED_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/** At most this many tokens per multicast call (FCM's own limit). */
const FCM_MULTICAST_LIMIT = 500;

export class FcmPushSender implements PushSender {
  constructor(private readonly messaging: () => Messaging) {}

  async send(tokens: readonly string[], notification: PushNotification): Promise<PushResult> {
    const unregisteredTokens: string[] = [];
    for (let start = 0; start < tokens.length; start += FCM_MULTICAST_LIMIT) {
      const batch = tokens.slice(start, start + FCM_MULTICAST_LIMIT);
      const response = await this.messaging().sendEachForMulticast(fcmMessageFor(batch, notification));
      response.responses.forEach((result, index) => {
        const token = batch[index];
        if (!result.success && token && UNREGISTERED_CODES.has(result.error?.code ?? '')) {
          unregisteredTokens.push(token);
        }
      });
    }
    return { unregisteredTokens };
  }
}

export interface RecordedPush {
  tokens: string[];
  notification: PushNotification;
  /** The message FCM would have been given. */
  message: MulticastMessage;
}

/** Development: keeps (the last 1,000) and logs what would be sent; nothing leaves the machine. */
export class RecordingPushSender implements PushSender {
  readonly sent: RecordedPush[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(tokens: readonly string[], notification: PushNotification): Promise<PushResult> {
    const message = fcmMessageFor(tokens, notification);
    this.sent.push({ tokens: [...tokens], notification, message });
    if (this.sent.length > 1000) this.sent.shift();
    this.log?.info(
      { push: { tokens: tokens.length, notification: notification.notificationId, message } },
      'push notification (not sent: FAENA_PUSH=log)',
    );
    return { unregisteredTokens: [] };
  }
}

export function pushSenderFor(
  settings: NotificationSettings,
  projectId: string,
  log: FastifyBaseLogger,
): PushSender {
  if (settings.push === 'log') return new RecordingPushSender(log);
  let messaging: Messaging | null = null;
  return new FcmPushSender(() => {
    if (!messaging) {
      const name = `faena:${projectId}`;
      const app =
        getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
      messaging = getMessaging(app);
    }
    return messaging;
  });
}
