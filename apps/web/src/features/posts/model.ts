import type { PostChannel, PostChannelList, PostPage, PostSummary } from '@faena/api-client';
import type { InfiniteData } from '@tanstack/react-query';

/** The feed as the infinite query keeps it: pages of posts, each with the cursor of the next. */
export type FeedPages = InfiniteData<PostPage, string | null>;

export const TITLE_MAX = 200;
export const BODY_MAX = 50_000;
export const CHANNEL_NAME_MAX = 80;
export const CHANNEL_DESCRIPTION_MAX = 500;
export const FEED_PAGE_SIZE = 20;
export const PENDING_PAGE_SIZE = 50;

/** Every post of the loaded pages, in order. */
export const feedItems = (data: FeedPages | undefined): PostSummary[] =>
  data?.pages.flatMap((page) => page.results) ?? [];

/** The pages with one post changed (the same object when the post is not in them). */
function mapPost(
  data: FeedPages | undefined,
  postId: string,
  change: (post: PostSummary) => PostSummary,
): FeedPages | undefined {
  if (!data) return data;
  let touched = false;
  const pages = data.pages.map((page) => {
    if (!page.results.some((post) => post.id === postId)) return page;
    touched = true;
    return { ...page, results: page.results.map((post) => (post.id === postId ? change(post) : post)) };
  });
  return touched ? { ...data, pages } : data;
}

/** The post as read in a loaded feed. */
export const markSeenInPages = (data: FeedPages | undefined, postId: string) =>
  mapPost(data, postId, (post) => (post.seen ? post : { ...post, seen: true }));

/** The post as acknowledged (and so read) in a loaded feed. */
export const markAcknowledgedInPages = (data: FeedPages | undefined, postId: string) =>
  mapPost(data, postId, (post) => ({ ...post, seen: true, acknowledged: true }));

/** The feed without a deleted post. */
export function removeFromPages(data: FeedPages | undefined, postId: string): FeedPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.filter((post) => post.id !== postId),
    })),
  };
}

/** The channels with one unread post fewer in `channelId` (never below zero). */
export function decrementUnread(
  list: PostChannelList | undefined,
  channelId: string,
): PostChannelList | undefined {
  if (!list) return list;
  return {
    ...list,
    results: list.results.map((channel) =>
      channel.id === channelId && channel.unreadCount > 0
        ? { ...channel, unreadCount: channel.unreadCount - 1 }
        : channel,
    ),
  };
}

/** Unread posts across every channel (the "Todas" entry). */
export const totalUnread = (channels: readonly PostChannel[]) =>
  channels.reduce((sum, channel) => sum + channel.unreadCount, 0);

/** 12.5 → "12.5" (es-MX, en-US): one decimal always, as the figures are given. */
export function formatPercentageNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Pages needed for `count` rows at `size` per page (at least one). */
export const pageCount = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

// ---- The new post -------------------------------------------------------------------------

export interface PostDraft {
  channelId: string;
  title: string;
  body: string;
  requiresAcknowledgement: boolean;
}

export type PostField = 'channelId' | 'title' | 'body';

/** A problem with one field: the text key (under `editor.`) and its values. */
export interface DraftProblem {
  key: 'channelRequired' | 'titleRequired' | 'titleTooLong' | 'bodyRequired' | 'bodyTooLong';
  values?: Record<string, number>;
}

/** What keeps a draft from being published, field by field (empty: it may go). */
export function validateDraft(draft: PostDraft): Partial<Record<PostField, DraftProblem>> {
  const problems: Partial<Record<PostField, DraftProblem>> = {};
  if (!draft.channelId) problems.channelId = { key: 'channelRequired' };
  const title = draft.title.trim();
  if (!title) problems.title = { key: 'titleRequired' };
  else if (title.length > TITLE_MAX) problems.title = { key: 'titleTooLong', values: { max: TITLE_MAX } };
  if (!draft.body.trim()) problems.body = { key: 'bodyRequired' };
  else if (draft.body.length > BODY_MAX) problems.body = { key: 'bodyTooLong', values: { max: BODY_MAX } };
  return problems;
}

/** Whether the person typed anything worth keeping (the preselected channel is not). */
export const draftIsDirty = (draft: PostDraft) =>
  draft.title.trim() !== '' || draft.body.trim() !== '' || draft.requiresAcknowledgement;

// ---- The markdown toolbar -----------------------------------------------------------------

export interface Selection {
  start: number;
  end: number;
}

export interface Edit {
  text: string;
  /** What ends up selected: the placeholder to type over, or the wrapped text. */
  selection: Selection;
}

export type Format = 'bold' | 'italic' | 'list' | 'link';

/**
 * Applies a toolbar button to the text: bold and italic wrap the selection (or a placeholder),
 * a list prefixes each selected line with "- ", a link wraps the selection as `[text](https://)`
 * and selects the address to type.
 */
export function applyFormat(text: string, selection: Selection, format: Format, placeholder: string): Edit {
  const start = Math.min(selection.start, selection.end);
  const end = Math.max(selection.start, selection.end);
  const selected = text.slice(start, end);
  const before = text.slice(0, start);
  const after = text.slice(end);
  const inner = selected || placeholder;

  if (format === 'bold' || format === 'italic') {
    const mark = format === 'bold' ? '**' : '_';
    return {
      text: `${before}${mark}${inner}${mark}${after}`,
      selection: { start: start + mark.length, end: start + mark.length + inner.length },
    };
  }
  if (format === 'link') {
    const url = 'https://';
    const snippet = `[${inner}](${url})`;
    const urlStart = start + inner.length + 3;
    return {
      text: `${before}${snippet}${after}`,
      selection: { start: urlStart, end: urlStart + url.length },
    };
  }
  // A list starts on its own line.
  const lineStart = before.lastIndexOf('\n') + 1;
  const head = text.slice(0, lineStart);
  const lines = text.slice(lineStart, end) || placeholder;
  const listed = lines
    .split('\n')
    .map((line) => (line.startsWith('- ') ? line : `- ${line}`))
    .join('\n');
  return {
    text: `${head}${listed}${after}`,
    selection: { start: lineStart + 2, end: lineStart + listed.length },
  };
}

/** `![name](/api/filepond/{id}/download)`: the name cleaned of what would break the markdown. */
export function imageMarkdown(name: string, url: string): string {
  const alt = name.replace(/[[\]\\\r\n]/g, ' ').trim();
  return `![${alt}](${url})`;
}

/** Inserts a snippet where the cursor is, as its own paragraph, and puts the cursor after it. */
export function insertBlock(text: string, selection: Selection, snippet: string): Edit {
  const start = Math.min(selection.start, selection.end);
  const end = Math.max(selection.start, selection.end);
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${snippet}${trail}`;
  const cursor = start + lead.length + snippet.length;
  return { text: `${before}${inserted}${after}`, selection: { start: cursor, end: cursor } };
}

// ---- Times --------------------------------------------------------------------------------

/** The full date and time, for a tooltip or a sentence. */
export const longDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
