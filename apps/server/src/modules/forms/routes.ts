import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, ref } from '../../platform/http/schemas.ts';
import { checkFormResponse, formLocaleOf, parseDefinition } from './responses.ts';

const AnyObject = Type.Object({}, { additionalProperties: true });

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
            definition: { ...AnyObject, description: 'A form definition (SPEC 3).' },
            response: { ...AnyObject, description: 'Field name → answer, as the renderer submits it.' },
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
      return { value: checkFormResponse(definition, request.body.response, locale) };
    },
  );
};
