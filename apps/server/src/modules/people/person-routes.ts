import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError, notFound } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, ref } from '../../platform/http/schemas.ts';
import {
  findPersonDetail,
  listDirectory,
  MAX_PERSONS_PAGE,
  PersonFilterFields,
} from './directory-queries.ts';
import { personPlaces } from './person-places.ts';
import { updatePerson } from './person-writes.ts';
import { setPersonDisabled } from './queries.ts';
import { PersonDetail, PersonList, PersonUpdate } from './schemas.ts';
import type { PersonChange } from './tables.ts';

export { MAX_PERSONS_PAGE };

export const personRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/persons',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'listPersons',
        tags: ['people'],
        summary:
          'The people directory by name: `search` matches words in the name, emails, phones and document numbers (accents and case ignored); SPEC 3 filters',
        querystring: Type.Object(
          {
            ...PersonFilterFields,
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PERSONS_PAGE, default: 20 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(PersonList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { limit = 20, offset = 0, ...filters } = request.query;
      return request.withTenant((tx) => listDirectory(tx, organizationId, filters, { limit, offset }));
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
          'Change a person: only the fields sent (documents sent replace theirs), recorded in their history; disabling also disables their identity and ends every session at once',
        params: Type.Object({ personId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        body: ref(PersonUpdate),
        response: { 200: ref(PersonDetail), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const { personId } = request.params;
      const member = requireMember(request);
      const { disabled, confirm_warnings, ...input } = request.body;
      if (personId === member.person.id && disabled) {
        throw new ApiError(409, 'CANNOT_DISABLE_SELF', 'No puedes deshabilitar tu propia cuenta.');
      }
      const organization = requireOrganization(request);
      const { person, detail } = await request.withTenant(async (tx) => {
        const before = await findPersonDetail(tx, organization.id, personId);
        if (!before) throw notFound('La persona');
        const alsoChanged: PersonChange[] = [];
        let person = null;
        if (disabled !== undefined && disabled !== before.disabled) {
          person = await setPersonDisabled(tx, organization.id, personId, disabled);
          alsoChanged.push({ field: 'disabled', before: before.disabled, after: disabled });
        }
        await updatePerson(tx, organization.id, personId, input, {
          actorId: member.person.id,
          source: 'app',
          confirmWarnings: confirm_warnings,
          alsoChanged,
        });
        const detail = await findPersonDetail(tx, organization.id, personId);
        return {
          person,
          detail: detail && { ...detail, ...(await personPlaces(tx, organization.id, personId)) },
        };
      });
      if (!detail) throw notFound('La persona');
      if (person?.firebaseUid && disabled !== undefined) {
        await api.identityAdmin.setUserDisabled(organization.firebaseTenantId, person.firebaseUid, disabled);
      }
      return detail;
    },
  );
};
