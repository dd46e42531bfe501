/**
 * The operations of an OpenAPI document, flattened for route-generic tests.
 */

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  [key: string]: unknown;
}

interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-public'?: boolean;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template: `/api/people/{id}`. */
  path: string;
  isPublic: boolean;
  security: Record<string, string[]>[] | undefined;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  hasBody: boolean;
  /** The JSON request body schema, when the operation takes one. */
  bodySchema: JsonSchema | undefined;
  /** Answers with a `text/event-stream` that stays open. */
  isEventStream: boolean;
  /** The statuses of its documented responses ('200', '400'…). */
  responses: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function listOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const parameters = operation.parameters ?? [];
      return [
        {
          operationId: operation.operationId ?? `${method} ${path}`,
          method: method.toUpperCase() as Operation['method'],
          path,
          isPublic: operation['x-public'] === true,
          security: operation.security,
          pathParams: parameters.filter((p) => p.in === 'path'),
          queryParams: parameters.filter((p) => p.in === 'query'),
          hasBody: operation.requestBody !== undefined,
          bodySchema: operation.requestBody?.content?.['application/json']?.schema,
          isEventStream: operation.responses?.['200']?.content?.['text/event-stream'] !== undefined,
          responses: Object.keys(operation.responses ?? {}),
        },
      ];
    }),
  );
}

/** A plausible value for a parameter, so a request reaches the check being tested. */
export function sampleValue(schema: JsonSchema | undefined): string {
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (schema?.format === 'uuid') return '0a5e7d1c-3b52-4c1e-9f0a-00000000ffff';
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'integer' || type === 'number') return '1';
  if (type === 'boolean') return 'true';
  return 'x';
}

/** The schema a `$ref` names, or the schema itself. */
export type Resolve = (ref: string) => JsonSchema;

/** Every object schema a request body can contain, with the path of its value in the body. */
export function objectSchemasOf(
  schema: JsonSchema | undefined,
  resolve: Resolve,
  path: string[] = [],
  seen: Set<JsonSchema> = new Set(),
): { path: string[]; schema: JsonSchema }[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  if (typeof schema.$ref === 'string') return objectSchemasOf(resolve(schema.$ref), resolve, path, seen);
  const found: { path: string[]; schema: JsonSchema }[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const alternative of (schema[key] ?? []) as JsonSchema[]) {
      found.push(...objectSchemasOf(alternative, resolve, path, seen));
    }
  }
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  // `{ type: object, nullable: true, enum: [null] }` is how the document says null.
  const onlyNull = Array.isArray(schema.enum) && schema.enum.every((value) => value === null);
  if (
    !onlyNull &&
    (type.includes('object') || schema.properties || schema.additionalProperties !== undefined)
  ) {
    found.push({ path, schema });
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      found.push(...objectSchemasOf(property, resolve, [...path, name], seen));
    }
    if (typeof schema.additionalProperties === 'object') {
      found.push(
        ...objectSchemasOf(schema.additionalProperties as JsonSchema, resolve, [...path, '*'], seen),
      );
    }
  }
  if (type.includes('array') && schema.items) {
    found.push(...objectSchemasOf(schema.items as JsonSchema, resolve, [...path, '0'], seen));
  }
  return found;
}

/** An object schema that lets the caller choose keys: additional or pattern properties. */
export function isFreeForm(schema: JsonSchema): boolean {
  return schema.additionalProperties !== false || schema.patternProperties !== undefined;
}

/** The paths of the string properties a request body can hold (not inside arrays or maps). */
export function stringPathsOf(
  schema: JsonSchema | undefined,
  resolve: Resolve,
  path: string[] = [],
  depth = 0,
): string[][] {
  if (!schema || depth > 8) return [];
  if (typeof schema.$ref === 'string') return stringPathsOf(resolve(schema.$ref), resolve, path, depth + 1);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives)
    return alternatives.flatMap((s) => stringPathsOf(s, resolve, path, depth + 1)).slice(0, 50);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('string') && path.length > 0) return [path];
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).flatMap(([name, property]) =>
    stringPathsOf(property, resolve, [...path, name], depth + 1),
  );
}

/** A copy of `value` with `replacement` at `path`, making the objects on the way. */
export function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const holder =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  holder[head] = withValueAt(holder[head], rest, replacement);
  return holder;
}

export function urlFor(operation: Operation, pathValues: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? 'x');
  return query ? `${path}?${query}` : path;
}
