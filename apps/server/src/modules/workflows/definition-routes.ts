/**
 * A workflow definition (one version of a type's process): read by whoever may see the type
 * (the viewer draws it), saved from the revision the editor started from, published once after
 * validation, and copied into a new draft version.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody, errorBody } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { formsModule } from '../forms/index.ts';
import { canAdministerWorkflows, canSeeType, loadDefinition } from './access.ts';
import {
  createVersion,
  DefinitionInvalid,
  definitionNotFound,
  publishDefinition,
  RevisionConflict,
  saveDefinition,
  toDefinition,
} from './definitions.ts';
import { WorkflowConflictBody, WorkflowDefinition, WorkflowInvalidBody } from './schemas.ts';

const ADMIN = { permission: 'MANAGE_WORKFLOWS' } as const;
/** A BPMN document with its diagram: generous, but bounded. */
export const MAX_XML = 2_000_000;
const BPMN_BODY_LIMIT = 4 * 1024 * 1024;

export const DefinitionParams = Type.Object(
  { workflowId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

const SaveBody = Type.Object(
  {
    xml: Type.String({ minLength: 1, maxLength: MAX_XML, description: 'The BPMN 2.0 XML' }),
    revision: Type.Integer({ minimum: 1, description: 'The revision the editor started from' }),
  },
  { additionalProperties: false },
);

/** The 409 of a stale revision carries the stored definition; the 422 of publishing, its problems. */
function sendDefinitionRefusal(reply: FastifyReply, error: unknown): boolean {
  if (error instanceof RevisionConflict) {
    reply
      .code(409)
      .send({ ...errorBody(409, error.message, error.code), current: toDefinition(error.current) });
    return true;
  }
  if (error instanceof DefinitionInvalid) {
    reply.code(422).send({ ...errorBody(422, error.message, error.code), problems: error.problems });
    return true;
  }
  return false;
}

export const workflowDefinitionRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-definitions/:workflowId',
    {
      schema: {
        operationId: 'getWorkflowDefinition',
        tags: ['workflows'],
        summary: 'One version of a workflow type: its BPMN XML, status and revision',
        params: DefinitionParams,
        response: { 200: ref(WorkflowDefinition), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const row = await request.withTenant(async (tx) => {
        const found = await loadDefinition(tx, organizationId, request.params.workflowId);
        if (!found) return null;
        const visible = await canSeeType(
          tx,
          organizationId,
          member.person.id,
          canAdministerWorkflows(request),
          found.workflowTypeId,
          found.id,
        );
        return visible ? found : null;
      });
      if (!row) throw definitionNotFound();
      return toDefinition(row);
    },
  );

  api.put(
    '/workflow-definitions/:workflowId',
    {
      config: ADMIN,
      bodyLimit: BPMN_BODY_LIMIT,
      schema: {
        operationId: 'saveWorkflowDefinition',
        tags: ['workflows'],
        summary:
          'Save a draft from the revision it was opened at: 409 WORKFLOW_REVISION_CONFLICT (with the stored definition) when another save came first, 409 WORKFLOW_PUBLISHED for a published one, 400 INVALID_BPMN when the XML is not a process',
        params: DefinitionParams,
        body: SaveBody,
        response: {
          200: Type.Object({ revision: Type.Integer() }, { additionalProperties: false }),
          400: ref(ErrorBody),
          404: ref(ErrorBody),
          409: ref(WorkflowConflictBody),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      try {
        const saved = await request.withTenant((tx) =>
          saveDefinition(tx, organizationId, request.params.workflowId, request.body),
        );
        return { revision: saved.revision };
      } catch (error) {
        if (sendDefinitionRefusal(reply, error)) return reply;
        throw error;
      }
    },
  );

  api.post(
    '/workflow-definitions/:workflowId/publish',
    {
      config: ADMIN,
      bodyLimit: BPMN_BODY_LIMIT,
      schema: {
        operationId: 'publishWorkflowDefinition',
        tags: ['workflows'],
        summary:
          'Save and publish a draft (irreversible): 422 WORKFLOW_INVALID with each element’s problems, in the request’s language, and nothing changes',
        params: DefinitionParams,
        body: SaveBody,
        response: {
          200: Type.Object(
            { revision: Type.Integer(), status: Type.Literal('published') },
            { additionalProperties: false },
          ),
          400: ref(ErrorBody),
          404: ref(ErrorBody),
          409: ref(WorkflowConflictBody),
          422: ref(WorkflowInvalidBody),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const locale = formsModule.services.formLocaleOf(request.headers['accept-language']);
      try {
        const published = await request.withTenant((tx) =>
          publishDefinition(tx, organizationId, request.params.workflowId, request.body, locale),
        );
        return { revision: published.revision, status: 'published' as const };
      } catch (error) {
        if (sendDefinitionRefusal(reply, error)) return reply;
        throw error;
      }
    },
  );

  api.post(
    '/workflow-definitions/:workflowId/versions',
    {
      config: ADMIN,
      schema: {
        operationId: 'createWorkflowVersion',
        tags: ['workflows'],
        summary:
          'A new draft version copying a published one’s process and forms (201); the type’s existing draft when it has one (200); 409 from a draft',
        params: DefinitionParams,
        response: {
          200: ref(WorkflowDefinition),
          201: ref(WorkflowDefinition),
          404: ref(ErrorBody),
          409: ref(ErrorBody),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { row, created } = await request.withTenant((tx) =>
        createVersion(tx, organizationId, request.params.workflowId, member.person.id),
      );
      reply.code(created ? 201 : 200);
      return toDefinition(row);
    },
  );
};
