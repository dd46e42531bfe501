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

export function urlFor(operation: Operation, pathValues: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? 'x');
  return query ? `${path}?${query}` : path;
}
