import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { LOCKOUT_MS, WRONG_GUESSES_BEFORE_LOCKOUT } from './one-time-code.ts';
import { signInCodes, signInLockouts } from './tables.ts';

/** Replaces the email's pending code. */
export async function storeSignInCode(
  tx: Tx,
  row: { organizationId: string; email: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await tx
    .insert(signInCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: [signInCodes.organizationId, signInCodes.email],
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt, attempts: 0 },
    });
}

export async function findSignInCode(tx: Tx, organizationId: string, email: string) {
  const [row] = await tx
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.organizationId, organizationId), eq(signInCodes.email, email)));
  return row;
}

export async function countWrongGuess(tx: Tx, organizationId: string, email: string): Promise<void> {
  await tx
    .update(signInCodes)
    .set({ attempts: sql`${signInCodes.attempts} + 1` })
    .where(and(eq(signInCodes.organizationId, organizationId), eq(signInCodes.email, email)));
}

export async function deleteSignInCode(tx: Tx, organizationId: string, email: string): Promise<void> {
  await tx
    .delete(signInCodes)
    .where(and(eq(signInCodes.organizationId, organizationId), eq(signInCodes.email, email)));
}

/** When the address's lock-out ends, or null when it may sign in by code. */
export async function lockedUntil(tx: Tx, organizationId: string, email: string, now: Date) {
  const [row] = await tx
    .select({ lockedUntil: signInLockouts.lockedUntil })
    .from(signInLockouts)
    .where(and(eq(signInLockouts.organizationId, organizationId), eq(signInLockouts.email, email)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts a wrong guess against the address, across its codes. The guess that reaches the
 * limit locks the address out, burns its pending code and starts a new count; returns when
 * the lock-out ends, or null.
 */
export async function countAddressWrongGuess(tx: Tx, organizationId: string, email: string, now: Date) {
  const [row] = await tx
    .insert(signInLockouts)
    .values({ organizationId, email, wrongGuesses: 1 })
    .onConflictDoUpdate({
      target: [signInLockouts.organizationId, signInLockouts.email],
      set: { wrongGuesses: sql`${signInLockouts.wrongGuesses} + 1` },
    })
    .returning({ wrongGuesses: signInLockouts.wrongGuesses });
  if ((row?.wrongGuesses ?? 0) < WRONG_GUESSES_BEFORE_LOCKOUT) return null;
  const until = new Date(now.getTime() + LOCKOUT_MS);
  await tx
    .update(signInLockouts)
    .set({ wrongGuesses: 0, lockedUntil: until })
    .where(and(eq(signInLockouts.organizationId, organizationId), eq(signInLockouts.email, email)));
  await deleteSignInCode(tx, organizationId, email);
  return until;
}

/** A right code: the address starts afresh. */
export async function clearAddressWrongGuesses(tx: Tx, organizationId: string, email: string) {
  await tx
    .delete(signInLockouts)
    .where(and(eq(signInLockouts.organizationId, organizationId), eq(signInLockouts.email, email)));
}
