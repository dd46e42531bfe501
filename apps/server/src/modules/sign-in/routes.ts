/**
 * Questions the sign-in screens ask before anybody is signed in. Public and rate-limited:
 * they tell whether an address is known, which is worth throttling.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { findPersonByEmail } from '../../platform/auth/members.ts';
import { selectRows } from '../../platform/database/database.ts';
import { ApiError, RetryLater } from '../../platform/http/errors.ts';
import { rateLimitHit } from '../../platform/http/rate-limit.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, ref } from '../../platform/http/schemas.ts';
import {
  CODE_TTL_MS,
  CODES_PER_ADDRESS_PER_HOUR,
  checkCode,
  generateCode,
  hashCode,
} from './one-time-code.ts';
import {
  clearAddressWrongGuesses,
  countAddressWrongGuess,
  countWrongGuess,
  deleteSignInCode,
  findSignInCode,
  lockedUntil,
  storeSignInCode,
} from './queries.ts';
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
        description:
          'Answered alike (202) for an address that is no person here, which is sent nothing: the ' +
          'answer never tells whether an address is registered (SPEC 8). ' +
          `At most ${CODES_PER_ADDRESS_PER_HOUR} codes per address per hour, known or not ` +
          '(429 CODE_REQUESTS_LIMITED), none while the address is locked out after wrong guesses ' +
          '(429 SIGN_IN_LOCKED).',
        body: EmailBody,
        // 404: the host names no organization.
        response: { 202: ref(SignInCodeSent), 404: ref(ErrorBody), 429: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organization = requireOrganization(request);
      const email = normalized(request.body.email);
      // Counted for every address asked for, known or not, before anything is looked up.
      const sent = await request.withoutTenant((tx) =>
        rateLimitHit(tx, `signInCodeAddress|${organization.id}|${email}`, 3600),
      );
      if (sent.count > CODES_PER_ADDRESS_PER_HOUR) throw tooManyCodes(sent.retryAfterSeconds);
      const now = new Date();
      const code = generateCode();
      const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
      const person = await request.withTenant(async (tx) => {
        const locked = await lockedUntil(tx, organization.id, email, now);
        if (locked) throw lockedOut(locked, now);
        const found = await findPersonByEmail(tx, organization.id, email);
        if (!found?.firebaseUid || found.disabledAt) return null;
        const codeHash = hashCode(email, code);
        await storeSignInCode(tx, { organizationId: organization.id, email, codeHash, expiresAt });
        return found;
      });
      // An unknown address gets the same answer and no email; its code was never stored, so it
      // signs nobody in.
      if (person) await api.mailer.send(signInCodeMail({ to: email, organization: organization.name, code }));
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
        response: { 200: ref(CustomToken), 400: ref(ErrorBody), 429: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const organizationId = organization.id;
      const email = normalized(request.body.email);
      const now = new Date();
      // Decided and recorded in one transaction, then refused outside it so the counts stay.
      const outcome = await request.withTenant(async (tx) => {
        const locked = await lockedUntil(tx, organizationId, email, now);
        if (locked) return { check: 'locked', until: locked } as const;
        const stored = await findSignInCode(tx, organizationId, email);
        const check = checkCode(stored, email, request.body.code, now);
        // Only guesses at a code that was sent count: junk addresses leave no rows.
        if (check === 'invalid' && stored) {
          await countWrongGuess(tx, organizationId, email);
          const until = await countAddressWrongGuess(tx, organizationId, email, now);
          if (until) return { check: 'locked', until } as const;
        }
        if (check !== 'ok') return { check } as const;
        await deleteSignInCode(tx, organizationId, email);
        await clearAddressWrongGuesses(tx, organizationId, email);
        return { check, person: await findPersonByEmail(tx, organizationId, email) } as const;
      });
      if (outcome.check === 'locked') throw lockedOut(outcome.until, now);
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

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
};

const tooManyCodes = (retryAfterSeconds: number) =>
  new RetryLater(
    'CODE_REQUESTS_LIMITED',
    `Ya enviamos varios códigos a este correo. Podrás pedir otro en ${inMinutes(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );

const lockedOut = (until: Date, now: Date) => {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new RetryLater(
    'SIGN_IN_LOCKED',
    `Demasiados códigos incorrectos. Podrás volver a intentarlo en ${inMinutes(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
};
