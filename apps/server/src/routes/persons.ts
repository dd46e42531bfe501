import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { setPersonDisabled } from '../db/persons.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { requireMember, requireTenant } from '../http/request-context.ts';
import { ErrorBody, PersonSummary, ref } from '../http/schemas.ts';

export const personRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.patch(
    '/persons/:personId',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'updatePerson',
        tags: ['people'],
        summary: 'Disable or re-enable a person; a disabled person is refused on their next call',
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
      const tenantId = requireTenant(request).id;
      const person = await request.withTenant((tx) =>
        setPersonDisabled(tx, tenantId, personId, request.body.disabled),
      );
      if (!person) throw notFound('La persona');
      return { id: person.id, name: person.name, email: person.email, disabled: person.disabledAt !== null };
    },
  );
};
