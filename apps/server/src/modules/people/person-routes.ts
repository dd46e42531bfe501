import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { PersonRow } from '../../platform/database/tenant-table.ts';
import { ApiError, notFound } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, ref } from '../../platform/http/schemas.ts';
import { listPersons, setPersonDisabled } from './queries.ts';
import { PersonList, PersonSummary } from './schemas.ts';

export const MAX_PERSONS_PAGE = 50;

const toSummary = (person: PersonRow) => ({
  id: person.id,
  name: person.name,
  email: person.email,
  disabled: person.disabledAt !== null,
});

export const personRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/persons',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'listPersons',
        tags: ['people'],
        summary: 'People of the organization by name; `search` matches name or email',
        querystring: Type.Object(
          {
            search: Type.Optional(Type.String({ maxLength: 200 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PERSONS_PAGE, default: 20 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(PersonList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { count, rows } = await request.withTenant((tx) =>
        listPersons(tx, organizationId, {
          search: request.query.search?.trim() ?? '',
          limit: request.query.limit ?? 20,
        }),
      );
      return { count, results: rows.map(toSummary) };
    },
  );

  api.patch(
    '/persons/:personId',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'updatePerson',
        tags: ['people'],
        summary:
          'Disable or re-enable a person; disabling also disables their identity and ends every session at once',
        params: Type.Object({ personId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        body: Type.Object({ disabled: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: ref(PersonSummary), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const { personId } = request.params;
      if (personId === requireMember(request).person.id && request.body.disabled) {
        throw new ApiError(409, 'CANNOT_DISABLE_SELF', 'No puedes deshabilitar tu propia cuenta.');
      }
      const organization = requireOrganization(request);
      const person = await request.withTenant((tx) =>
        setPersonDisabled(tx, organization.id, personId, request.body.disabled),
      );
      if (!person) throw notFound('La persona');
      if (person.firebaseUid) {
        await api.identityAdmin.setUserDisabled(
          organization.firebaseTenantId,
          person.firebaseUid,
          request.body.disabled,
        );
      }
      return toSummary(person);
    },
  );
};
