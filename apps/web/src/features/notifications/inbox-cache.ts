import type { NotificationInbox } from '@faena/api-client';
import type { InfiniteData } from '@tanstack/react-query';

/** The inbox as the infinite query holds it: one page of 20 per `pageNumber`. */
export type InboxPages = InfiniteData<NotificationInbox, number>;

/** SPEC 9: 20 notifications per page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The next page to ask for, or undefined once every notification is loaded. */
export function nextPageNumber(lastPage: NotificationInbox, pages: NotificationInbox[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
  return loaded < lastPage.count && lastPage.results.length > 0 ? pages.length + 1 : undefined;
}

/** The unread total (`totalUnread` of the newest page), 0 before the first page. */
export function unreadOf(data: InboxPages | undefined): number {
  return data?.pages[0]?.totalUnread ?? 0;
}

function isUnread(data: InboxPages, id: string): boolean {
  return data.pages.some((page) => page.results.some((item) => item.id === id && !item.read));
}

/** The inbox with notification `id` read (SPEC 4: false → true), the unread total one less. */
export function markReadInPages(data: InboxPages | undefined, id: string): InboxPages | undefined {
  if (!data || !isUnread(data, id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      totalUnread: Math.max(0, page.totalUnread - 1),
      results: page.results.map((item) => (item.id === id ? { ...item, read: true } : item)),
    })),
  };
}

/** The inbox without notification `id`, its totals one less (and the unread one if it was). */
export function removeFromPages(data: InboxPages | undefined, id: string): InboxPages | undefined {
  if (!data) return data;
  const present = data.pages.some((page) => page.results.some((item) => item.id === id));
  if (!present) return data;
  const unread = isUnread(data, id);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      count: Math.max(0, page.count - 1),
      totalUnread: unread ? Math.max(0, page.totalUnread - 1) : page.totalUnread,
      results: page.results.filter((item) => item.id !== id),
    })),
  };
}
