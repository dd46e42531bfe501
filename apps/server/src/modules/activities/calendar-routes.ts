/**
 * iCalendar interchange. A person's activities as an `.ics` feed at a private URL that calendar
 * clients subscribe to without signing in: the URL's token is random, stored only as its SHA-256,
 * shown once, replaced by a new link and gone when revoked. And `.ics` files imported into
 * activities, with a report of each item refused and why; re-importing a file updates the
 * activities it made (same UID).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  formatDuration,
  formatRule,
  type IcsTodo,
  parseCalendar,
  recurrenceIdOf,
  serializeCalendar,
} from '@faena/recurrence';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { type ActivityInputValue, checkActivity } from './input.ts';
import { localeOf } from './routes.ts';
import { seriesOf } from './series.ts';
import {
  assignedTo,
  editorDateTime,
  type LoadedActivity,
  loadActivities,
  replaceResponsibles,
} from './store.ts';
import { activities, activityFeeds } from './tables.ts';

const MANAGE = 'MANAGE_ACTIVITIES' as const;
const PRODUCT_ID = '-//Faena//Actividades//ES';
/** The largest calendar file an import reads, in characters. */
export const MAX_IMPORT_LENGTH = 1_000_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const feedNotFound = () =>
  new ApiError(404, 'NOT_FOUND', 'El calendario no existe o el enlace fue revocado.');

/** The stored series as a VTODO. A reminder (priority 0) is written without PRIORITY (0 means undefined there) and with X-FAENA-REMINDER. */
export function todoOf(loaded: LoadedActivity): IcsTodo {
  const { row } = loaded;
  const series = seriesOf(row);
  const stamp = row.updatedAt;
  return {
    uid: row.publicId,
    summary: row.title,
    ...(row.description ? { description: row.description } : {}),
    start: series.start,
    zone: series.zone,
    duration: formatDuration(row.durationDays, row.durationSeconds),
    ...(series.rrule ? { rrule: series.rrule } : {}),
    ...(series.rdates?.length ? { rdates: [...series.rdates] } : {}),
    ...(series.exdates?.length ? { exdates: [...series.exdates] } : {}),
    status: row.status,
    ...(row.priority > 0 ? { priority: row.priority } : {}),
    ...(row.categories.length ? { categories: row.categories } : {}),
    ...(row.isReminder ? { reminder: true } : {}),
    stamp: {
      year: stamp.getUTCFullYear(),
      month: stamp.getUTCMonth() + 1,
      day: stamp.getUTCDate(),
      hour: stamp.getUTCHours(),
      minute: stamp.getUTCMinutes(),
      second: stamp.getUTCSeconds(),
    },
  };
}

/** RFC 5545 PRIORITY (0 undefined, 1 highest … 9 lowest) as an activity priority. */
function priorityOfIcs(priority: number | undefined): number {
  if (priority === undefined || priority === 0) return 5;
  return Math.min(Math.max(priority, 2), 8);
}

/** A VTODO as the editor's input; the same checks as any activity follow. */
function inputOf(todo: IcsTodo, responsible: string[], venueId: string | null): ActivityInputValue {
  const id = (local: IcsTodo['start']) => editorDateTime(recurrenceIdOf(local));
  return {
    title: todo.summary.trim() || 'Sin título',
    description: todo.description ?? null,
    start: id(todo.start),
    timeZone: todo.zone,
    ...(todo.duration ? { duration: todo.duration } : {}),
    rrule: todo.rrule ? formatRule(todo.rrule) : null,
    rdates: (todo.rdates ?? []).map(id),
    exdates: (todo.exdates ?? []).map(id),
    status: todo.status === 'COMPLETED' || todo.status === 'CANCELLED' ? todo.status : 'NEEDS-ACTION',
    priority: priorityOfIcs(todo.priority),
    isReminder: todo.reminder === true,
    categories: (todo.categories ?? []).map((category) => category.slice(0, 60)).slice(0, 20),
    venueId,
    responsible,
  };
}

async function writeImported(
  tx: Tx,
  organizationId: string,
  uid: string,
  checked: Awaited<ReturnType<typeof checkActivity>>,
  createdBy: string,
): Promise<'created' | 'updated'> {
  const [row] = await tx
    .insert(activities)
    .values({ organizationId, publicId: uid, ...checked.values, createdBy })
    .onConflictDoUpdate({ target: [activities.organizationId, activities.publicId], set: checked.values })
    .returning({ id: activities.id, inserted: sql<boolean>`xmax = 0` });
  await replaceResponsibles(tx, organizationId, row!.id, checked.responsible);
  return row!.inserted ? 'created' : 'updated';
}

const FeedState = Type.Object(
  {
    active: Type.Boolean({ description: 'The person has a feed link' }),
    createdAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);

export const calendarRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/activities/feed',
    {
      schema: {
        operationId: 'getActivityFeed',
        tags: ['activities'],
        summary: 'Whether the person has a calendar feed link (the link itself is shown only when made)',
        response: { 200: FeedState },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const [row] = await request.withTenant((tx) =>
        tx
          .select()
          .from(activityFeeds)
          .where(
            and(
              eq(activityFeeds.organizationId, organizationId),
              eq(activityFeeds.personId, member.person.id),
            ),
          ),
      );
      return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
    },
  );

  api.post(
    '/activities/feed',
    {
      schema: {
        operationId: 'createActivityFeed',
        tags: ['activities'],
        summary:
          "A new private link to the person's activities as an .ics feed; the previous link stops working",
        response: {
          201: Type.Object(
            { url: Type.String({ description: 'Shown once: keep it private' }) },
            { additionalProperties: false },
          ),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const token = randomBytes(32).toString('base64url');
      await request.withTenant((tx) =>
        tx
          .insert(activityFeeds)
          .values({ organizationId, personId: member.person.id, tokenHash: hashOf(token) })
          .onConflictDoUpdate({
            target: [activityFeeds.organizationId, activityFeeds.personId],
            set: { tokenHash: hashOf(token), createdAt: new Date() },
          }),
      );
      reply.code(201);
      const origin = `${request.protocol}://${request.host}`;
      return { url: `${origin}/api/public/activities/feeds/${token}/activities.ics` };
    },
  );

  api.delete(
    '/activities/feed',
    {
      schema: {
        operationId: 'revokeActivityFeed',
        tags: ['activities'],
        summary: "Revoke the person's feed link: calendars subscribed to it stop updating",
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      await request.withTenant((tx) =>
        tx
          .delete(activityFeeds)
          .where(
            and(
              eq(activityFeeds.organizationId, organizationId),
              eq(activityFeeds.personId, member.person.id),
            ),
          ),
      );
      reply.code(204);
      return null;
    },
  );

  api.get(
    '/public/activities/feeds/:token/activities.ics',
    {
      config: { public: true, rateLimit: 'signInLookup' },
      schema: {
        operationId: 'getActivityFeedCalendar',
        tags: ['activities'],
        summary:
          "A person's activities as iCalendar VTODOs (text/calendar), for calendar clients; no sign-in",
        params: Type.Object(
          { token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) },
          { additionalProperties: false },
        ),
        produces: ['text/calendar'],
        response: {
          200: Type.String({ description: 'An RFC 5545 VCALENDAR' }),
          404: errorResponse('No such link, or it was revoked (NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const organization = requireOrganization(request);
      const text = await request.withTenant(async (tx) => {
        const [feed] = await tx
          .select({ personId: activityFeeds.personId })
          .from(activityFeeds)
          .where(
            and(
              eq(activityFeeds.organizationId, organization.id),
              eq(activityFeeds.tokenHash, hashOf(request.params.token)),
            ),
          );
        if (!feed) throw feedNotFound();
        const _scope = assignedTo(organization.id, feed.personId);
        const loaded = await loadActivities(tx, organization.id, assignedTo(organization.id, feed.personId));
        loaded.sort((a, b) => a.row.id - b.row.id);
        return serializeCalendar(loaded.map(todoOf), {
          prodId: PRODUCT_ID,
          name: `${organization.name} — Actividades`,
        });
      });
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="actividades.ics"');
      return text;
    },
  );

  api.post(
    '/activities/import',
    {
      config: { permission: MANAGE, flag: 'createNewActivity' },
      bodyLimit: MAX_IMPORT_LENGTH * 4 + 10_000,
      schema: {
        operationId: 'importActivities',
        tags: ['activities'],
        summary:
          'Import the VTODOs of an .ics file as activities (same UID: updated); each refused item is reported with why',
        body: Type.Object(
          {
            calendar: Type.String({
              minLength: 1,
              maxLength: MAX_IMPORT_LENGTH,
              description: 'The .ics text',
            }),
            responsible: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 200 })),
            venueId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            {
              created: Type.Integer({ minimum: 0 }),
              updated: Type.Integer({ minimum: 0 }),
              refused: Type.Array(
                Type.Object(
                  {
                    index: Type.Integer({
                      description: "The item's position among the file's VTODOs, from 0; -1: the file",
                    }),
                    uid: Type.Union([Type.String(), Type.Null()]),
                    code: Type.String(),
                    property: Type.Union([Type.String(), Type.Null()]),
                    message: Type.String(),
                  },
                  { additionalProperties: false },
                ),
              ),
            },
            { additionalProperties: false },
          ),
          400: errorResponse('Invalid input (VALIDATION_ERROR)'),
          404: errorResponse('The create-new-activity flag is off (FEATURE_DISABLED)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const locale = localeOf(request);
      const { todos, problems } = parseCalendar(request.body.calendar);
      const refused = problems.map((problem) => ({
        index: problem.index,
        uid: problem.uid ?? null,
        code: problem.code,
        property: problem.property ?? null,
        message: problem.message[locale],
      }));
      // Where each readable item stood among the file's VTODOs (the refused ones are not in `todos`).
      const unreadable = new Set(problems.map((problem) => problem.index).filter((index) => index >= 0));
      const fileIndex: number[] = [];
      for (let index = 0; fileIndex.length < todos.length; index += 1) {
        if (!unreadable.has(index)) fileIndex.push(index);
      }
      let created = 0;
      let updated = 0;
      const responsible = request.body.responsible ?? [];
      const venueId = request.body.venueId ?? null;
      await request.withTenant(async (tx) => {
        for (const [index, todo] of todos.entries()) {
          try {
            // Each item on its own: one refused item leaves the others written.
            const outcome = await tx.transaction(async (item) => {
              const checked = await checkActivity(
                item,
                organizationId,
                inputOf(todo, responsible, venueId),
                locale,
              );
              return writeImported(item, organizationId, todo.uid, checked, member.person.id);
            });
            if (outcome === 'created') created += 1;
            else updated += 1;
          } catch (error) {
            if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
            const [property, message] = Object.entries(error.fields ?? {})[0] ?? [null, error.message];
            refused.push({
              index: fileIndex[index]!,
              uid: todo.uid,
              code: 'invalid_activity',
              property,
              message,
            });
          }
        }
      });
      refused.sort((a, b) => a.index - b.index);
      return { created, updated, refused };
    },
  );
};
