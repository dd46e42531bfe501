/**
 * /api/audiences: saved target groups (administered with MANAGE_PEOPLE), their current people
 * and a live preview of a rule while it is edited; /api/people/search: the people pickers of
 * forms search, optionally restricted to an audience (any member: pickers are filled by all).
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { ApiError, notFound, validationFailed } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, Nullable, nameString, ref } from '../../platform/http/schemas.ts';
import { orgModule } from '../org/index.ts';
import {
  audienceNameTaken,
  getAudience,
  listAudiences,
  normalizeRule,
  OWN_COMPANY,
  type PersonOptionRow,
  personNames,
  resolveAudience,
  searchPeople,
  unknownPersonIds,
} from './audiences.ts';
import { type AudienceRow, type AudienceRule, audiences } from './tables.ts';

const { unknownOrgIds, orgNamesOf, venuesOf, toUuidArray } = orgModule.services;

export const MAX_AUDIENCE_PAGE = 50;
/** The most ids a rule's list holds (a picker or a task names people by hand, not thousands). */
export const MAX_RULE_IDS = 1000;
/** How many people a preview shows beside its count. */
export const PREVIEW_SIZE = 5;

const uuid = Type.String({ format: 'uuid' });
const idList = (description: string) =>
  Type.Array(uuid, { maxItems: MAX_RULE_IDS, uniqueItems: true, description });

export const AudienceRuleSchema = Type.Object(
  {
    venues: idList('Everyone working at any of these venues'),
    positions: idList('Everyone holding any of these positions'),
    groups: idList('Everyone in any of these groups'),
    companies: Type.Array(Type.Union([uuid, Type.Literal(OWN_COMPANY)]), {
      maxItems: MAX_RULE_IDS,
      uniqueItems: true,
      description: `Everyone belonging to any of these companies; '${OWN_COMPANY}' is the organization itself (people with no company)`,
    }),
    include: idList('These people too'),
    exclude: idList('Never these people'),
  },
  { $id: 'AudienceRule', additionalProperties: false },
);

/** The rule as sent: a missing list is an empty one. */
const AudienceRuleInput = Type.Partial(
  Type.Object({
    venues: idList('Everyone working at any of these venues'),
    positions: idList('Everyone holding any of these positions'),
    groups: idList('Everyone in any of these groups'),
    companies: Type.Array(Type.Union([uuid, Type.Literal(OWN_COMPANY)]), {
      maxItems: MAX_RULE_IDS,
      uniqueItems: true,
    }),
    include: idList('These people too'),
    exclude: idList('Never these people'),
  }),
  { additionalProperties: false },
);

export const Audience = Type.Object(
  {
    id: uuid,
    name: Type.String(),
    description: Nullable(Type.String()),
    rule: ref(AudienceRuleSchema),
    /** The name of every venue, position, group, company and person the rule names, by id. */
    names: Type.Record(Type.String(), Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Audience', additionalProperties: false },
);

export const AudienceList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(Audience)) },
  { $id: 'AudienceList', additionalProperties: false },
);

export const AudienceInput = Type.Object(
  {
    name: nameString({ maxLength: 120 }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    rule: AudienceRuleInput,
  },
  { $id: 'AudienceInput', additionalProperties: false },
);

/** A person as pickers and audience lists show them. */
export const PersonOption = Type.Object(
  {
    id: uuid,
    name: Type.String(),
    email: Nullable(Type.String()),
    photo_url: Nullable(Type.String()),
    /** Their first position and first venue, for a second line ('Cajera · Tienda Centro'). */
    position: Nullable(Type.String()),
    venue: Nullable(Type.String()),
  },
  { $id: 'PersonOption', additionalProperties: false },
);

export const PersonOptionList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(PersonOption)) },
  { $id: 'PersonOptionList', additionalProperties: false },
);

/** A venue as a picker shows it. */
export const VenueOption = Type.Object(
  { id: uuid, name: Type.String(), code: Nullable(Type.String()), address: Nullable(Type.String()) },
  { $id: 'VenueOption', additionalProperties: false },
);

export const VenueOptionList = Type.Object(
  {
    count: Type.Integer({ minimum: 0, description: 'How many are listed (at most `limit`)' }),
    results: Type.Array(ref(VenueOption)),
  },
  { $id: 'VenueOptionList', additionalProperties: false },
);

export const AUDIENCE_SCHEMAS = [
  VenueOption,
  VenueOptionList,
  AudienceRuleSchema,
  Audience,
  AudienceList,
  AudienceInput,
  PersonOption,
  PersonOptionList,
];

/** The audience as answered, with the names of what its rule names. */
async function toAudience(tx: Tx, organizationId: string, row: AudienceRow) {
  const rule = normalizeRule(row.rule);
  const names = await orgNamesOf(tx, organizationId, {
    venues: rule.venues,
    positions: rule.positions,
    groups: rule.groups,
    companies: rule.companies.filter((id) => id !== OWN_COMPANY),
  });
  for (const person of await personNames(tx, organizationId, [...rule.include, ...rule.exclude])) {
    names.set(person.id, person.name);
  }
  return audienceBody(row, rule, Object.fromEntries(names));
}

const audienceBody = (row: AudienceRow, rule: AudienceRule, names: Record<string, string>) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  rule,
  names,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toOption = (row: PersonOptionRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  photo_url: row.photoUrl,
  position: row.position,
  venue: row.venue,
});

const RULE_PROBLEMS = {
  venues: 'Alguna sede elegida no existe.',
  positions: 'Algún cargo elegido no existe.',
  groups: 'Algún grupo elegido no existe.',
  companies: 'Alguna empresa elegida no existe.',
  include: 'Alguna persona elegida no existe.',
  exclude: 'Alguna persona elegida no existe.',
} as const;

/** 400 with a message per list naming something the organization does not have. */
async function checkRule(tx: Tx, organizationId: string, rule: AudienceRule): Promise<void> {
  const unknown = await unknownOrgIds(tx, organizationId, {
    venues: rule.venues,
    positions: rule.positions,
    groups: rule.groups,
    companies: rule.companies.filter((id) => id !== OWN_COMPANY),
  });
  const fields: Record<string, string> = {};
  for (const key of ['venues', 'positions', 'groups', 'companies'] as const) {
    if (unknown[key].length > 0) fields[`rule.${key}`] = RULE_PROBLEMS[key];
  }
  for (const key of ['include', 'exclude'] as const) {
    if ((await unknownPersonIds(tx, organizationId, rule[key])).length > 0) {
      fields[`rule.${key}`] = RULE_PROBLEMS[key];
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

const nameTaken = () =>
  new ApiError(409, 'AUDIENCE_NAME_TAKEN', 'Ya existe una audiencia con ese nombre.', {
    name: 'Ya existe una audiencia con ese nombre.',
  });

const idParams = Type.Object({ audienceId: uuid }, { additionalProperties: false });
const pageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_AUDIENCE_PAGE, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
};

export const audienceRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/audiences',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'listAudiences',
        tags: ['audiences'],
        summary: 'The organization’s audiences by name; `search` matches the name',
        querystring: Type.Object(
          { search: Type.Optional(Type.String({ maxLength: 200 })), ...pageQuery },
          { additionalProperties: false },
        ),
        response: { 200: ref(AudienceList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return request.withTenant(async (tx) => {
        const { count, rows } = await listAudiences(tx, organizationId, {
          search: request.query.search?.trim() ?? '',
          limit: request.query.limit ?? 20,
          offset: request.query.offset ?? 0,
        });
        const results = [];
        for (const row of rows) results.push(await toAudience(tx, organizationId, row));
        return { count, results };
      });
    },
  );

  api.post(
    '/audiences',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'createAudience',
        tags: ['audiences'],
        summary:
          'Save an audience; 400 with `fields` (`rule.venues`…) naming lists with unknown ids, 409 AUDIENCE_NAME_TAKEN',
        body: ref(AudienceInput),
        response: { 201: ref(Audience), 400: ref(ErrorBody), 409: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const createdBy = requireMember(request).person.id;
      const input = readInput(request.body);
      const row = await request.withTenant(async (tx) => {
        await checkRule(tx, organizationId, input.rule);
        if (await audienceNameTaken(tx, organizationId, input.name)) throw nameTaken();
        const [inserted] = await tx
          .insert(audiences)
          .values({ organizationId, createdBy, ...input })
          .returning();
        if (!inserted) throw new Error('The audience was not stored');
        return toAudience(tx, organizationId, inserted);
      });
      reply.code(201);
      return row;
    },
  );

  api.post(
    '/audiences/preview',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'previewAudience',
        tags: ['audiences'],
        summary: `How many people a rule resolves to now, and the first ${PREVIEW_SIZE} by name (nothing is stored)`,
        body: AudienceRuleInput,
        response: { 200: ref(PersonOptionList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const rule = normalizeRule(request.body);
      const { count, rows } = await request.withTenant(async (tx) => {
        await checkRule(tx, organizationId, rule);
        return searchPeople(tx, organizationId, { search: '', audience: rule, limit: PREVIEW_SIZE });
      });
      return { count, results: rows.map(toOption) };
    },
  );

  api.get(
    '/audiences/:audienceId',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'getAudience',
        tags: ['audiences'],
        summary: 'One audience and its rule',
        params: idParams,
        response: { 200: ref(Audience), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return request.withTenant(async (tx) => {
        const row = await getAudience(tx, organizationId, request.params.audienceId);
        if (!row) throw notFound('La audiencia');
        return toAudience(tx, organizationId, row);
      });
    },
  );

  api.put(
    '/audiences/:audienceId',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'updateAudience',
        tags: ['audiences'],
        summary: 'Replace an audience’s name, description and rule (same checks as creating one)',
        params: idParams,
        body: ref(AudienceInput),
        response: { 200: ref(Audience), 400: ref(ErrorBody), 404: ref(ErrorBody), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { audienceId } = request.params;
      const input = readInput(request.body);
      const row = await request.withTenant(async (tx) => {
        if (!(await getAudience(tx, organizationId, audienceId))) throw notFound('La audiencia');
        await checkRule(tx, organizationId, input.rule);
        if (await audienceNameTaken(tx, organizationId, input.name, audienceId)) throw nameTaken();
        const [updated] = await tx
          .update(audiences)
          .set({ ...input, updatedAt: sql`now()` })
          .where(and(eq(audiences.organizationId, organizationId), eq(audiences.id, audienceId)))
          .returning();
        if (!updated) throw notFound('La audiencia');
        return toAudience(tx, organizationId, updated);
      });
      return row;
    },
  );

  api.delete(
    '/audiences/:audienceId',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'deleteAudience',
        tags: ['audiences'],
        summary: 'Delete an audience (what pointed at it then resolves to nobody)',
        params: idParams,
        response: { 204: Type.Null({ description: 'Deleted' }), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const deleted = await request.withTenant((tx) =>
        tx
          .delete(audiences)
          .where(
            and(eq(audiences.organizationId, organizationId), eq(audiences.id, request.params.audienceId)),
          )
          .returning({ id: audiences.id }),
      );
      if (deleted.length === 0) throw notFound('La audiencia');
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/audiences/:audienceId/members',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'listAudienceMembers',
        tags: ['audiences'],
        summary:
          'The audience’s people now, by name, paged; `search` matches name, addresses, phones and document numbers',
        params: idParams,
        querystring: Type.Object(
          { search: Type.Optional(Type.String({ maxLength: 200 })), ...pageQuery },
          { additionalProperties: false },
        ),
        response: { 200: ref(PersonOptionList), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { audienceId } = request.params;
      const { count, rows } = await request.withTenant(async (tx) => {
        if (!(await getAudience(tx, organizationId, audienceId))) throw notFound('La audiencia');
        return searchPeople(tx, organizationId, {
          search: request.query.search?.trim() ?? '',
          audience: audienceId,
          limit: request.query.limit ?? 20,
          offset: request.query.offset ?? 0,
        });
      });
      return { count, results: rows.map(toOption) };
    },
  );

  api.get(
    '/audiences/:audienceId/venues',
    {
      schema: {
        operationId: 'listAudienceVenues',
        tags: ['audiences'],
        summary:
          'Venues for a picker restricted to an audience: those its rule names and those where its people work, by name; `q` matches name or code (any member)',
        params: idParams,
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 200 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_AUDIENCE_PAGE, default: 20 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(VenueOptionList), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { audienceId } = request.params;
      const results = await request.withTenant(async (tx) => {
        const audience = await getAudience(tx, organizationId, audienceId);
        if (!audience) throw notFound('La audiencia');
        return venuesOf(tx, organizationId, {
          venueIds: toUuidArray(normalizeRule(audience.rule).venues),
          people: resolveAudience(tx, organizationId, audienceId),
          search: request.query.q?.trim() ?? '',
          limit: request.query.limit ?? 20,
        });
      });
      return { count: results.length, results };
    },
  );

  api.get(
    '/people/search',
    {
      schema: {
        operationId: 'searchPeople',
        tags: ['audiences'],
        summary:
          'People for a picker: enabled, by name, matching `q` (name, addresses, phones, document numbers; accents and case ignored), only those of `audience` when given',
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 200 })),
            audience: Type.Optional(uuid),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_AUDIENCE_PAGE, default: 20 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(PersonOptionList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { q, audience, limit } = request.query;
      const { count, rows } = await request.withTenant((tx) =>
        searchPeople(tx, organizationId, {
          search: q?.trim() ?? '',
          ...(audience ? { audience } : {}),
          limit: limit ?? 20,
        }),
      );
      return { count, results: rows.map(toOption) };
    },
  );
};

function readInput(body: Static<typeof AudienceInput>) {
  const description = body.description ? trimInvisible(body.description) : '';
  return {
    name: trimInvisible(body.name),
    description: description === '' ? null : description,
    rule: normalizeRule(body.rule),
  };
}
