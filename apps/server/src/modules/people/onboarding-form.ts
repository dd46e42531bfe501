import { IDENTITY_DOCUMENT_TYPES } from '@faena/contract/identity-documents';
/**
 * The onboarding form: the personal data a person gives after their first sign-in (SPEC 3
 * "Person": phones, identity documents, address), as a form-engine definition with es-MX
 * labels, so the web renders it and the server checks answers with the same rules.
 */
import type { FormDefinition } from '@faena/form-engine/core';

export const ONBOARDING_FORM: FormDefinition = {
  id: 'onboarding',
  description: 'Completa tus datos personales para comenzar.',
  fields: [
    {
      id: 'phone',
      name: 'phone',
      type: 'text',
      label: 'Teléfono',
      placeholder: '+52 55 1234 5678',
      required: true,
      validators: [
        {
          type: 'regex',
          pattern: '^\\+?[0-9][0-9 ()-]{6,19}$',
          message: 'Ingresa un teléfono válido, por ejemplo +52 55 1234 5678',
        },
      ],
    },
    { id: 'birth_date', name: 'birth_date', type: 'date', label: 'Fecha de nacimiento', required: true },
    {
      id: 'identity_document_type',
      name: 'identity_document_type',
      type: 'multiple_choice',
      label: 'Tipo de documento de identidad',
      required: true,
      choices: IDENTITY_DOCUMENT_TYPES.map((choice) => ({ choice })),
    },
    {
      id: 'identity_document_number',
      name: 'identity_document_number',
      type: 'text',
      label: 'Número de documento',
      required: true,
      validators: [{ type: 'max_length', limit_value: 30 }],
    },
    {
      id: 'address',
      name: 'address',
      type: 'text',
      label: 'Dirección',
      required: true,
      validators: [{ type: 'max_length', limit_value: 200 }],
    },
  ],
};
