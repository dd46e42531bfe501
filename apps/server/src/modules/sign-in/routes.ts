/**
 * Questions the sign-in screens ask before anybody is signed in. Public and rate-limited:
 * they tell whether an address is known, which is worth throttling.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { findPersonByEmail } from '../../platform/auth/members.ts';
import { selectRows } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, ref } from '../../platform/http/schemas.ts';
import { CODE_TTL_MS, checkCode, generateCode, hashCode } from './one-time-code.ts';
import { countWrongGuess, deleteSignInCode, findSignInCode, storeSignInCode } from './queries.ts';
import { CustomToken, SignInCodeSent, SignInOptions, WorkspaceList } from './schemas.ts';
import { signInCodeMail } from './sign-in-code-mail.ts';

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
      const organization = requireOrganization(request);
      const email = normalized(request.body.email);
      const [person, methods] = await Promise.all([
        request.withTenant((tx) => findPersonByEmail(tx, organization.id, email)),
        api.identityAdmin.signInMethodsOf(organization.firebaseTenantId, email),
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
      const organizations = await request.withoutTenant((tx) =>
        selectRows<{ subdomain: string; name: string }>(
          tx,
          sql`select subdomain, name from public.workspaces_for_email(${email})`,
        ),
      );
      return { workspaces: organizations.map(({ subdomain, name }) => ({ subdomain, name })) };
    },
  );

  api.post(
    '/sign-in/code',
    {
      config: { public: true, rateLimit: 'signInLookup' },
      schema: {
        operationId: 'sendSignInCode',
        tags: ['sign-in'],
        summary: 'Email a 6-digit sign-in code, valid for 10 minutes, to a person of this organization',
        body: EmailBody,
        response: { 202: ref(SignInCodeSent), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organization = requireOrganization(request);
      const email = normalized(request.body.email);
      const code = generateCode();
      const expiresAt = new Date(Date.now() + CODE_TTL_MS);
      const person = await request.withTenant(async (tx) => {
        const found = await findPersonByEmail(tx, organization.id, email);
        if (!found?.firebaseUid || found.disabledAt) return null;
        const codeHash = hashCode(email, code);
        await storeSignInCode(tx, { organizationId: organization.id, email, codeHash, expiresAt });
        return found;
      });
      if (!person) throw notRegistered(organization.name);
      await api.mailer.send(signInCodeMail({ to: email, organization: organization.name, code }));
      reply.code(202);
      return { expires_at: expiresAt.toISOString(), code: api.links.exposeEmailLinks ? code : null };
    },
  );

  api.post(
    '/sign-in/code/verify',
    {
      config: { public: true, rateLimit: 'signInLookup' },
      schema: {
        operationId: 'verifySignInCode',
        tags: ['sign-in'],
        summary: 'Exchange a valid sign-in code for a custom token; the code is used up',
        body: Type.Object(
          {
            email: EmailBody.properties.email,
            code: Type.String({ pattern: '^[0-9]{6}$' }),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(CustomToken), 400: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const organizationId = organization.id;
      const email = normalized(request.body.email);
      // Decided and recorded in one transaction, then refused outside it so the count stays.
      const outcome = await request.withTenant(async (tx) => {
        const stored = await findSignInCode(tx, organizationId, email);
        const check = checkCode(stored, email, request.body.code, new Date());
        if (check === 'invalid') await countWrongGuess(tx, organizationId, email);
        if (check !== 'ok') return { check } as const;
        await deleteSignInCode(tx, organizationId, email);
        return { check, person: await findPersonByEmail(tx, organizationId, email) } as const;
      });
      if (outcome.check === 'expired') {
        throw new ApiError(400, 'CODE_EXPIRED', 'El código expiró. Solicita uno nuevo.');
      }
      if (outcome.check === 'invalid' || !outcome.person?.firebaseUid || outcome.person.disabledAt) {
        throw new ApiError(400, 'CODE_INVALID', 'Código incorrecto. Por favor, vuelve a intentarlo.');
      }
      const token = await api.identityAdmin.createCustomToken(
        organization.firebaseTenantId,
        outcome.person.firebaseUid,
        {},
      );
      return { custom_token: token };
    },
  );
};

const notRegistered = (organization: string) =>
  new ApiError(404, 'NOT_REGISTERED', `No estás registrado en ${organization}`);
