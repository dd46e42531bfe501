import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import type { PersonRow } from '../../platform/database/tenant-table.ts';
import { type Member, requireMember } from '../../platform/http/request-context.ts';
import { nameString, ref } from '../../platform/http/schemas.ts';
import { onboardedAt, renamePerson } from './queries.ts';
import { Me } from './schemas.ts';

async function meOf(tx: Tx, person: PersonRow, impersonator: Member['impersonator']) {
  const onboarded = await onboardedAt(tx, person.organizationId, person.id);
  return {
    id: person.id,
    tenant_id: person.organizationId,
    name: person.name,
    // Whoever signed in was found by their identity, which always has an address.
    email: person.email ?? '',
    impersonated_by: impersonator ? { id: impersonator.id, name: impersonator.name } : null,
    onboarded_at: onboarded?.toISOString() ?? null,
  };
}

/** A person's name: the same limit in the document, the check and the web's profile editor. */
export const PERSON_NAME_MAX = 80;

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
        body: Type.Object(
          { name: nameString({ maxLength: PERSON_NAME_MAX }) },
          { additionalProperties: false },
        ),
        response: { 200: ref(Me) },
      },
    },
    async (request) => {
      const { person, impersonator } = requireMember(request);
      // The schema refused a blank or too long name; stored without invisible edges.
      const name = trimInvisible(request.body.name);
      return request.withTenant(async (tx) => {
        const renamed = await renamePerson(tx, person.organizationId, person.id, name);
        return meOf(tx, renamed ?? person, impersonator);
      });
    },
  );
};
