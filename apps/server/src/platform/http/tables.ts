import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every server instance. Not tenant-owned (a key may
 * name no organization) and not readable by app_user at all: requests reach it only through
 * the SECURITY DEFINER function `rate_limit_hit`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    scopeKey: text('scope_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.scopeKey, table.windowStart] }),
    index('rate_limit_counters_window_start_idx').on(table.windowStart),
  ],
);
