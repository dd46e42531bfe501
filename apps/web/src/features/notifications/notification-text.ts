import type { Notification } from '@faena/api-client';
import { notificationPath } from '@faena/contract/push';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@/platform/i18n/relative-time';
import { notificationTitle } from './notification-link';

/** The heading of each payload type the app knows; any other is a plain 'Notificación'. */
const HEADINGS: Record<string, 'types.NEW_POST' | 'types.WORKFLOW_TASK' | 'types.WORKFLOW_TASK_EXPIRED'> = {
  NEW_POST: 'types.NEW_POST',
  WORKFLOW_TASK: 'types.WORKFLOW_TASK',
  WORKFLOW_TASK_EXPIRED: 'types.WORKFLOW_TASK_EXPIRED',
};

export interface NotificationText {
  /** The kind ('Nueva publicación'). */
  heading: string;
  /** The title, or the kind when there is none. */
  title: string;
  /** "hace 5 minutos". */
  when: string;
  /** The full date and time, for a tooltip. */
  whenFull: string;
  href: string | null;
}

/** What a notification is listed with, in the person's language. */
export function useNotificationText(): (notification: Notification, now?: Date) => NotificationText {
  const { t, i18n } = useTranslation('notifications');
  return (notification, now = new Date()) => {
    const heading = t(HEADINGS[notification.payload.type] ?? 'types.other');
    const created = new Date(notification.created_at);
    return {
      heading,
      title: notificationTitle(notification.payload) ?? heading,
      when: relativeTime(created, now, i18n.language),
      whenFull: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        created,
      ),
      href: notificationPath(notification.payload),
    };
  };
}
