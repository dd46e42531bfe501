/**
 * Activities: a person's (or a venue's) occurrences for a day or a range, one occurrence with
 * what was done for it, and the series itself — created behind SPEC 9's create-new-activity
 * flag and MANAGE_ACTIVITIES, changed and deleted with that permission.
 */
import { isValidZone, toInstant } from '@faena/recurrence';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';
import { ApiError, forbidden, validationFailed } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { formsModule } from '../forms/index.ts';
import { listDay } from './day-list.ts';
import { checkActivity } from './input.ts';
import { Activity, ActivityChanges, ActivityInput, ActivityOccurrenceList } from './schemas.ts';
import { DISPLAY_STATUSES, type DisplayStatus } from './series.ts';
import {
  type LoadedActivity,
  loadActivities,
  reachableBy,
  replaceResponsibles,
  toActivity,
} from './store.ts';
import { activities } from './tables.ts';

const MANAGE = 'MANAGE_ACTIVITIES' as const;
/** The longest range one list call covers, in days. */
export const MAX_RANGE_DAYS = 62;

export const activityNotFound = () => new ApiError(404, 'ACTIVITY_NOT_FOUND', 'La actividad no existe.');
export const localeOf = (request: FastifyRequest) =>
  formsModule.services.formLocaleOf(request.headers['accept-language']);

const PublicIdParams = Type.Object(
  { publicId: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);

const ListQuery = Type.Object(
  {
    from: Type.String({ format: 'date', description: 'First day (inclusive), in `timeZone`' }),
    to: Type.Optional(
      Type.String({ format: 'date', description: 'Last day (inclusive); `from` when absent' }),
    ),
    timeZone: Type.String({
      minLength: 1,
      maxLength: 64,
      description: "The person's IANA zone: where days begin",
    }),
    venueId: Type.Optional(
      Type.String({ format: 'uuid', description: "A venue's activities instead of the person's" }),
    ),
    available: Type.Optional(
      Type.Boolean({
        description:
          "Also the activities nobody is responsible for at the person's venues (the show-available toggle)",
      }),
    ),
    status: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
        maxItems: 5,
        description: `Only these display statuses (${DISPLAY_STATUSES.join(', ')}): repeat the parameter or separate them with commas`,
      }),
    ),
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  },
  { additionalProperties: false },
);

/** Days since the epoch of a `YYYY-MM-DD` date. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Midnight starting `date` in `zone`, as an instant. */
function midnight(date: string, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return toInstant({ year, month, day, hour: 0, minute: 0, second: 0 }, zone);
}

/** `status` repeated or comma-separated; 400 naming an unknown one. */
function displayStatusesOf(values: readonly string[], english: boolean): Set<DisplayStatus> {
  const statuses = new Set<DisplayStatus>();
  for (const value of values.flatMap((item) => item.split(','))) {
    const status = value.trim().toUpperCase();
    if (!(DISPLAY_STATUSES as readonly string[]).includes(status)) {
      const known = DISPLAY_STATUSES.join(', ');
      throw validationFailed({
        status: english
          ? `Unknown status "${value}"; use ${known}.`
          : `El estado "${value}" no existe; usa ${known}.`,
      });
    }
    statuses.add(status as DisplayStatus);
  }
  return statuses;
}

export async function loadByPublicId(
  tx: Tx,
  organizationId: string,
  publicId: string,
): Promise<LoadedActivity> {
  const [loaded] = await loadActivities(tx, organizationId, sql`a.public_id = ${publicId}`);
  if (!loaded) throw activityNotFound();
  return loaded;
}

async function worksAt(tx: Tx, organizationId: string, personId: string, venueId: string): Promise<boolean> {
  const [row] = await selectRows<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from person_venues where tenant_id = ${organizationId}
          and person_id = ${personId} and venue_id = ${venueId}) as yes`,
  );
  return row?.yes === true;
}

export const activityRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/activities/occurrences',
    {
      schema: {
        operationId: 'listActivityOccurrences',
        tags: ['activities'],
        summary:
          "The occurrences of the person's activities (or a venue's) that overlap the days from `from` to `to`, by priority then due date",
        querystring: ListQuery,
        response: {
          200: ref(ActivityOccurrenceList),
          400: errorResponse(
            `Unknown zone, \`to\` before \`from\`, or more than ${MAX_RANGE_DAYS} days (VALIDATION_ERROR)`,
          ),
          403: errorResponse("A venue's list without working there or MANAGE_ACTIVITIES (FORBIDDEN)"),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { from, timeZone, venueId, available, category } = request.query;
      const to = request.query.to ?? from;
      const english = localeOf(request) === 'en-US';
      if (!isValidZone(timeZone)) {
        throw validationFailed({
          timeZone: english
            ? `The time zone "${timeZone}" does not exist.`
            : `La zona horaria "${timeZone}" no existe.`,
        });
      }
      const days = dayNumber(to) - dayNumber(from) + 1;
      if (days < 1 || days > MAX_RANGE_DAYS) {
        throw validationFailed({
          to: english
            ? `The range goes from one day to ${MAX_RANGE_DAYS} days, with \`to\` on or after \`from\`.`
            : `El rango va de un día a ${MAX_RANGE_DAYS} días, y "to" no puede ser anterior a "from".`,
        });
      }
      const windowStart = midnight(from, timeZone);
      const windowEnd = midnight(dateOfDay(dayNumber(to) + 1), timeZone);
      const statuses = request.query.status ? displayStatusesOf(request.query.status, english) : null;

      return request.withTenant(async (tx) => {
        if (
          venueId &&
          !member.permissions.has(MANAGE) &&
          !(await worksAt(tx, organizationId, member.person.id, venueId))
        ) {
          throw forbidden();
        }
        const list = await listDay(tx, {
          organizationId,
          personId: member.person.id,
          windowStart,
          windowEnd,
          ...(venueId ? { venueId } : {}),
          available: available === true,
          ...(category ? { category } : {}),
          statuses,
          onStalledRule: (publicId) =>
            request.log.warn({ activity: publicId }, 'activity rule stopped expanding'),
        });
        return { from, to, timeZone, ...list };
      });
    },
  );

  api.get(
    '/activities/:publicId',
    {
      schema: {
        operationId: 'getActivity',
        tags: ['activities'],
        summary: 'An activity as its editor shows it: the series, its rule and its people',
        params: PublicIdParams,
        response: {
          200: ref(Activity),
          404: errorResponse('No such activity, or not reachable (ACTIVITY_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      return request.withTenant(async (tx) => {
        const loaded = await loadByPublicId(tx, organizationId, request.params.publicId);
        await requireReach(tx, organizationId, loaded, member);
        return toActivity(loaded);
      });
    },
  );

  api.post(
    '/activities',
    {
      config: { permission: MANAGE, flag: 'createNewActivity' },
      schema: {
        operationId: 'createActivity',
        tags: ['activities'],
        summary: 'Create an activity (SPEC 9 create-new-activity flag)',
        body: ActivityInput,
        response: {
          201: ref(Activity),
          400: errorResponse(
            'Invalid input, each field named: a rule part, a zone, a date, a person… (VALIDATION_ERROR)',
          ),
          404: errorResponse('The create-new-activity flag is off (FEATURE_DISABLED)'),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const created = await request.withTenant(async (tx) => {
        const checked = await checkActivity(tx, organizationId, request.body, localeOf(request));
        const [row] = await tx
          .insert(activities)
          .values({ organizationId, ...checked.values, createdBy: member.person.id })
          .returning({ id: activities.id, publicId: activities.publicId });
        await replaceResponsibles(tx, organizationId, row!.id, checked.responsible);
        return toActivity(await loadByPublicId(tx, organizationId, row!.publicId));
      });
      reply.code(201);
      return created;
    },
  );

  api.patch(
    '/activities/:publicId',
    {
      config: { permission: MANAGE, flag: 'createNewActivity' },
      schema: {
        operationId: 'updateActivity',
        tags: ['activities'],
        summary:
          "Change an activity; the occurrences' records stay, keyed by recurrence id (SPEC 9 create-new-activity flag)",
        params: PublicIdParams,
        body: ActivityChanges,
        response: {
          200: ref(Activity),
          400: errorResponse('Invalid input, each field named (VALIDATION_ERROR)'),
          404: errorResponse('No such activity (ACTIVITY_NOT_FOUND), or the flag is off (FEATURE_DISABLED)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return request.withTenant(async (tx) => {
        const loaded = await loadByPublicId(tx, organizationId, request.params.publicId);
        const current = toActivity(loaded);
        const merged = {
          title: current.title,
          description: current.description,
          start: current.start,
          timeZone: current.timeZone,
          duration: current.duration,
          rrule: current.rrule,
          rdates: current.rdates,
          exdates: current.exdates,
          status: current.status,
          priority: current.priority,
          categories: current.categories,
          venueId: current.venue?.id ?? null,
          responsible: current.responsible.map((person) => person.passport),
          isReminder: current.isReminder,
          content: currentContent(loaded),
          ...request.body,
        };
        const checked = await checkActivity(tx, organizationId, merged, localeOf(request));
        await tx
          .update(activities)
          .set(checked.values)
          .where(and(eq(activities.organizationId, organizationId), eq(activities.id, loaded.row.id)));
        await replaceResponsibles(tx, organizationId, loaded.row.id, checked.responsible);
        return toActivity(await loadByPublicId(tx, organizationId, loaded.row.publicId));
      });
    },
  );

  api.delete(
    '/activities/:publicId',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'deleteActivity',
        tags: ['activities'],
        summary: 'Delete an activity with its occurrences’ records',
        params: PublicIdParams,
        response: { 204: Type.Null(), 404: errorResponse('No such activity (ACTIVITY_NOT_FOUND)') },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const deleted = await request.withTenant((tx) =>
        tx
          .delete(activities)
          .where(
            and(
              eq(activities.organizationId, organizationId),
              eq(activities.publicId, request.params.publicId),
            ),
          )
          .returning({ id: activities.id }),
      );
      if (deleted.length === 0) throw activityNotFound();
      reply.code(204);
      return null;
    },
  );
};

/** The stored content as the editor's input sends it back. */
function currentContent(loaded: LoadedActivity) {
  const { row } = loaded;
  if (row.contentType === 'workflow' && row.contentObjectId) {
    return { contentType: 'workflow' as const, objectId: row.contentObjectId };
  }
  if (row.contentType === 'checklist' && row.contentObjectId) {
    return { contentType: 'checklist' as const, objectId: row.contentObjectId };
  }
  if (row.contentType === 'text' && row.contentText)
    return { contentType: 'text' as const, text: row.contentText };
  return null;
}

/** 404 unless the member is responsible, may take it, or manages activities. */
export async function requireReach(
  tx: Tx,
  organizationId: string,
  loaded: LoadedActivity,
  member: ReturnType<typeof requireMember>,
): Promise<void> {
  if (member.permissions.has(MANAGE)) return;
  const [row] = await selectRows<{ yes: boolean }>(
    tx,
    sql`select ${reachableBy(organizationId, member.person.id)} as yes
        from activities a where a.tenant_id = ${organizationId} and a.id = ${loaded.row.id}`,
  );
  if (row?.yes !== true) throw activityNotFound();
}
