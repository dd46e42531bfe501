/**
 * JSON Schema of a form definition, built with TypeBox. The same schema objects drive
 * `parseFormDefinition` (structural check) and are exported as `formDefinitionJsonSchema`, and a type
 * test asserts `Static<typeof FormDefinitionSchema>` and `FormDefinition` (types.ts) are mutually
 * assignable, so the schema, the parser and the types cannot drift.
 *
 * Rules that JSON Schema cannot express (duplicate names, stop > start, show_if cycles, …) live in
 * `definition.ts`.
 */
import { type TSchema, Type } from 'typebox';
import { ConditionSchema } from './conditions.ts';
import type { FieldType } from './types.ts';

const Validator = Type.Union([
  Type.Object({
    type: Type.Literal('min_length'),
    limit_value: Type.Integer({ minimum: 0 }),
    message: Type.Optional(Type.String()),
  }),
  Type.Object({
    type: Type.Literal('max_length'),
    limit_value: Type.Integer({ minimum: 0 }),
    message: Type.Optional(Type.String()),
  }),
  Type.Object({
    type: Type.Literal('regex'),
    pattern: Type.String({ minLength: 1 }),
    message: Type.Optional(Type.String()),
  }),
  Type.Object({ type: Type.Literal('email'), message: Type.Optional(Type.String()) }),
]);

const common = {
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  style_class: Type.Optional(Type.String()),
  required: Type.Optional(Type.Boolean()),
  required_message: Type.Optional(Type.String()),
  skippable: Type.Optional(Type.Boolean()),
  label: Type.Optional(Type.String()),
  placeholder: Type.Optional(Type.String()),
  readonly: Type.Optional(Type.Boolean()),
  disabled: Type.Optional(Type.Boolean()),
  validators: Type.Optional(Type.Array(Validator)),
  show_if: Type.Optional(ConditionSchema),
  description: Type.Optional(Type.String()),
  weight: Type.Optional(Type.Number({ minimum: 0 })),
};

const Choice = Type.Object({
  choice: Type.String({ minLength: 1 }),
  image: Type.Optional(Type.String()),
  score: Type.Optional(Type.Number()),
  flagged: Type.Optional(Type.Boolean()),
});

const numberBounds = {
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  step: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
};

const rating = {
  max: Type.Optional(Type.Integer({ minimum: 1 })),
  labels: Type.Optional(Type.Array(Type.String())),
};

const audience = { audience: Type.Optional(Type.Unknown()) };

const Interpretation = Type.Object({
  type: Type.Union([Type.Literal('between'), Type.Literal('equal')]),
  start: Type.Number(),
  stop: Type.Optional(Type.Number()),
  name: Type.String({ minLength: 1 }),
});

const TextFieldSchema = Type.Object({ ...common, type: Type.Literal('text') });
const MultipleChoiceFieldSchema = Type.Object({
  ...common,
  type: Type.Literal('multiple_choice'),
  choices: Type.Array(Choice, { minItems: 1 }),
});
const DateFieldSchema = Type.Object({ ...common, type: Type.Literal('date') });
const DatetimeFieldSchema = Type.Object({ ...common, type: Type.Literal('datetime') });
const TimeFieldSchema = Type.Object({ ...common, type: Type.Literal('time') });
const BooleanFieldSchema = Type.Object({
  ...common,
  type: Type.Literal('boolean'),
  scores: Type.Optional(Type.Object({ yes: Type.Optional(Type.Number()), no: Type.Optional(Type.Number()) })),
  flagged_answer: Type.Optional(Type.Boolean()),
});
const IntegerFieldSchema = Type.Object({ ...common, ...numberBounds, type: Type.Literal('integer') });
const FloatFieldSchema = Type.Object({ ...common, ...numberBounds, type: Type.Literal('float') });
const DecimalFieldSchema = Type.Object({ ...common, ...numberBounds, type: Type.Literal('decimal') });
/** Each uploaded file's largest size, in MB; at most 2 GB, the largest upload. */
const maxSizeMb = Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 2048 }));
const VoiceMessageFieldSchema = Type.Object({
  ...common,
  type: Type.Literal('voice_message'),
  max_size_mb: maxSizeMb,
});
const FilesFieldSchema = Type.Object({
  ...common,
  type: Type.Literal('files'),
  max_files: Type.Optional(Type.Integer({ minimum: 1 })),
  max_size_mb: maxSizeMb,
});
const CodeFieldSchema = Type.Object({ ...common, type: Type.Literal('code') });
const DateRangeFieldSchema = Type.Object({ ...common, type: Type.Literal('date_range') });
const CheckboxesFieldSchema = Type.Object({
  ...common,
  type: Type.Literal('checkboxes'),
  choices: Type.Array(Choice, { minItems: 1 }),
  min_answers: Type.Optional(Type.Integer({ minimum: 0 })),
  max_answers: Type.Optional(Type.Integer({ minimum: 1 })),
});
const NumRangeFieldSchema = Type.Object({ ...common, ...numberBounds, type: Type.Literal('num_range') });
const ValueInNumRangeFieldSchema = Type.Object({
  ...common,
  type: Type.Literal('value_in_num_range'),
  // SPEC 5 "Linear scale": minimum of min (start) is 0, of max (stop) 1, of step 0 (exclusive: a
  // zero step would make an endless scale).
  start: Type.Number({ minimum: 0 }),
  stop: Type.Number({ minimum: 1 }),
  step: Type.Number({ exclusiveMinimum: 0 }),
  start_label: Type.Optional(Type.String()),
  stop_label: Type.Optional(Type.String()),
  interpretations: Type.Optional(Type.Array(Interpretation)),
});
const ReactionsFieldSchema = Type.Object({ ...common, ...rating, type: Type.Literal('reactions') });
const StarsFieldSchema = Type.Object({ ...common, ...rating, type: Type.Literal('stars') });
const EmotionFieldSchema = Type.Object({ ...common, ...rating, type: Type.Literal('emotion') });
const GpsFieldSchema = Type.Object({ ...common, type: Type.Literal('gps') });
const VenueFieldSchema = Type.Object({ ...common, ...audience, type: Type.Literal('venue') });
const UsersFieldSchema = Type.Object({ ...common, ...audience, type: Type.Literal('users') });
const DisplayTextFieldSchema = Type.Object({
  ...common,
  type: Type.Literal('display_text'),
  text: Type.String(),
});
const UserFieldSchema = Type.Object({ ...common, ...audience, type: Type.Literal('user') });
const LocationFieldSchema = Type.Object({ ...common, ...audience, type: Type.Literal('location') });
const ImageFieldSchema = Type.Object({
  ...common,
  type: Type.Literal('image'),
  source: Type.Optional(
    Type.Union([Type.Literal('camera'), Type.Literal('gallery'), Type.Literal('camera_and_gallery')]),
  ),
  max_size_mb: maxSizeMb,
});
const VenuesFieldSchema = Type.Object({ ...common, ...audience, type: Type.Literal('venues') });
const LocationsFieldSchema = Type.Object({ ...common, ...audience, type: Type.Literal('locations') });

/** One schema per field type, used to report a field's problems against its own type only. */
export const FIELD_SCHEMAS = {
  text: TextFieldSchema,
  multiple_choice: MultipleChoiceFieldSchema,
  date: DateFieldSchema,
  datetime: DatetimeFieldSchema,
  time: TimeFieldSchema,
  boolean: BooleanFieldSchema,
  integer: IntegerFieldSchema,
  float: FloatFieldSchema,
  decimal: DecimalFieldSchema,
  voice_message: VoiceMessageFieldSchema,
  files: FilesFieldSchema,
  code: CodeFieldSchema,
  date_range: DateRangeFieldSchema,
  checkboxes: CheckboxesFieldSchema,
  num_range: NumRangeFieldSchema,
  value_in_num_range: ValueInNumRangeFieldSchema,
  reactions: ReactionsFieldSchema,
  stars: StarsFieldSchema,
  emotion: EmotionFieldSchema,
  gps: GpsFieldSchema,
  venue: VenueFieldSchema,
  users: UsersFieldSchema,
  display_text: DisplayTextFieldSchema,
  user: UserFieldSchema,
  location: LocationFieldSchema,
  image: ImageFieldSchema,
  venues: VenuesFieldSchema,
  locations: LocationsFieldSchema,
} satisfies Record<FieldType, TSchema>;

export const FormFieldSchema = Type.Union([
  TextFieldSchema,
  MultipleChoiceFieldSchema,
  DateFieldSchema,
  DatetimeFieldSchema,
  TimeFieldSchema,
  BooleanFieldSchema,
  IntegerFieldSchema,
  FloatFieldSchema,
  DecimalFieldSchema,
  VoiceMessageFieldSchema,
  FilesFieldSchema,
  CodeFieldSchema,
  DateRangeFieldSchema,
  CheckboxesFieldSchema,
  NumRangeFieldSchema,
  ValueInNumRangeFieldSchema,
  ReactionsFieldSchema,
  StarsFieldSchema,
  EmotionFieldSchema,
  GpsFieldSchema,
  VenueFieldSchema,
  UsersFieldSchema,
  DisplayTextFieldSchema,
  UserFieldSchema,
  LocationFieldSchema,
  ImageFieldSchema,
  VenuesFieldSchema,
  LocationsFieldSchema,
]);

export const FormDefinitionSchema = Type.Object(
  {
    id: Type.String({ minLength: 1 }),
    description: Type.Optional(Type.String()),
    fields: Type.Array(FormFieldSchema),
  },
  { $id: 'https://faena.app/schemas/form-definition.json', title: 'Faena form definition' },
);

/**
 * Standard JSON Schema (2020-12) from TypeBox's output: TypeBox inlines the cyclic condition schema
 * with local `$defs` and bare `$ref: 'Condition'` at every use, which other validators (Ajv) resolve
 * against the root `$id` and find 28 times. Hoist those definitions to the root and point every
 * reference at `#/$defs/<name>`.
 */
function toStandardJsonSchema(schema: unknown): Record<string, unknown> {
  const hoisted: Record<string, unknown> = {};
  const visit = (node: unknown, local: ReadonlySet<string>): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, local));
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    let scope = local;
    if (record.$defs && typeof record.$defs === 'object') {
      const defs = record.$defs as Record<string, unknown>;
      scope = new Set([...local, ...Object.keys(defs)]);
      for (const [name, definition] of Object.entries(defs)) {
        if (!(name in hoisted)) hoisted[name] = visit(definition, scope);
      }
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      // TypeBox names a cyclic definition with `$id: '<name>'`; the hoisted `$defs` key replaces it.
      if (key === '$defs' || (key === '$id' && typeof value === 'string' && scope.has(value))) continue;
      out[key] =
        key === '$ref' && typeof value === 'string' && scope.has(value)
          ? `#/$defs/${value}`
          : visit(value, scope);
    }
    return out;
  };
  const root = visit(JSON.parse(JSON.stringify(schema)), new Set()) as Record<string, unknown>;
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...root, $defs: hoisted };
}

/**
 * The form definition as a plain JSON Schema object (for the server's OpenAPI, the builder, other
 * languages), derived from `FormDefinitionSchema`. Structural rules only; `parseFormDefinition`
 * adds the cross-field ones.
 */
export const formDefinitionJsonSchema: Readonly<Record<string, unknown>> =
  toStandardJsonSchema(FormDefinitionSchema);
