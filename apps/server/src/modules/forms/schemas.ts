import { Type } from 'typebox';

/** A form-engine FormDefinition (SPEC 3); fields keep their type-specific extras. */
export const FormDefinition = Type.Object(
  {
    id: Type.String(),
    description: Type.Optional(Type.String()),
    fields: Type.Array(
      Type.Object(
        { id: Type.String(), name: Type.String(), type: Type.String() },
        { additionalProperties: true },
      ),
    ),
  },
  { $id: 'FormDefinition', additionalProperties: false },
);

export const FORM_SCHEMAS = [FormDefinition];
