import { jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/database/tenant-table.ts';

/** Who acted as whom, and when: every impersonation an administrator starts is recorded. */
export const impersonations = tenantTable(
  'impersonations',
  {
    id: uuid('id').notNull().defaultRandom(),
    impersonatorId: uuid('impersonator_id').notNull(),
    personId: uuid('person_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['id'], persons: ['impersonatorId', 'personId'] },
);

/** An administrator invited a person: the person exists from then on; accepted at first sign-in. */
export const invitations = tenantTable(
  'invitations',
  {
    id: uuid('id').notNull().defaultRandom(),
    personId: uuid('person_id').notNull(),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  { key: ['id'], persons: ['personId', 'invitedBy'] },
);

/** A person's answers to the onboarding form (personal data), one per person. */
export const onboardingResponses = tenantTable(
  'onboarding_responses',
  {
    personId: uuid('person_id').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  { key: ['personId'], persons: ['personId'] },
);

export type InvitationRow = typeof invitations.$inferSelect;
