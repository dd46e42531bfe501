/**
 * Questions the sign-in screens ask before anybody is signed in. Public and rate-limited:
 * they tell whether an address is known, which is worth throttling.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows } from '../db/database.ts';
import { findPersonByEmail } from '../db/persons.ts';
import { requireTenant } from '../http/request-context.ts';
import { ref, SignInOptions, WorkspaceList } from '../http/schemas.ts';

const EmailBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }) },
  { additionalProperties: false },
);

const normalized = (email: string) => email.trim().toLowerCase();

export const signInRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/sign-in/options',
    {
      config: { public: true, rateLimit: 'signInLookup' },
      schema: {
        operationId: 'getSignInOptions',
        tags: ['sign-in'],
        summary: 'Whether an email belongs to this organization, and the methods it already signs in with',
        body: EmailBody,
        response: { 200: ref(SignInOptions) },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const email = normalized(request.body.email);
      const [person, methods] = await Promise.all([
        request.withTenant((tx) => findPersonByEmail(tx, tenant.id, email)),
        api.identityAdmin.signInMethodsOf(tenant.firebaseTenantId, email),
      ]);
      return { registered: person !== null, methods };
    },
  );

  api.post(
    '/sign-in/workspaces',
    {
      // Asked on the bare host (faena.localhost), where no organization is known yet.
      config: { public: true, tenantless: true, rateLimit: 'signInLookup' },
      schema: {
        operationId: 'findWorkspaces',
        tags: ['sign-in'],
        summary: 'The organizations where this email is an enabled member',
        body: EmailBody,
        response: { 200: ref(WorkspaceList) },
      },
    },
    async (request) => {
      const email = normalized(request.body.email);
      const workspaces = await request.withoutTenant((tx) =>
        selectRows<{ subdomain: string; name: string }>(
          tx,
          sql`select subdomain, name from public.workspaces_for_email(${email})`,
        ),
      );
      return { workspaces: workspaces.map(({ subdomain, name }) => ({ subdomain, name })) };
    },
  );
};
