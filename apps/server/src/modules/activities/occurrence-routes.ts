/**
 * One occurrence of an activity: its detail with what was done for it, and completing or
 * cancelling it. Each writes the occurrence's own task-execution record and never the series;
 * the record's unique key makes two completions at once record one.
 */
import type { Occurrence } from '@faena/recurrence';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { type Member, requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { workflowExecutions } from '../workflows/index.ts';
import { loadByPublicId, localeOf, requireReach } from './routes.ts';
import {
  ActivityOccurrence,
  ActivityOccurrenceDetail,
  ActivityRelatedRecord,
  OccurrenceOutcome,
  RecurrenceIdString,
} from './schemas.ts';
import { occurrenceOf, seriesOf } from './series.ts';
import { executionsOf, type LoadedActivity, occurrenceKey, toOccurrence, toRelatedRecord } from './store.ts';
import { type ActivityStatus, activityExecutions, activityRelatedRecords, RELATED_MODELS } from './tables.ts';

const Params = Type.Object(
  { publicId: Type.String({ minLength: 1, maxLength: 255 }), recurrenceId: RecurrenceIdString },
  { additionalProperties: false },
);

const occurrenceNotFound = () =>
  new ApiError(404, 'OCCURRENCE_NOT_FOUND', 'La actividad no tiene una ocurrencia en esa fecha.');

/** The activity (reachable by the member) and its occurrence named by the params; 404 otherwise. */
async function findOccurrence(
  tx: Tx,
  organizationId: string,
  member: ReturnType<typeof requireMember>,
  params: { publicId: string; recurrenceId: string },
) {
  const loaded = await loadByPublicId(tx, organizationId, params.publicId);
  await requireReach(tx, organizationId, loaded, member);
  const occurrence = occurrenceOf(seriesOf(loaded.row), params.recurrenceId);
  if (!occurrence) throw occurrenceNotFound();
  return { loaded, occurrence };
}

/** The occurrence as the API shows it, with its task-execution record (read now). */
async function occurrenceView(
  tx: Tx,
  organizationId: string,
  loaded: LoadedActivity,
  occurrence: Occurrence,
) {
  const { recurrenceId } = occurrence;
  const executions = await executionsOf(tx, organizationId, [{ activityId: loaded.row.id, recurrenceId }]);
  const execution = executions.get(occurrenceKey(loaded.row.id, recurrenceId));
  return { view: toOccurrence(loaded, occurrence, execution, Date.now()), execution: execution ?? null };
}

const closedAlready = (status: ActivityStatus, english: boolean) =>
  new ApiError(
    409,
    'OCCURRENCE_CLOSED',
    status === 'CANCELLED'
      ? english
        ? 'This occurrence was canceled; it can no longer be completed.'
        : 'Esta ocurrencia fue cancelada; ya no se puede completar.'
      : english
        ? 'This occurrence was completed; it can no longer be cancelled.'
        : 'Esta ocurrencia ya fue completada; ya no se puede cancelar.',
  );

export const occurrenceRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/activities/:publicId/occurrences/:recurrenceId',
    {
      schema: {
        operationId: 'getActivityOccurrence',
        tags: ['activities'],
        summary: 'One occurrence with its status, its record and what was done for it',
        params: Params,
        response: {
          200: ref(ActivityOccurrenceDetail),
          404: errorResponse('No such activity (ACTIVITY_NOT_FOUND) or occurrence (OCCURRENCE_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      return request.withTenant(async (tx) => {
        const { loaded, occurrence } = await findOccurrence(tx, organizationId, member, request.params);
        const { view, execution } = await occurrenceView(tx, organizationId, loaded, occurrence);
        // A workflow execution's record is done when the execution is, read live.
        const related = await tx
          .select({ record: activityRelatedRecords, finishedAt: workflowExecutions.finishedAt })
          .from(activityRelatedRecords)
          .leftJoin(
            workflowExecutions,
            and(
              eq(workflowExecutions.organizationId, activityRelatedRecords.organizationId),
              eq(activityRelatedRecords.contentTypeModel, 'workflow_execution'),
              sql`${workflowExecutions.id}::text = ${activityRelatedRecords.objectId}`,
            ),
          )
          .where(
            and(
              eq(activityRelatedRecords.organizationId, organizationId),
              eq(activityRelatedRecords.activityId, loaded.row.id),
              eq(activityRelatedRecords.recurrenceId, request.params.recurrenceId),
            ),
          )
          .orderBy(asc(activityRelatedRecords.createdAt));
        return {
          occurrence: view,
          rrule: loaded.row.rrule,
          relatedRecords: related.map(({ record, finishedAt }) =>
            toRelatedRecord(
              { ...record, completedAt: record.completedAt ?? finishedAt },
              execution?.id ?? null,
            ),
          ),
          canEdit: member.permissions.has('MANAGE_ACTIVITIES'),
        };
      });
    },
  );

  for (const [action, status] of [
    ['complete', 'COMPLETED'],
    ['cancel', 'CANCELLED'],
  ] as const) {
    api.post(
      `/activities/:publicId/occurrences/:recurrenceId/${action}`,
      {
        schema: {
          operationId: action === 'complete' ? 'completeActivityOccurrence' : 'cancelActivityOccurrence',
          tags: ['activities'],
          summary:
            action === 'complete'
              ? 'Complete one occurrence (the series and the other occurrences stay as they are); again: the first completion stands'
              : 'Cancel one occurrence (the series and the other occurrences stay as they are)',
          params: Params,
          body: OccurrenceOutcome,
          response: {
            200: ref(ActivityOccurrence),
            404: errorResponse('No such activity (ACTIVITY_NOT_FOUND) or occurrence (OCCURRENCE_NOT_FOUND)'),
            409: errorResponse(
              action === 'complete'
                ? 'The occurrence or its series was cancelled (OCCURRENCE_CLOSED)'
                : 'The occurrence or its series was completed (OCCURRENCE_CLOSED)',
            ),
          },
        },
      },
      async (request) => {
        const organizationId = requireOrganization(request).id;
        const member = requireMember(request);
        const english = localeOf(request) === 'en-US';
        return request.withTenant(async (tx) => {
          const { loaded, occurrence } = await findOccurrence(tx, organizationId, member, request.params);
          if (loaded.row.status !== 'NEEDS-ACTION' && loaded.row.status !== status) {
            throw closedAlready(loaded.row.status, english);
          }
          const now = new Date();
          const description = request.body.description?.trim() || null;
          // The first outcome stands: an open record is closed; a closed one is left alone.
          await tx
            .insert(activityExecutions)
            .values({
              organizationId,
              activityId: loaded.row.id,
              recurrenceId: request.params.recurrenceId,
              status,
              completedAt: status === 'COMPLETED' ? now : null,
              description,
              personId: member.person.id,
              personName: member.person.name,
            })
            .onConflictDoUpdate({
              target: [
                activityExecutions.organizationId,
                activityExecutions.activityId,
                activityExecutions.recurrenceId,
              ],
              set: {
                status,
                completedAt: status === 'COMPLETED' ? now : null,
                description,
                personId: member.person.id,
                personName: member.person.name,
                updatedAt: now,
              },
              setWhere: sql`${activityExecutions.status} = 'NEEDS-ACTION'`,
            });
          const { view, execution } = await occurrenceView(tx, organizationId, loaded, occurrence);
          if (execution && execution.status !== status) throw closedAlready(execution.status, english);
          return view;
        });
      },
    );
  }

  api.post(
    '/activities/:publicId/occurrences/:recurrenceId/related-records',
    {
      schema: {
        operationId: 'addActivityRelatedRecord',
        tags: ['activities'],
        summary:
          'Record what was done for an occurrence: a workflow execution started from it, or a checklist execution',
        params: Params,
        body: Type.Object(
          {
            contentTypeModel: Type.Union(RELATED_MODELS.map((model) => Type.Literal(model))),
            objectId: Type.String({ format: 'uuid' }),
          },
          { additionalProperties: false },
        ),
        response: {
          201: ref(ActivityRelatedRecord),
          400: errorResponse('The workflow or checklist execution does not exist (VALIDATION_ERROR)'),
          404: errorResponse('No such activity (ACTIVITY_NOT_FOUND) or occurrence (OCCURRENCE_NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const english = localeOf(request) === 'en-US';
      const record = await request.withTenant(async (tx) => {
        const { loaded, occurrence } = await findOccurrence(tx, organizationId, member, request.params);
        const { contentTypeModel, objectId } = request.body;
        let completedAt: Date | null = null;
        if (contentTypeModel === 'workflow_execution') {
          const [execution] = await tx
            .select({ finishedAt: workflowExecutions.finishedAt })
            .from(workflowExecutions)
            .where(
              and(eq(workflowExecutions.organizationId, organizationId), eq(workflowExecutions.id, objectId)),
            );
          if (!execution) {
            throw new ApiError(
              400,
              'VALIDATION_ERROR',
              english ? 'The workflow execution does not exist.' : 'La ejecución del workflow no existe.',
              {
                objectId: english
                  ? 'The workflow execution does not exist.'
                  : 'La ejecución del workflow no existe.',
              },
            );
          }
          completedAt = execution.finishedAt;
        } else {
          const [execution] = await selectRows<{ submitted_at: string | Date | null }>(
            tx,
            sql`select submitted_at from checklist_executions
                where tenant_id = ${organizationId} and id = ${objectId}::uuid`,
          );
          if (!execution) {
            const message = english
              ? 'The checklist execution does not exist.'
              : 'La ejecución de la lista de verificación no existe.';
            throw new ApiError(400, 'VALIDATION_ERROR', message, { objectId: message });
          }
          completedAt = execution.submitted_at === null ? null : new Date(execution.submitted_at);
        }
        const [row] = await tx
          .insert(activityRelatedRecords)
          .values({
            organizationId,
            activityId: loaded.row.id,
            recurrenceId: request.params.recurrenceId,
            contentTypeModel,
            objectId,
            personId: member.person.id,
            userName: member.person.name,
            completedAt,
          })
          .returning();
        const { execution } = await occurrenceView(tx, organizationId, loaded, occurrence);
        return toRelatedRecord(row!, execution?.id ?? null);
      });
      reply.code(201);
      return record;
    },
  );
};

/**
 * For other modules (a checklist submitted from an occurrence): records `objectId` as a related
 * record of the occurrence the member reaches (404 ACTIVITY_NOT_FOUND / OCCURRENCE_NOT_FOUND
 * otherwise) and, with `complete`, completes the occurrence at `completedAt` unless it was
 * completed or cancelled already (the first outcome stands).
 */
export async function recordRelatedRecord(
  tx: Tx,
  organizationId: string,
  member: Member,
  input: {
    publicId: string;
    recurrenceId: string;
    contentTypeModel: (typeof RELATED_MODELS)[number];
    objectId: string;
    completedAt: Date | null;
    complete: boolean;
  },
) {
  const { loaded, occurrence } = await findOccurrence(tx, organizationId, member, input);
  const [row] = await tx
    .insert(activityRelatedRecords)
    .values({
      organizationId,
      activityId: loaded.row.id,
      recurrenceId: input.recurrenceId,
      contentTypeModel: input.contentTypeModel,
      objectId: input.objectId,
      personId: member.person.id,
      userName: member.person.name,
      completedAt: input.completedAt,
    })
    .returning();
  if (input.complete && loaded.row.status === 'NEEDS-ACTION') {
    const completedAt = input.completedAt ?? new Date();
    await tx
      .insert(activityExecutions)
      .values({
        organizationId,
        activityId: loaded.row.id,
        recurrenceId: input.recurrenceId,
        status: 'COMPLETED',
        completedAt,
        personId: member.person.id,
        personName: member.person.name,
      })
      .onConflictDoUpdate({
        target: [
          activityExecutions.organizationId,
          activityExecutions.activityId,
          activityExecutions.recurrenceId,
        ],
        set: {
          status: 'COMPLETED',
          completedAt,
          personId: member.person.id,
          personName: member.person.name,
          updatedAt: new Date(),
        },
        setWhere: sql`${activityExecutions.status} = 'NEEDS-ACTION'`,
      });
  }
  const { execution } = await occurrenceView(tx, organizationId, loaded, occurrence);
  return toRelatedRecord(row!, execution?.id ?? null);
}
