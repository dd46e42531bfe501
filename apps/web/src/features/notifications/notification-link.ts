import type { NotificationPayload } from '@faena/api-client';

/** The text a notification is listed with: its title, when it has one. */
export function notificationTitle(payload: NotificationPayload): string | null {
  return typeof payload.title === 'string' && payload.title.trim() !== '' ? payload.title : null;
}
