import { randomUUID } from 'node:crypto';
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findPersonByEmail } from '../../platform/auth/members.ts';
import { ApiError, notFound } from '../../platform/http/errors.ts';
import { webUrlOf } from '../../platform/http/links.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, nameString, ref } from '../../platform/http/schemas.ts';
import { invitationContinueUrl, invitationMail } from './invitation-mail.ts';
import {
  acceptInvitation,
  findPendingInvitation,
  insertInvitation,
  insertPerson,
  listPendingInvitations,
} from './queries.ts';
import { Invitation, PendingInvitation } from './schemas.ts';

const MAX_NAME_LENGTH = 120;

const emailInUse = () => new ApiError(409, 'EMAIL_IN_USE', 'El correo electrónico ya está en uso');

/** The most pending invitations one listing shows (newest first; `total` says how many there are). */
const PENDING_LIMIT = 100;

export const invitationRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/invitations',
    {
      config: { permission: 'MANAGE_PEOPLE', rateLimit: 'invitations' },
      schema: {
        operationId: 'createInvitation',
        tags: ['people'],
        summary: 'Invite a person: creates the person and their identity, and emails a sign-in link',
        body: Type.Object(
          {
            email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
            name: nameString({ maxLength: MAX_NAME_LENGTH }),
          },
          { additionalProperties: false },
        ),
        response: { 201: ref(Invitation), 400: ref(ErrorBody), 409: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organization = requireOrganization(request);
      const member = requireMember(request);
      const email = request.body.email.trim().toLowerCase();
      // The schema refused a blank or too long name; stored without invisible edges.
      const name = trimInvisible(request.body.name);
      if (await request.withTenant((tx) => findPersonByEmail(tx, organization.id, email))) throw emailInUse();

      const uid = await api.identityAdmin.ensureUser(organization.firebaseTenantId, email, name);
      // The link is made before anything is stored: if the provider refuses, nothing is half-done.
      const invitationId = randomUUID();
      const continueUrl = invitationContinueUrl(
        webUrlOf(api.links, organization.subdomain),
        invitationId,
        email,
      );
      const link = await api.identityAdmin.emailSignInLink(organization.firebaseTenantId, email, continueUrl);
      const invitation = await request.withTenant(async (tx) => {
        const person = await insertPerson(tx, {
          organizationId: organization.id,
          name,
          email,
          firebaseUid: uid,
        });
        // Another request invited the same address (or linked that identity) meanwhile.
        if (!person) throw emailInUse();
        return insertInvitation(tx, {
          organizationId: organization.id,
          id: invitationId,
          personId: person.id,
          email,
          invitedBy: member.person.id,
        });
      });
      try {
        await api.mailer.send(
          invitationMail({
            to: email,
            name,
            organization: organization.name,
            invitedBy: member.person.name,
            link,
          }),
        );
      } catch (error) {
        // The person and the invitation exist; the administrator can send it again later.
        request.log.error({ err: error, invitation: invitation.id }, 'invitation email not sent');
      }
      reply.code(201);
      return { id: invitation.id, email, name, link: api.links.exposeEmailLinks ? link : null };
    },
  );

  api.get(
    '/invitations',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'listPendingInvitations',
        tags: ['people'],
        summary: `Invitations not accepted yet, newest first (the latest ${PENDING_LIMIT}) and how many there are`,
        response: {
          200: Type.Object(
            { items: Type.Array(ref(PendingInvitation)), total: Type.Integer({ minimum: 0 }) },
            { additionalProperties: false },
          ),
        },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const { items, total } = await request.withTenant((tx) =>
        listPendingInvitations(tx, organization.id, PENDING_LIMIT),
      );
      return {
        items: items.map((item) => ({
          id: item.id,
          email: item.email,
          name: item.name,
          invited_by: item.invitedBy,
          created_at: item.createdAt.toISOString(),
        })),
        total,
      };
    },
  );

  api.post(
    '/invitations/:invitationId/resend',
    {
      config: { permission: 'MANAGE_PEOPLE', rateLimit: 'invitations' },
      schema: {
        operationId: 'resendInvitation',
        tags: ['people'],
        summary: 'Email a pending invitation again, with a new sign-in link',
        params: Type.Object(
          { invitationId: Type.String({ format: 'uuid' }) },
          { additionalProperties: false },
        ),
        response: { 200: ref(Invitation), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const member = requireMember(request);
      const invitation = await request.withTenant((tx) =>
        findPendingInvitation(tx, organization.id, request.params.invitationId),
      );
      // Accepted, of another organization or unknown: nothing to send.
      if (!invitation) throw notFound('La invitación');
      const continueUrl = invitationContinueUrl(
        webUrlOf(api.links, organization.subdomain),
        invitation.id,
        invitation.email,
      );
      const link = await api.identityAdmin.emailSignInLink(
        organization.firebaseTenantId,
        invitation.email,
        continueUrl,
      );
      await api.mailer.send(
        invitationMail({
          to: invitation.email,
          name: invitation.name,
          organization: organization.name,
          invitedBy: member.person.name,
          link,
        }),
      );
      return {
        id: invitation.id,
        email: invitation.email,
        name: invitation.name,
        link: api.links.exposeEmailLinks ? link : null,
      };
    },
  );

  api.post(
    '/invitations/:invitationId/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        tags: ['people'],
        summary: 'The invited person, signed in, accepts their invitation',
        params: Type.Object(
          { invitationId: Type.String({ format: 'uuid' }) },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null({ description: 'Accepted' }), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organization = requireOrganization(request);
      const member = requireMember(request);
      const accepted = await request.withTenant((tx) =>
        acceptInvitation(tx, organization.id, request.params.invitationId, member.person.id),
      );
      // Somebody else's invitation is as unknown to the caller as a missing one.
      if (!accepted) throw notFound('La invitación');
      return reply.code(204).send(null);
    },
  );
};
