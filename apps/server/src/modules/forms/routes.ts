import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, freeFormObject, ref } from '../../platform/http/schemas.ts';
import { checkFormResponse, formLocaleOf, parseDefinition } from './responses.ts';

const AnyObject = Type.Object({}, { additionalProperties: true });
/** A form response: field name → answer. */
const FormResponseInput = freeFormObject(
  { maxKeyLength: 200, maxEntries: 500 },
  { description: 'Field name → answer, as the renderer submits it.' },
);
/** A form definition's top level (id, description, fields…). */
const DefinitionInput = freeFormObject(
  { maxKeyLength: 200, maxEntries: 50 },
  { description: 'A form definition (SPEC 3).' },
);

export const formRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/forms/validate-response',
    {
      schema: {
        operationId: 'validateFormResponse',
        tags: ['forms'],
        summary:
          'Check a form response against its definition with the renderer’s rules; answers the canonical response',
        body: Type.Object(
          {
            definition: DefinitionInput,
            response: FormResponseInput,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ value: AnyObject }, { additionalProperties: false }),
          400: ref(ErrorBody),
        },
      },
    },
    async (request) => {
      const locale = formLocaleOf(request.headers['accept-language']);
      const definition = parseDefinition(request.body.definition, locale);
      const organizationId = requireOrganization(request).id;
      const value = await request.withTenant((tx) =>
        checkFormResponse(definition, request.body.response, { tx, organizationId, locale }),
      );
      return { value };
    },
  );
};
