/**
 * Questions the sign-in screens ask before anybody is signed in. Public and rate-limited:
 * they tell whether an address is known, which is worth throttling.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows } from '../db/database.ts';
import { findPersonByEmail } from '../db/persons.ts';
import { countWrongGuess, deleteSignInCode, findSignInCode, storeSignInCode } from '../db/sign-in-codes.ts';
import { ApiError } from '../http/errors.ts';
import { requireTenant } from '../http/request-context.ts';
import {
  CustomToken,
  ErrorBody,
  ref,
  SignInCodeSent,
  SignInOptions,
  WorkspaceList,
} from '../http/schemas.ts';
import { CODE_TTL_MS, checkCode, generateCode, hashCode } from '../sign-in/one-time-code.ts';
import { signInCodeMail } from '../sign-in/sign-in-code-mail.ts';

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
      const tenant = requireTenant(request);
      const email = normalized(request.body.email);
      const code = generateCode();
      const expiresAt = new Date(Date.now() + CODE_TTL_MS);
      const person = await request.withTenant(async (tx) => {
        const found = await findPersonByEmail(tx, tenant.id, email);
        if (!found?.firebaseUid || found.disabledAt) return null;
        await storeSignInCode(tx, { tenantId: tenant.id, email, codeHash: hashCode(email, code), expiresAt });
        return found;
      });
      if (!person) throw notRegistered(tenant.name);
      await api.mailer.send(signInCodeMail({ to: email, organization: tenant.name, code }));
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
      const tenant = requireTenant(request);
      const email = normalized(request.body.email);
      // Decided and recorded in one transaction, then refused outside it so the count stays.
      const outcome = await request.withTenant(async (tx) => {
        const stored = await findSignInCode(tx, tenant.id, email);
        const check = checkCode(stored, email, request.body.code, new Date());
        if (check === 'invalid') await countWrongGuess(tx, tenant.id, email);
        if (check !== 'ok') return { check } as const;
        await deleteSignInCode(tx, tenant.id, email);
        return { check, person: await findPersonByEmail(tx, tenant.id, email) } as const;
      });
      if (outcome.check === 'expired') {
        throw new ApiError(400, 'CODE_EXPIRED', 'El código expiró. Solicita uno nuevo.');
      }
      if (outcome.check === 'invalid' || !outcome.person?.firebaseUid || outcome.person.disabledAt) {
        throw new ApiError(400, 'CODE_INVALID', 'Código incorrecto. Por favor, vuelve a intentarlo.');
      }
      const token = await api.identityAdmin.createCustomToken(
        tenant.firebaseTenantId,
        outcome.person.firebaseUid,
        {},
      );
      return { custom_token: token };
    },
  );
};

const notRegistered = (organization: string) =>
  new ApiError(404, 'NOT_REGISTERED', `No estás registrado en ${organization}`);
