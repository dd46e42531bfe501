import type { Notification, NotificationInbox } from '@faena/api-client';
import { describe, expect, it } from 'vitest';
import { type InboxPages, markReadInPages, nextPageNumber, removeFromPages, unreadOf } from './inbox-cache';

const item = (id: string, read = false): Notification => ({
  id,
  read,
  payload: { type: 'NEW_POST', postId: id, title: `Publicación ${id}` },
  created_at: '2026-11-21T10:00:00.000Z',
});

const inbox = (pages: Notification[][], count: number, totalUnread: number): InboxPages => ({
  pages: pages.map((results): NotificationInbox => ({ results, count, totalUnread })),
  pageParams: pages.map((_, index) => index + 1),
});

describe('the inbox cache', () => {
  const data = inbox([[item('a'), item('b', true)], [item('c')]], 3, 2);

  it('marks one notification read on whichever page it is, one unread less everywhere', () => {
    const next = markReadInPages(data, 'c');
    expect(next?.pages[1]?.results[0]?.read).toBe(true);
    expect(next?.pages.map((page) => page.totalUnread)).toEqual([1, 1]);
    expect(unreadOf(next)).toBe(1);
  });

  it('leaves the inbox as it is when the notification was already read or is not there', () => {
    expect(markReadInPages(data, 'b')).toBe(data);
    expect(markReadInPages(data, 'zzz')).toBe(data);
    expect(removeFromPages(data, 'zzz')).toBe(data);
  });

  it('removes a notification, one less in the totals (and in the unread one when it was unread)', () => {
    const withoutUnread = removeFromPages(data, 'a');
    expect(withoutUnread?.pages[0]?.results.map((n) => n.id)).toEqual(['b']);
    expect(withoutUnread?.pages.map((page) => [page.count, page.totalUnread])).toEqual([
      [2, 1],
      [2, 1],
    ]);
    const withoutRead = removeFromPages(data, 'b');
    expect(withoutRead?.pages.map((page) => [page.count, page.totalUnread])).toEqual([
      [2, 2],
      [2, 2],
    ]);
  });

  it('keeps the original untouched, so a failed change can be rolled back to it', () => {
    markReadInPages(data, 'a');
    removeFromPages(data, 'a');
    expect(data.pages[0]?.results.map((n) => [n.id, n.read])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(unreadOf(data)).toBe(2);
  });

  it('asks for the next page until every notification is loaded', () => {
    const first: NotificationInbox = {
      results: Array.from({ length: 20 }, (_, i) => item(`n${i}`)),
      count: 25,
      totalUnread: 25,
    };
    expect(nextPageNumber(first, [first])).toBe(2);
    const second: NotificationInbox = { ...first, results: first.results.slice(0, 5) };
    expect(nextPageNumber(second, [first, second])).toBeUndefined();
    expect(nextPageNumber({ results: [], count: 0, totalUnread: 0 }, [])).toBeUndefined();
  });

  it('counts no unread before the first page arrives', () => {
    expect(unreadOf(undefined)).toBe(0);
  });
});
