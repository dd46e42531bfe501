/**
 * A route that takes every kind of input, mounted only in tests: it proves the validation
 * rules and lets the safety net exercise params, query and body before real routes do.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { persons } from '../../src/platform/database/tenant-table.ts';
import { ApiError } from '../../src/platform/http/errors.ts';
import { defineModule } from '../../src/platform/module.ts';

const probeRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/probe/people/:personId',
    {
      schema: {
        operationId: 'probePerson',
        params: Type.Object({ personId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        querystring: Type.Object(
          {
            limit: Type.Integer({ minimum: 1, maximum: 100 }),
            verbose: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 200 }),
            count: Type.Integer(),
            active: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            personName: Type.String(),
            limit: Type.Integer(),
            verbose: Type.Boolean(),
            name: Type.String(),
            count: Type.Integer(),
          }),
        },
      },
    },
    async (request) => {
      const organizationId = request.organization!.id;
      const person = await request.withTenant(async (tx) => {
        const [row] = await tx
          .select()
          .from(persons)
          .where(and(eq(persons.organizationId, organizationId), eq(persons.id, request.params.personId)));
        return row;
      });
      if (!person) throw new ApiError(404, 'PERSON_NOT_FOUND', 'No encontramos a la persona.');
      return {
        personName: person.name,
        limit: request.query.limit,
        verbose: request.query.verbose ?? false,
        name: request.body.name,
        count: request.body.count,
      };
    },
  );

  // Something the database refuses (22P02, invalid text representation) that no schema caught.
  api.get(
    '/probe/database-refusal',
    {
      config: { public: true },
      schema: { operationId: 'probeDatabaseRefusal', response: { 200: Type.Object({}) } },
    },
    async (request) => {
      await request.withTenant((tx) => tx.execute(sql`select 'not-a-uuid'::uuid`));
      return {};
    },
  );

  api.get(
    '/probe/crash',
    { config: { public: true }, schema: { operationId: 'probeCrash', response: { 200: Type.Object({}) } } },
    async () => {
      throw new Error('secret detail: connection string postgres://user:pw@db');
    },
  );
};

export const probeModule = defineModule({
  name: 'probe',
  routes: [probeRoutes],
  schemas: [],
  permissions: {},
  services: {},
});
