/**
 * Response serialization: fast-json-stringify, as Fastify's default compiler, given for each
 * response schema only the shared schemas it refers to.
 *
 * The default hands every route's every response schema all the shared schemas (`addSchema`),
 * and fast-json-stringify checks each of them against the JSON Schema meta-schema on every
 * build: with some 170 shared schemas and as many responses, building the app spent about
 * 20 seconds there, at every start of the server and of each test file.
 */

import fastJsonStringify, { type Options, type Schema } from 'fast-json-stringify';
import type { FastifyServerOptions } from 'fastify';

type SchemaMap = Record<string, object>;

/** The shared schemas `schema` refers to by `$ref`, directly or through one another. */
export function referencedSchemas(schema: unknown, shared: SchemaMap): SchemaMap {
  const found: SchemaMap = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref' || typeof value !== 'string') {
        visit(value);
        continue;
      }
      // 'Checklist', 'Checklist#' and 'Checklist#/properties/x' name the shared 'Checklist';
      // '#/…' points inside the schema itself.
      const id = value.split('#')[0] ?? '';
      const target = shared[id];
      if (target && !found[id]) {
        found[id] = target;
        visit(target);
      }
    }
  };
  visit(schema);
  return found;
}

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/** Fastify's `buildSerializer`: each response schema is compiled with the shared schemas it uses. */
export function buildSerializerFactory(): SerializerFactory {
  return (externalSchemas, serializerOptions) => {
    const shared = (externalSchemas ?? {}) as SchemaMap;
    return ({ schema }) => {
      const { $id } = schema as { $id?: string };
      const uses = referencedSchemas(schema, shared);
      if ($id) delete uses[$id];
      return fastJsonStringify(schema as Schema, {
        ...(serializerOptions as Options),
        schema: uses as Record<string, Schema>,
      });
    };
  };
}
