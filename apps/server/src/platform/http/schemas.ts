/**
 * The TypeBox helpers every module uses for its `$id` schemas, and the schemas truly shared
 * by every route (the error body). A module's own schemas live in its folder.
 */
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
