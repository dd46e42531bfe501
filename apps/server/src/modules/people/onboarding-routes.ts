import {
  checkIdentityDocument,
  type IdentityDocumentType,
  identityDocumentMessage,
} from '@faena/contract/identity-documents';
import type { FormDefinition } from '@faena/form-engine/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, freeFormObject, ref, refTo } from '../../platform/http/schemas.ts';
import { formsModule } from '../forms/index.ts';
import { ONBOARDING_FORM } from './onboarding-form.ts';
import { saveOnboarding } from './queries.ts';

const { checkFormResponse, formLocaleOf } = formsModule.services;

export const onboardingRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/onboarding/form',
    {
      schema: {
        operationId: 'getOnboardingForm',
        tags: ['onboarding'],
        summary: 'The personal-data form a person fills in after their first sign-in',
        response: { 200: refTo<FormDefinition>('FormDefinition') },
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
        description:
          'With `simulate=true` (the settings’ “Simular onboarding”) the response is checked the same way but not stored: the person’s record is left as it was.',
        querystring: Type.Object(
          {
            simulate: Type.Optional(
              Type.Boolean({ default: false, description: 'Check the response without storing it' }),
            ),
          },
          { additionalProperties: false },
        ),
        body: Type.Object(
          {
            response: freeFormObject(
              // The onboarding form has five fields.
              { maxKeyLength: 200, maxEntries: 50 },
              { description: 'Field name → answer, as the renderer submits it.' },
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          204: Type.Null({ description: 'Stored (with `simulate`, only checked)' }),
          400: ref(ErrorBody),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { person } = requireMember(request);
      const locale = formLocaleOf(request.headers['accept-language']);
      const value = await request.withTenant((tx) =>
        checkFormResponse(ONBOARDING_FORM, request.body.response, { tx, organizationId, locale }),
      );
      // The number is checked by its type's own rule (RUT check digit, CURP structure…), the
      // same check the people directory uses, and stored in its normal form.
      const type = value.identity_document_type as IdentityDocumentType;
      const document = checkIdentityDocument(type, String(value.identity_document_number));
      if (!document.ok) {
        const message = identityDocumentMessage(locale, type, document.problem);
        throw new ApiError(400, 'INVALID_FORM_RESPONSE', message, { identity_document_number: message });
      }
      value.identity_document_number = document.normalized;
      // A simulation (someone already onboarded trying the form again) never changes their data.
      if (request.query.simulate) return reply.code(204).send(null);
      await request.withTenant((tx) => saveOnboarding(tx, organizationId, person.id, value));
      return reply.code(204).send(null);
    },
  );
};
