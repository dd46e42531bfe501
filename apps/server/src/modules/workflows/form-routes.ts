/**
 * A definition's task forms (form-engine definitions; a user task names one with
 * `faena:formId`). Read by whoever may see the definition; written by MANAGE_WORKFLOWS while it
 * is a draft, each definition checked with the form engine's own rules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { ApiError, ErrorBody } from '../../platform/http/errors.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { freeFormObject, ref, refTo } from '../../platform/http/schemas.ts';
import { formsModule } from '../forms/index.ts';
import { canAdministerWorkflows, canSeeType, loadDefinition, loadForm } from './access.ts';
import { checkedForm, definitionNotFound, lockDraft } from './definitions.ts';
import { WorkflowFormSummary } from './schemas.ts';
import { workflowForms } from './tables.ts';

const ADMIN = { permission: 'MANAGE_WORKFLOWS' } as const;
const MAX_FORM_ID = 100;

const DefinitionParams = Type.Object(
  { workflowId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
const FormParams = Type.Object(
  {
    workflowId: Type.String({ format: 'uuid' }),
    formId: Type.String({ minLength: 1, maxLength: MAX_FORM_ID }),
  },
  { additionalProperties: false },
);
const FormBody = Type.Object(
  {
    definition: freeFormObject(
      { maxKeyLength: 200, maxEntries: 50 },
      { description: 'A form definition (SPEC 3): id, description, fields' },
    ),
  },
  { additionalProperties: false },
);
const FormIdAnswer = Type.Object({ formId: Type.String() }, { additionalProperties: false });
const FORM_BODY_LIMIT = 1024 * 1024;

const formNotFound = () => new ApiError(404, 'WORKFLOW_FORM_NOT_FOUND', 'El formulario no existe.');

/** 404 unless the definition exists and the person may see it. */
async function visibleDefinition(
  tx: Tx,
  organizationId: string,
  personId: string,
  administers: boolean,
  workflowId: string,
) {
  const row = await loadDefinition(tx, organizationId, workflowId);
  if (!row || !(await canSeeType(tx, organizationId, personId, administers, row.workflowTypeId, row.id))) {
    throw definitionNotFound();
  }
  return row;
}

export const workflowFormRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/workflow-definitions/:workflowId/forms',
    {
      schema: {
        operationId: 'listWorkflowForms',
        tags: ['workflows'],
        summary: 'The task forms of a definition, by id',
        params: DefinitionParams,
        response: { 200: Type.Array(ref(WorkflowFormSummary)), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { workflowId } = request.params;
      const rows = await request.withTenant(async (tx) => {
        await visibleDefinition(
          tx,
          organizationId,
          member.person.id,
          canAdministerWorkflows(request),
          workflowId,
        );
        return tx
          .select({ id: workflowForms.id, definition: workflowForms.definition })
          .from(workflowForms)
          .where(
            and(eq(workflowForms.organizationId, organizationId), eq(workflowForms.workflowId, workflowId)),
          )
          .orderBy(asc(workflowForms.id));
      });
      return rows.map((row) => ({ id: row.id, description: row.definition.description ?? null }));
    },
  );

  api.get(
    '/workflow-definitions/:workflowId/forms/:formId',
    {
      schema: {
        operationId: 'getWorkflowForm',
        tags: ['workflows'],
        summary: 'One task form of a definition',
        params: FormParams,
        response: { 200: refTo<Record<string, unknown>>('FormDefinition'), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const { workflowId, formId } = request.params;
      const form = await request.withTenant(async (tx) => {
        await visibleDefinition(
          tx,
          organizationId,
          member.person.id,
          canAdministerWorkflows(request),
          workflowId,
        );
        return loadForm(tx, organizationId, workflowId, formId);
      });
      if (!form) throw formNotFound();
      return form as unknown as Record<string, unknown>;
    },
  );

  api.post(
    '/workflow-definitions/:workflowId/forms',
    {
      config: ADMIN,
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        operationId: 'createWorkflowForm',
        tags: ['workflows'],
        summary:
          'Add a task form to a draft; its id is the definition’s `id` (409 WORKFLOW_FORM_EXISTS when taken, 409 WORKFLOW_PUBLISHED for a published definition)',
        params: DefinitionParams,
        body: FormBody,
        response: { 201: FormIdAnswer, 400: ref(ErrorBody), 404: ref(ErrorBody), 409: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const locale = formsModule.services.formLocaleOf(request.headers['accept-language']);
      const definition = checkedForm(request.body.definition, locale);
      if (definition.id.length > MAX_FORM_ID) {
        throw new ApiError(
          400,
          'INVALID_FORM_DEFINITION',
          `El id del formulario tiene más de ${MAX_FORM_ID} caracteres.`,
        );
      }
      const { workflowId } = request.params;
      await request.withTenant(async (tx) => {
        await lockDraft(tx, organizationId, workflowId);
        const inserted = await tx
          .insert(workflowForms)
          .values({ organizationId, workflowId, id: definition.id, definition })
          .onConflictDoNothing()
          .returning({ id: workflowForms.id });
        if (inserted.length === 0) {
          throw new ApiError(
            409,
            'WORKFLOW_FORM_EXISTS',
            `Ya existe un formulario con el id ${definition.id}.`,
          );
        }
      });
      reply.code(201);
      return { formId: definition.id };
    },
  );

  api.put(
    '/workflow-definitions/:workflowId/forms/:formId',
    {
      config: ADMIN,
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        operationId: 'saveWorkflowForm',
        tags: ['workflows'],
        summary:
          'Create or replace a task form of a draft (the path names it; the definition’s `id` is set to it); 409 WORKFLOW_PUBLISHED for a published definition',
        params: FormParams,
        body: FormBody,
        response: { 200: FormIdAnswer, 400: ref(ErrorBody), 404: ref(ErrorBody), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const locale = formsModule.services.formLocaleOf(request.headers['accept-language']);
      const { workflowId, formId } = request.params;
      const definition = checkedForm({ ...request.body.definition, id: formId }, locale);
      await request.withTenant(async (tx) => {
        await lockDraft(tx, organizationId, workflowId);
        await tx
          .insert(workflowForms)
          .values({ organizationId, workflowId, id: formId, definition })
          .onConflictDoUpdate({
            target: [workflowForms.organizationId, workflowForms.workflowId, workflowForms.id],
            set: { definition, updatedAt: new Date() },
          });
      });
      return { formId };
    },
  );
};
