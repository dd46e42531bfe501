import type { ShellParts } from '@/platform/feature';
import { useUnreadCount } from './inbox';
import { NotificationCenter } from './NotificationCenter';
import { NotificationsMenu } from './NotificationsMenu';

/** The bell beside the profile menu, the live stream behind every screen, the unread count. */
export const shellParts: ShellParts = {
  HeaderAction: NotificationsMenu,
  Background: NotificationCenter,
  useUnreadCount,
};
