import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/database/tenant-table.ts';

/**
 * The pending 6-digit sign-in code of an email address (SPEC 5): only its hash, when it
 * expires and how many wrong guesses it has taken. One per address; a new request replaces it.
 */
export const signInCodes = tenantTable(
  'sign_in_codes',
  {
    /** Lower-cased. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  { key: ['email'] },
);

export type SignInCodeRow = typeof signInCodes.$inferSelect;

/**
 * Wrong code guesses of an email address across all its codes, so asking for a new code gives
 * no fresh allowance. Past the limit the address is locked out of code sign-in until
 * `locked_until`; a right code clears the row.
 */
export const signInLockouts = tenantTable(
  'sign_in_lockouts',
  {
    /** Lower-cased. */
    email: text('email').notNull(),
    wrongGuesses: integer('wrong_guesses').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  { key: ['email'] },
);
