import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from './database.ts';
import { onboardingResponses } from './schema.ts';

/** Stores (or replaces) a person's onboarding answers. */
export async function saveOnboarding(
  tx: Tx,
  tenantId: string,
  personId: string,
  response: Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(onboardingResponses)
    .values({ tenantId, personId, response })
    .onConflictDoUpdate({
      target: [onboardingResponses.tenantId, onboardingResponses.personId],
      set: { response, submittedAt: sql`now()` },
    });
}

/** When the person sent the onboarding form, or null. */
export async function onboardedAt(tx: Tx, tenantId: string, personId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ submittedAt: onboardingResponses.submittedAt })
    .from(onboardingResponses)
    .where(and(eq(onboardingResponses.tenantId, tenantId), eq(onboardingResponses.personId, personId)));
  return row?.submittedAt ?? null;
}
