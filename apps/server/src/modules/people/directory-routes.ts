/**
 * The people directory beyond the list: creating a person, one person whole, their history,
 * and their venues, positions and groups.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, ref } from '../../platform/http/schemas.ts';
import { orgModule } from '../org/index.ts';
import { findPersonDetail, listPersonHistory } from './directory-queries.ts';
import { personPlaces } from './person-places.ts';
import { createPerson, PersonInputError } from './person-writes.ts';
import { PersonCreate, PersonDetail, PersonHistoryList } from './schemas.ts';
import { personHistory } from './tables.ts';

const PersonParams = Type.Object(
  { personId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

const PLACE_KINDS = ['positions', 'groups', 'venues'] as const;
const OPERATION_IDS = {
  positions: 'setPersonPositions',
  groups: 'setPersonGroups',
  venues: 'setPersonVenues',
} as const;
const PLACE_NAMES = { positions: 'cargo', groups: 'grupo', venues: 'lugar de trabajo' } as const;

export const directoryRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/persons',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'createPerson',
        tags: ['people'],
        summary:
          'Add a person to the directory with their profile and identity documents (each checked by its type); recorded in their history',
        body: ref(PersonCreate),
        response: {
          201: ref(PersonDetail),
          400: {
            description:
              'A field is invalid (VALIDATION_ERROR, `fields` by name, e.g. `documents.0.number`: RUT inválido), or an RFC whose check digit fails was not confirmed (RFC_CHECK_DIGIT_UNCONFIRMED: send `confirm_warnings: true`)',
            $ref: 'ErrorBody#',
          },
          409: {
            description:
              'The email is another person’s (EMAIL_TAKEN) or a document belongs to someone else (DOCUMENT_TAKEN, naming them)',
            $ref: 'ErrorBody#',
          },
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { confirm_warnings, ...input } = request.body;
      const detail = await request.withTenant(async (tx) => {
        const personId = await createPerson(tx, organizationId, input, {
          actorId: requireMember(request).person.id,
          source: 'app',
          confirmWarnings: confirm_warnings,
        });
        const person = await findPersonDetail(tx, organizationId, personId);
        if (!person) throw new Error('The created person was not found');
        return { ...person, ...(await personPlaces(tx, organizationId, personId)) };
      });
      return reply.code(201).send(detail);
    },
  );

  api.get(
    '/persons/:personId',
    {
      schema: {
        operationId: 'getPerson',
        tags: ['people'],
        summary:
          'One person whole: profile, documents, company, venues, positions and groups (MANAGE_PEOPLE, or the person)',
        params: PersonParams,
        response: { 200: ref(PersonDetail) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { personId } = request.params;
      if (personId !== member.person.id && !member.permissions.has('MANAGE_PEOPLE')) throw forbidden();
      const organizationId = requireOrganization(request).id;
      const detail = await request.withTenant(async (tx) => {
        const person = await findPersonDetail(tx, organizationId, personId);
        return person && { ...person, ...(await personPlaces(tx, organizationId, personId)) };
      });
      if (!detail) throw notFound('La persona');
      return detail;
    },
  );

  api.get(
    '/persons/:personId/history',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'listPersonHistory',
        tags: ['people'],
        summary:
          'Every change made to a person, newest first: who, when, through what, and each field before and after',
        params: PersonParams,
        querystring: Type.Object(
          {
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(PersonHistoryList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { personId } = request.params;
      const { limit = 20, offset = 0 } = request.query;
      const page = await request.withTenant(async (tx) => {
        if (!(await findPersonDetail(tx, organizationId, personId))) return null;
        return listPersonHistory(tx, organizationId, personId, { limit, offset });
      });
      if (!page) throw notFound('La persona');
      return page;
    },
  );

  for (const kind of PLACE_KINDS) {
    api.put(
      `/persons/:personId/${kind}`,
      {
        config: { permission: 'MANAGE_PEOPLE' },
        schema: {
          operationId: OPERATION_IDS[kind],
          tags: ['people'],
          summary: `Replace the person's ${kind} with these (recorded in their history); an unknown id is a field error`,
          params: PersonParams,
          body: Type.Object(
            { ids: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 200, uniqueItems: true }) },
            { additionalProperties: false },
          ),
          response: { 200: ref(PersonDetail), 409: ref(ErrorBody) },
        },
      },
      async (request) => {
        const organizationId = requireOrganization(request).id;
        const { personId } = request.params;
        const actorId = requireMember(request).person.id;
        return request.withTenant(async (tx) => {
          if (!(await findPersonDetail(tx, organizationId, personId))) throw notFound('La persona');
          const result = await orgModule.services.setPersonPlaces(
            tx,
            organizationId,
            personId,
            kind,
            request.body.ids,
          );
          if (!('before' in result) || result.unknown.length > 0) {
            const fields = Object.fromEntries(
              result.unknown.map((id) => [
                `ids.${request.body.ids.indexOf(id)}`,
                `El ${PLACE_NAMES[kind]} no existe.`,
              ]),
            );
            throw new PersonInputError(400, 'VALIDATION_ERROR', Object.values(fields)[0] as string, fields);
          }
          const names = (list: { name: string }[]) => list.map((p) => p.name);
          if (JSON.stringify(names(result.before)) !== JSON.stringify(names(result.after))) {
            await tx.insert(personHistory).values({
              organizationId,
              personId,
              actorId,
              source: 'app',
              changes: [{ field: kind, before: names(result.before), after: names(result.after) }],
            });
          }
          const person = await findPersonDetail(tx, organizationId, personId);
          if (!person) throw notFound('La persona');
          return { ...person, ...(await personPlaces(tx, organizationId, personId)) };
        });
      },
    );
  }
};
