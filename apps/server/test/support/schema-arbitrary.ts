/**
 * fast-check arbitraries of values that satisfy a JSON schema of the OpenAPI document, so
 * the safety net can send requests that are valid except for one part and so reach the
 * handlers, not only the validator.
 */
import { isBlankText } from '@faena/contract/text';
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

export type RefResolver = (ref: string) => JsonSchema;

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'name': {
      // A name has a visible character; the schema's own lengths still hold.
      const maxLength = Math.max(1, Math.min(num(schema.maxLength) ?? 40, 200));
      return fc.string({ minLength: 1, maxLength }).filter((text) => !isBlankText(text));
    }
    default: {
      const minLength = num(schema.minLength) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(schema.maxLength) ?? 40, 200));
      return fc.string({ minLength, maxLength });
    }
  }
}

export function arbitraryFor(
  schema: JsonSchema | undefined,
  resolve: RefResolver,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (typeof schema.$ref === 'string') return arbitraryFor(resolve(schema.$ref), resolve, depth + 1);
  const plain = arbitraryForPlain(schema, resolve, depth);
  return schema.nullable === true ? fc.option(plain, { nil: null }) : plain;
}

function arbitraryForPlain(schema: JsonSchema, resolve: RefResolver, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, resolve, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: num(schema.minimum) ?? Number.MIN_SAFE_INTEGER,
        max: num(schema.maximum) ?? Number.MAX_SAFE_INTEGER,
      });
    case 'number':
      return fc.double({
        min: num(schema.minimum) ?? -1e12,
        max: num(schema.maximum) ?? 1e12,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? 4, 10));
      return fc.array(arbitraryFor(schema.items as JsonSchema, resolve, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      const declared = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([k, s]) => [k, arbitraryFor(s, resolve, depth + 1)]),
        ),
        { requiredKeys: required.filter((k) => k in properties) },
      );
      if (schema.additionalProperties === false && schema.patternProperties === undefined) return declared;
      // A free-form object: a few keys of its own, within its key length and key count.
      const keyLength = num((schema.propertyNames as JsonSchema | undefined)?.maxLength) ?? 20;
      const room = (num(schema.maxProperties) ?? 3) - Object.keys(properties).length;
      const patterned = Object.values((schema.patternProperties ?? {}) as Record<string, JsonSchema>)[0];
      const valueSchema =
        typeof schema.additionalProperties === 'object'
          ? (schema.additionalProperties as JsonSchema)
          : patterned;
      const extra = fc.dictionary(
        fc.string({ minLength: 1, maxLength: Math.min(keyLength, 20) }).filter((key) => !(key in properties)),
        valueSchema ? arbitraryFor(valueSchema, resolve, depth + 1) : fc.jsonValue({ maxDepth: 1 }),
        { maxKeys: Math.max(0, Math.min(room, 3)) },
      );
      return fc.tuple(declared, extra).map(([known, more]) => ({ ...more, ...known }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** `#/components/schemas/X` references of an OpenAPI document. */
export function refResolver(document: {
  components?: { schemas?: Record<string, JsonSchema> };
}): RefResolver {
  return (ref) => {
    const name = ref.replace(/^#\/components\/schemas\//, '');
    const schema = document.components?.schemas?.[name];
    if (!schema) throw new Error(`Unresolvable $ref ${ref}`);
    return schema;
  };
}
