import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IMPERSONATOR_CLAIM } from '../../platform/auth/identity-admin.ts';
import { findPerson } from '../../platform/auth/members.ts';
import { ApiError, notFound } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, ref } from '../../platform/http/schemas.ts';
import { Impersonation } from './schemas.ts';
import { impersonations } from './tables.ts';

const conflict = (code: string, message: string) => new ApiError(409, code, message);

export const impersonationRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/impersonations',
    {
      config: { permission: 'IMPERSONATE', notWhileImpersonating: true, rateLimit: 'impersonations' },
      schema: {
        operationId: 'startImpersonation',
        tags: ['people'],
        summary: 'Act as another person of the organization; the start is recorded',
        body: Type.Object({ person_id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        response: { 201: ref(Impersonation), 409: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const organization = requireOrganization(request);
      // An impersonation session never gets here (notWhileImpersonating): acting as somebody
      // while acting as somebody else would hide who did what.
      const personId = request.body.person_id;
      if (personId === member.person.id) {
        throw new ApiError(400, 'CANNOT_IMPERSONATE_SELF', 'No puedes suplantarte a ti mismo.');
      }
      const person = await request.withTenant(async (tx) => {
        const target = await findPerson(tx, organization.id, personId);
        if (!target) throw notFound('La persona');
        if (target.disabledAt || !target.firebaseUid) {
          throw conflict('CANNOT_IMPERSONATE', 'Esta persona no puede iniciar sesión en este momento.');
        }
        await tx
          .insert(impersonations)
          .values({ organizationId: organization.id, impersonatorId: member.person.id, personId });
        return target;
      });
      const customToken = await api.identityAdmin.createCustomToken(
        organization.firebaseTenantId,
        person.firebaseUid!,
        {
          [IMPERSONATOR_CLAIM]: member.person.id,
        },
      );
      reply.code(201);
      return { custom_token: customToken, person: { id: person.id, name: person.name } };
    },
  );
};
