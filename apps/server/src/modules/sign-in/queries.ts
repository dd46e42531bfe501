import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { signInCodes } from './tables.ts';

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
