import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { saveOnboarding } from '../db/onboarding.ts';
import { checkFormResponse, formLocaleOf } from '../forms/responses.ts';
import { requireMember, requireTenant } from '../http/request-context.ts';
import { ErrorBody, FormDefinition, ref } from '../http/schemas.ts';
import { ONBOARDING_FORM } from '../onboarding/onboarding-form.ts';

export const onboardingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/onboarding/form',
    {
      schema: {
        operationId: 'getOnboardingForm',
        tags: ['onboarding'],
        summary: 'The personal-data form a person fills in after their first sign-in',
        response: { 200: ref(FormDefinition) },
      },
    },
    async () => ONBOARDING_FORM,
  );

  api.post(
    '/onboarding',
    {
      schema: {
        operationId: 'submitOnboarding',
        tags: ['onboarding'],
        summary: 'Send the onboarding form; 400 with each field’s message in `fields` when invalid',
        body: Type.Object(
          {
            response: Type.Object(
              {},
              { additionalProperties: true, description: 'Field name → answer, as the renderer submits it.' },
            ),
          },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null({ description: 'Stored' }), 400: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const tenantId = requireTenant(request).id;
      const { person } = requireMember(request);
      const value = checkFormResponse(
        ONBOARDING_FORM,
        request.body.response,
        formLocaleOf(request.headers['accept-language']),
      );
      await request.withTenant((tx) => saveOnboarding(tx, tenantId, person.id, value));
      return reply.code(204).send(null);
    },
  );
};
