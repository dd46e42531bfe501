import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import type { PersonRow } from '../../platform/database/tenant-table.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { type Member, requireMember } from '../../platform/http/request-context.ts';
import { ErrorBody, ref } from '../../platform/http/schemas.ts';
import { onboardedAt, renamePerson } from './queries.ts';
import { Me } from './schemas.ts';

async function meOf(tx: Tx, person: PersonRow, impersonator: Member['impersonator']) {
  const onboarded = await onboardedAt(tx, person.organizationId, person.id);
  return {
    id: person.id,
    tenant_id: person.organizationId,
    name: person.name,
    email: person.email,
    impersonated_by: impersonator ? { id: impersonator.id, name: impersonator.name } : null,
    onboarded_at: onboarded?.toISOString() ?? null,
  };
}

const NAME_MAX = 80;

export const meRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/me',
    {
      config: { rateLimit: 'me' },
      schema: {
        operationId: 'getMe',
        tags: ['people'],
        summary: 'The signed-in person',
        response: { 200: ref(Me) },
      },
    },
    async (request) => {
      const { person, impersonator } = requireMember(request);
      return request.withTenant((tx) => meOf(tx, person, impersonator));
    },
  );

  api.patch(
    '/me',
    {
      schema: {
        operationId: 'updateMe',
        tags: ['people'],
        summary: "The signed-in person changes their own name (the web app's profile editor)",
        body: Type.Object({ name: Type.String({ maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: ref(Me), 400: ref(ErrorBody) },
      },
    },
    async (request) => {
      const { person, impersonator } = requireMember(request);
      const name = request.body.name.trim();
      if (name === '') throw validationFailed({ name: 'Este campo es requerido' });
      if (name.length > NAME_MAX)
        throw validationFailed({ name: `Debe tener a lo más ${NAME_MAX} caracteres` });
      return request.withTenant(async (tx) => {
        const renamed = await renamePerson(tx, person.organizationId, person.id, name);
        return meOf(tx, renamed ?? person, impersonator);
      });
    },
  );
};
