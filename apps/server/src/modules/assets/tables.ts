import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/database/tenant-table.ts';
import { uploads } from '../../platform/files/tables.ts';

/** The parent of top-level folders and documents in uniqueness checks (a null parent never equals another). */
const ROOT = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * The folders of the organization's file explorer (`/assets`). A folder with `personId` is
 * that person's documents (the profile's documents tab); one with `audienceId` is shared with
 * that audience (no foreign key: a deleted audience shares with nobody), and so is everything under it. Deleting sets `deletedAt` (the trash): what is
 * under a deleted folder is hidden with it and comes back when it is restored.
 */
export const assetFolders = tenantTable(
  'asset_folders',
  {
    id: uuid('id').notNull().defaultRandom(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    personId: uuid('person_id'),
    audienceId: uuid('audience_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
  },
  // Who created or deleted something is not a foreign key: a document outlives its uploader.
  { key: ['id'], persons: ['personId'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.parentId],
      foreignColumns: [table.organizationId, table.id],
    }).onDelete('cascade'),
    // One live folder of a name (case-insensitive) in a folder.
    uniqueIndex('asset_folders_live_name_unique')
      .on(table.organizationId, sql`coalesce(${table.parentId}, ${ROOT})`, sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
    index('asset_folders_person_idx').on(table.organizationId, table.personId),
    // A folder's child folders (and the cascade of a purge).
    index('asset_folders_parent_idx').on(table.organizationId, table.parentId),
    index('asset_folders_trash_idx')
      .on(table.organizationId, table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
);

/**
 * A document of the explorer: an uploaded file (its bytes and checked type are the upload's)
 * under a folder, or at the top level. Name, type and size are kept here too so a folder of
 * thousands lists from this table alone, in name order, a page at a time.
 */
export const assetDocuments = tenantTable(
  'asset_documents',
  {
    id: uuid('id').notNull().defaultRandom(),
    folderId: uuid('folder_id'),
    name: text('name').notNull(),
    uploadId: uuid('upload_id').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
  },
  { key: ['id'] },
  (table) => [
    foreignKey({
      columns: [table.organizationId, table.folderId],
      foreignColumns: [assetFolders.organizationId, assetFolders.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.organizationId, table.uploadId],
      foreignColumns: [uploads.organizationId, uploads.id],
    }),
    // A folder's listing: live documents by name, then id (the keyset of its pages). On the
    // folder column itself, not an expression of it: under row-level security a query's own
    // conditions reach an index only when every function in them is leakproof, and a COALESCE
    // never counts as one (the top level is `folder_id is null`, which the index answers too).
    index('asset_documents_listing_idx')
      .on(table.organizationId, table.folderId, sql`lower(${table.name})`, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The download guard's question: which document is this upload?
    index('asset_documents_upload_idx').on(table.organizationId, table.uploadId),
    index('asset_documents_trash_idx')
      .on(table.organizationId, table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
);

export type AssetFolderRow = typeof assetFolders.$inferSelect;
export type AssetDocumentRow = typeof assetDocuments.$inferSelect;
