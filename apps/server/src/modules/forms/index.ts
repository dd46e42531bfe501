/**
 * Forms: checking a response against its definition with the renderer's own rules
 * (`@faena/form-engine/core`). Other modules use the same checks through `services`.
 */
import { defineModule } from '../../platform/module.ts';
import { checkFormResponse, formLocaleOf, parseDefinition } from './responses.ts';
import { formRoutes } from './routes.ts';
import { FORM_SCHEMAS } from './schemas.ts';

export const formsModule = defineModule({
  name: 'forms',
  routes: [formRoutes],
  schemas: FORM_SCHEMAS,
  permissions: {},
  services: {
    /** The canonical response, or 400 INVALID_FORM_RESPONSE with each field's message. */
    checkFormResponse,
    /** The messages' locale from an Accept-Language header. */
    formLocaleOf,
    /** A form definition checked with the engine's rules, or 400 INVALID_FORM_DEFINITION. */
    parseDefinition,
  },
});
