import { describe, expect, it } from 'vitest';
import {
  applyFormat,
  decrementUnread,
  draftIsDirty,
  type FeedPages,
  formatPercentageNumber,
  imageMarkdown,
  insertBlock,
  markAcknowledgedInPages,
  markSeenInPages,
  pageCount,
  removeFromPages,
  totalUnread,
  validateDraft,
} from './model';
import { channel, page, STORES, summary } from './test-support';

const feed = (): FeedPages => ({
  pages: [page([summary(1, { seen: false }), summary(2)], 'next'), page([summary(3, { seen: false })])],
  pageParams: [null, 'next'],
});

describe('the feed cache', () => {
  it('marks one post seen or acknowledged and leaves the rest alone', () => {
    const seen = markSeenInPages(feed(), summary(3).id);
    expect(seen?.pages[1]?.results[0]?.seen).toBe(true);
    expect(seen?.pages[0]?.results[0]?.seen).toBe(false);
    const acknowledged = markAcknowledgedInPages(feed(), summary(1).id);
    expect(acknowledged?.pages[0]?.results[0]).toMatchObject({ seen: true, acknowledged: true });
    const untouched = feed();
    expect(markSeenInPages(untouched, 'other')).toBe(untouched);
  });

  it('drops a deleted post', () => {
    const pages = removeFromPages(feed(), summary(2).id);
    expect(pages?.pages.flatMap((p) => p.results.map((post) => post.id))).toEqual([
      summary(1).id,
      summary(3).id,
    ]);
  });

  it('counts unread posts down per channel, never below zero', () => {
    const list = { results: [channel({ unreadCount: 2 }), channel({ id: STORES, unreadCount: 0 })] };
    const once = decrementUnread(list, channel().id);
    expect(once?.results.map((c) => c.unreadCount)).toEqual([1, 0]);
    expect(decrementUnread(list, STORES)?.results.map((c) => c.unreadCount)).toEqual([2, 0]);
    expect(totalUnread(list.results)).toBe(2);
  });
});

describe('figures', () => {
  it('show one decimal in both languages', () => {
    expect(formatPercentageNumber(42.857, 'es-MX')).toBe('42.9');
    expect(formatPercentageNumber(100, 'en-US')).toBe('100.0');
    expect(formatPercentageNumber(0, 'es-MX')).toBe('0.0');
  });

  it('page the pending people', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});

describe('a new post', () => {
  const draft = { channelId: 'c', title: 'Hola', body: 'Texto', requiresAcknowledgement: false };

  it('needs a channel, a title and a body, within their lengths', () => {
    expect(validateDraft(draft)).toEqual({});
    expect(validateDraft({ ...draft, channelId: '', title: '   ', body: '\n' })).toEqual({
      channelId: { key: 'channelRequired' },
      title: { key: 'titleRequired' },
      body: { key: 'bodyRequired' },
    });
    expect(validateDraft({ ...draft, title: 'x'.repeat(201), body: 'y'.repeat(50_001) })).toEqual({
      title: { key: 'titleTooLong', values: { max: 200 } },
      body: { key: 'bodyTooLong', values: { max: 50_000 } },
    });
  });

  it('is dirty once something was typed, not for the preselected channel', () => {
    expect(draftIsDirty({ ...draft, title: '', body: '' })).toBe(false);
    expect(draftIsDirty({ ...draft, title: '', body: 'a' })).toBe(true);
    expect(draftIsDirty({ ...draft, title: '', body: '', requiresAcknowledgement: true })).toBe(true);
  });
});

describe('the markdown toolbar', () => {
  it('wraps the selection in bold or italics, or a placeholder to type over', () => {
    expect(applyFormat('hola mundo', { start: 5, end: 10 }, 'bold', 'x')).toEqual({
      text: 'hola **mundo**',
      selection: { start: 7, end: 12 },
    });
    expect(applyFormat('hola ', { start: 5, end: 5 }, 'italic', 'texto')).toEqual({
      text: 'hola _texto_',
      selection: { start: 6, end: 11 },
    });
  });

  it('makes the selected lines a list, from the start of the line', () => {
    expect(applyFormat('uno\ndos\ntres', { start: 5, end: 12 }, 'list', 'x').text).toBe('uno\n- dos\n- tres');
  });

  it('wraps a link and selects its address', () => {
    const edit = applyFormat('ver aquí', { start: 4, end: 8 }, 'link', 'x');
    expect(edit.text).toBe('ver [aquí](https://)');
    expect(edit.text.slice(edit.selection.start, edit.selection.end)).toBe('https://');
  });

  it('inserts a picture as its own paragraph with a clean alt text', () => {
    const snippet = imageMarkdown('foto [1]\n.png', '/api/filepond/abc/download');
    expect(snippet).toBe('![foto  1  .png](/api/filepond/abc/download)');
    expect(insertBlock('antes después', { start: 6, end: 6 }, '![a](u)').text).toBe(
      'antes \n\n![a](u)\n\ndespués',
    );
    expect(insertBlock('', { start: 0, end: 0 }, '![a](u)')).toEqual({
      text: '![a](u)',
      selection: { start: 7, end: 7 },
    });
  });
});
