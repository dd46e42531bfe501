import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../database/tenant-table.ts';

/**
 * Uploaded files (SPEC 7 filepond): one row per file, temporary until its uploader stores it.
 * The id is both the temporary upload's and, once stored, the upload's (so a form's
 * `{ temporary_upload }` and the stored link name the same file). The bytes live in the
 * `FileStorage` under `<tenant>/<id>`; the row says what they are.
 */
export const uploads = tenantTable(
  'uploads',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** True until the uploader stores it; temporary ones older than the TTL are swept. */
    temporary: boolean('temporary').notNull().default(true),
    uploadedBy: uuid('uploaded_by').notNull(),
    /** The sanitised file name (≤ 255 UTF-8 bytes, no path, no control characters). */
    name: text('name').notNull(),
    /** What the bytes are, as checked by their content. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    /**
     * A chunked upload still arriving: the total it declared. `size` counts what has arrived so
     * far; null once every byte is here (and always for a file sent in one request).
     */
    expectedSize: bigint('expected_size', { mode: 'number' }),
    /**
     * A chunked upload's chunks kept so far, each in the storage under its own key (`partKey`)
     * until the last one arrives: any instance of the server can take the next chunk.
     */
    parts: integer('parts').notNull().default(0),
  },
  { key: ['id'], persons: ['uploadedBy'] },
  (table) => [
    // The sweep's question: temporary uploads created before a time.
    index('uploads_temporary_created_at_idx').on(table.createdAt).where(sql`${table.temporary}`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
