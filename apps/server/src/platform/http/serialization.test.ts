import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildSerializerFactory, referencedSchemas } from './serialization.ts';

const Tag = { $id: 'Tag', type: 'object', properties: { name: { type: 'string' } } };
const Note = {
  $id: 'Note',
  type: 'object',
  properties: { text: { type: 'string' }, tags: { type: 'array', items: { $ref: 'Tag#' } } },
};
const Unused = { $id: 'Unused', type: 'object', properties: { x: { type: 'number' } } };

describe('referencedSchemas', () => {
  it('finds the shared schemas a schema uses, through one another, and no others', () => {
    const shared = { Tag, Note, Unused };
    const response = { type: 'object', properties: { notes: { type: 'array', items: { $ref: 'Note' } } } };
    expect(Object.keys(referencedSchemas(response, shared)).sort()).toEqual(['Note', 'Tag']);
    expect(referencedSchemas({ $ref: 'Note#/properties/tags' }, shared)).toEqual({ Note, Tag });
    expect(referencedSchemas({ $ref: '#/definitions/local' }, shared)).toEqual({});
  });

  it('stops at a schema that refers to itself', () => {
    const Tree = {
      $id: 'Tree',
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: 'Tree' } } },
    };
    expect(referencedSchemas({ $ref: 'Tree' }, { Tree })).toEqual({ Tree });
  });
});

describe('the response serializer', () => {
  it('writes what the schema names through shared schemas and leaves out what it does not', async () => {
    const app = Fastify({
      schemaController: { compilersFactory: { buildSerializer: buildSerializerFactory() } },
    });
    for (const schema of [Tag, Note, Unused]) app.addSchema(schema);
    app.get('/note', { schema: { response: { 200: { $ref: 'Note#' } } } }, async () => ({
      text: 'hola',
      secret: 'never sent',
      tags: [{ name: 'a', internal: 1 }],
    }));
    const response = await app.inject('/note');
    expect(response.json()).toEqual({ text: 'hola', tags: [{ name: 'a' }] });
    await app.close();
  });
});
