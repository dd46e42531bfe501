import { boolean, foreignKey, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantTable, updatedAt } from '../../platform/database/tenant-table.ts';

/**
 * A channel posts are published in. Its readers are a saved audience's current people (null:
 * every enabled person of the organization); its posters are listed in `post_channel_posters`.
 * Name and description are plain text, stored as typed (trimmed).
 */
export const postChannels = tenantTable(
  'post_channels',
  {
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The saved audience who may read it; null: everyone in the organization. */
    audienceId: uuid('audience_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  { key: ['id'] },
);

/** Who may publish in a channel (besides MANAGE_POSTS holders, who may publish anywhere). */
export const postChannelPosters = tenantTable(
  'post_channel_posters',
  {
    channelId: uuid('channel_id').notNull(),
    personId: uuid('person_id').notNull(),
  },
  { key: ['channelId', 'personId'], persons: ['personId'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.channelId],
      foreignColumns: [postChannels.organizationId, postChannels.id],
    }).onDelete('cascade'),
    index('post_channel_posters_person_idx').on(table.organizationId, table.personId),
  ],
);

/**
 * A published post. `body` is the markdown as written; `body_html` the server's sanitised
 * rendering, with uploaded images still as `/api/filepond/{id}/download` (replaced by signed
 * links when read); `excerpt` its plain text, cut; `cover_file_id` its first uploaded image.
 */
export const posts = tenantTable(
  'posts',
  {
    id: uuid('id').notNull().defaultRandom(),
    channelId: uuid('channel_id').notNull(),
    authorId: uuid('author_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    excerpt: text('excerpt').notNull(),
    coverFileId: uuid('cover_file_id'),
    requiresAcknowledgement: boolean('requires_acknowledgement').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  { key: ['id'], persons: ['authorId'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.channelId],
      foreignColumns: [postChannels.organizationId, postChannels.id],
    }),
    index('posts_published_idx').on(table.organizationId, table.publishedAt, table.id),
    index('posts_channel_published_idx').on(
      table.organizationId,
      table.channelId,
      table.publishedAt,
      table.id,
    ),
  ],
);

/**
 * One row per (post, person) at most: when the person first opened it, and when they
 * acknowledged it. Never a row per view, so the table grows with posts × readers only.
 */
export const postReceipts = tenantTable(
  'post_receipts',
  {
    postId: uuid('post_id').notNull(),
    personId: uuid('person_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  { key: ['postId', 'personId'], persons: ['personId'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.postId],
      foreignColumns: [posts.organizationId, posts.id],
    }).onDelete('cascade'),
    index('post_receipts_person_idx').on(table.organizationId, table.personId),
  ],
);

export type PostChannelRow = typeof postChannels.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type PostReceiptRow = typeof postReceipts.$inferSelect;
