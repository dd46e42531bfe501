/**
 * Checklist executions: saving a draft or submitting it (idempotent by the device's draft id),
 * the lists (managers see every execution, others their own) and one execution with its pinned
 * version's questions, and the flagged answers across executions.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows } from '../../platform/database/database.ts';
import { localeOf, sayIn } from '../../platform/http/language.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { checkAnswersSize, saveExecution } from './executions.ts';
import { executionsWhere } from './filters.ts';
import {
  ChecklistExecutionDetail,
  ChecklistExecutionList,
  ChecklistFlaggedAnswerList,
  ExecutionFilterFields,
  ExecutionInput,
  PageFields,
} from './schemas.ts';
import {
  EXECUTION_COLUMNS,
  EXECUTION_JOINS,
  executionNotFound,
  loadExecutionDetail,
  manages,
  type RawExecution,
  toExecution,
} from './store.ts';

const ClientIdParams = Type.Object(
  { clientId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const ListQuery = Type.Object({ ...ExecutionFilterFields, ...PageFields }, { additionalProperties: false });
/** Answers up to 1 MB plus the rest of the body. */
const EXECUTION_BODY_LIMIT = 1024 * 1024 + 64 * 1024;

export const executionRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.put(
    '/checklist-executions/:clientId',
    {
      bodyLimit: EXECUTION_BODY_LIMIT,
      schema: {
        operationId: 'saveChecklistExecution',
        tags: ['checklists'],
        summary:
          'Save the draft `clientId` (the device’s id for it) or submit it: answers checked against the pinned version, scored, flagged answers kept, and with `activity` the occurrence completed. Submitting again answers the stored execution unchanged',
        params: ClientIdParams,
        body: ExecutionInput,
        response: {
          200: ref(ChecklistExecutionDetail),
          201: ref(ChecklistExecutionDetail),
          400: errorResponse(
            'Answers refused by the form’s rules (INVALID_FORM_RESPONSE with `fields`), over 1 MB, a venue that does not exist or another version than the pinned one (VALIDATION_ERROR)',
          ),
          403: errorResponse('The draft id is another person’s (FORBIDDEN)'),
          404: errorResponse(
            'No such checklist or version, archived, or not for the caller’s audience (CHECKLIST_NOT_FOUND); no such activity or occurrence (ACTIVITY_NOT_FOUND, OCCURRENCE_NOT_FOUND)',
          ),
          409: errorResponse('A draft save after the submission (EXECUTION_SUBMITTED)'),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const locale = localeOf(request);
      checkAnswersSize(request.body.answers, locale);
      const saved = await request.withTenant((tx) =>
        saveExecution(tx, organizationId, member, request.params.clientId, request.body, locale),
      );
      reply.code(saved.created ? 201 : 200);
      return saved.execution;
    },
  );

  api.get(
    '/checklist-executions',
    {
      schema: {
        operationId: 'listChecklistExecutions',
        tags: ['checklists'],
        summary:
          'Checklist executions, newest first (submitted by submission, drafts by their last save): every one for MANAGE_CHECKLISTS, else the caller’s own',
        querystring: ListQuery,
        response: {
          200: ref(ChecklistExecutionList),
          400: errorResponse(
            'An unknown zone, `to` before `from`, or `maxScore` below `minScore` (VALIDATION_ERROR)',
          ),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { page = 1, pageSize = 20, ...filters } = request.query;
      const where = executionsWhere(organizationId, member, filters, sayIn(localeOf(request)));
      return request.withTenant(async (tx) => {
        const [counted] = await selectRows<{ count: number | string }>(
          tx,
          sql`select count(*) as count from checklist_executions e
              join checklists c on c.tenant_id = e.tenant_id and c.id = e.checklist_id where ${where}`,
        );
        const rows = await selectRows<RawExecution>(
          tx,
          sql`select ${EXECUTION_COLUMNS} from checklist_executions e ${EXECUTION_JOINS}
              where ${where} order by e.listed_at desc, e.id desc
              limit ${pageSize} offset ${(page - 1) * pageSize}`,
        );
        return { count: Number(counted?.count ?? 0), results: rows.map(toExecution) };
      });
    },
  );

  api.get(
    '/checklist-executions/:id',
    {
      schema: {
        operationId: 'getChecklistExecution',
        tags: ['checklists'],
        summary:
          'One execution with its answers and the questions of the version it was made with (its own person, or MANAGE_CHECKLISTS)',
        params: IdParams,
        response: {
          200: ref(ChecklistExecutionDetail),
          404: errorResponse('No such execution, or another person’s (EXECUTION_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const detail = await request.withTenant((tx) =>
        loadExecutionDetail(
          tx,
          organizationId,
          manages(member)
            ? sql`e.id = ${request.params.id}::uuid`
            : sql`e.id = ${request.params.id}::uuid and e.person_id = ${member.person.id}::uuid`,
        ),
      );
      if (!detail) throw executionNotFound();
      return detail;
    },
  );

  api.get(
    '/checklist-flagged-answers',
    {
      schema: {
        operationId: 'listFlaggedAnswers',
        tags: ['checklists'],
        summary:
          'The flagged answers of submitted executions (the executions list’s filters and visibility), newest submission first, each execution’s in question order',
        querystring: ListQuery,
        response: {
          200: ref(ChecklistFlaggedAnswerList),
          400: errorResponse(
            'An unknown zone, `to` before `from`, or `maxScore` below `minScore` (VALIDATION_ERROR)',
          ),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { page = 1, pageSize = 20, ...filters } = request.query;
      const where = executionsWhere(organizationId, member, filters, sayIn(localeOf(request)));
      return request.withTenant(async (tx) => {
        const [counted] = await selectRows<{ count: number | string }>(
          tx,
          sql`select count(*) as count from checklist_flagged_answers f
              join checklist_executions e on e.tenant_id = f.tenant_id and e.id = f.execution_id
              join checklists c on c.tenant_id = e.tenant_id and c.id = e.checklist_id
              where f.tenant_id = ${organizationId} and e.status = 'submitted' and ${where}`,
        );
        const rows = await selectRows<RawExecution & { name: string; label: string; answer: unknown }>(
          tx,
          sql`select ${EXECUTION_COLUMNS}, f.name, f.label, f.answer
              from checklist_flagged_answers f
              join checklist_executions e on e.tenant_id = f.tenant_id and e.id = f.execution_id
              ${EXECUTION_JOINS}
              where f.tenant_id = ${organizationId} and e.status = 'submitted' and ${where}
              order by e.listed_at desc, e.id desc, f.position, f.name
              limit ${pageSize} offset ${(page - 1) * pageSize}`,
        );
        return {
          count: Number(counted?.count ?? 0),
          results: rows.map((row) => {
            const execution = toExecution(row);
            return {
              executionId: execution.id,
              checklistId: execution.checklistId,
              title: execution.title,
              name: row.name,
              label: row.label,
              answer: row.answer ?? null,
              person: execution.person,
              venue: execution.venue,
              submittedAt: execution.submittedAt ?? execution.startedAt,
            };
          }),
        };
      });
    },
  );
};
