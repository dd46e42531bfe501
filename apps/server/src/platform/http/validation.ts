/**
 * Input validation (Ajv through @fastify/ajv-compiler), stricter than Fastify's defaults so
 * bad input is reported instead of silently turned into something else:
 *
 * - bodies are never coerced (`{"count":"5"}` is an error, not 5; `null` is not "");
 * - params, querystring and headers are always text on the wire, so they are coerced to the
 *   declared scalar types ("5" -> 5) and an unparsable value is an error;
 * - unknown properties are never stripped: a schema with `additionalProperties: false`
 *   rejects them with a message that names them;
 * - `format: name` (schemas.ts `nameString`) refuses text with nothing visible in it.
 */
import { isBlankText } from '@faena/contract/text';
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

const ajvOptions = {
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: true,
  // All errors at once would let one crafted body make Ajv do a lot of work.
  allErrors: false,
  formats: {
    // A name needs a visible character: zero-width spaces, bidi controls, a BOM or spaces of
    // any kind alone are not one (@faena/contract/text).
    name: { type: 'string', validate: (text: string) => !isBlankText(text) },
  },
} as const;

type ServerAjvOptions = NonNullable<FastifyServerOptions['ajv']>;

export const AJV_SERVER_OPTIONS: ServerAjvOptions = { customOptions: ajvOptions, plugins: [] };

interface RouteDefinition {
  httpPart?: string;
}
// At run time Fastify calls the compiler with the route definition (schema, method, url,
// httpPart); the published type only names the schema argument.
type RouteCompiler = (route: RouteDefinition) => unknown;
type CompilerOptions = { customOptions?: Record<string, unknown>; plugins?: unknown[] };
type CompilerPool = (externalSchemas: unknown, options: CompilerOptions) => RouteCompiler;
type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

/** A validator factory that picks the strict or the coercing Ajv by the part being validated. */
export function buildValidatorFactory(): ValidatorFactory {
  const pool = AjvCompiler() as unknown as CompilerPool;
  const factory: CompilerPool = (externalSchemas, options) => {
    const strict = pool(externalSchemas, { ...options, customOptions: { ...ajvOptions } });
    const fromText = pool(externalSchemas, {
      ...options,
      customOptions: { ...ajvOptions, coerceTypes: 'array' },
    });
    return (route) => (route.httpPart === 'body' ? strict : fromText)(route);
  };
  return factory as unknown as ValidatorFactory;
}
