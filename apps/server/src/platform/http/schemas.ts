/**
 * The TypeBox helpers every module uses for its `$id` schemas, and the schemas truly shared
 * by every route (the error body). A module's own schemas live in its folder.
 */
import { VISIBLE_TEXT_PATTERN } from '@faena/contract/text';
import { type Static, type TSchema, Type } from 'typebox';
import { ErrorBody } from './errors.ts';

export { ErrorBody };

/** A `$ref` to a shared schema that still carries its static type for the route handler. */
export function ref<T extends TSchema>(schema: T) {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>({ $ref: `${id}#` });
}

/** A `$ref` by name, for a schema another module or the app registers; `T` is its static type. */
export function refTo<T>(id: string) {
  return Type.Unsafe<T>({ $ref: `${id}#` });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The ajv format of a name: text with a visible character (@faena/contract/text). */
export const NAME_FORMAT = 'name';

/**
 * A required name or title: `format: name` (registered in validation.ts) refuses text of only
 * invisible characters — spaces of every kind, zero-width characters, bidi controls, BOM… —
 * and `pattern` says the same for clients that know no custom format. `maxLength` counts the
 * text as sent; handlers store it trimmed with `trimInvisible`, so the stored name fits too.
 */
export function nameString(options: { maxLength: number; description?: string }) {
  return Type.String({
    format: NAME_FORMAT,
    pattern: VISIBLE_TEXT_PATTERN,
    minLength: 1,
    maxLength: options.maxLength,
    description:
      options.description ??
      `At most ${options.maxLength} characters, at least one visible: white space and invisible ` +
        'characters (zero-width, bidi controls, BOM) are trimmed from both ends and never enough.',
  });
}

export interface FreeFormLimits {
  /** The longest key, in characters. */
  maxKeyLength: number;
  /** The most keys. */
  maxEntries: number;
}

const freeFormLimits = ({ maxKeyLength, maxEntries }: FreeFormLimits) => ({
  propertyNames: { maxLength: maxKeyLength },
  maxProperties: maxEntries,
});

/**
 * An object whose keys the caller chooses (key → `value`), bounded: every key at most
 * `maxKeyLength` characters and at most `maxEntries` keys, stated in the schema and so in the
 * OpenAPI document. Every free-form object of a request must have both.
 */
export function freeFormMap<T extends TSchema>(
  value: T,
  limits: FreeFormLimits,
  options: { $id?: string; description?: string } = {},
) {
  return Type.Record(Type.String(), value, { ...options, ...freeFormLimits(limits) });
}

/** A free-form JSON object (any values), bounded like `freeFormMap`. */
export function freeFormObject(limits: FreeFormLimits, options: { description?: string } = {}) {
  return Type.Object({}, { ...options, additionalProperties: true, ...freeFormLimits(limits) });
}

export { freeFormLimits };
