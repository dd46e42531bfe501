/**
 * Who may see an execution, and the execution as its page shows it. An execution is visible to
 * MANAGE_WORKFLOWS holders, to the person who started it, and to anyone in the audience of one
 * of its (open or past) tasks.
 */
import type { WorkflowStep } from '@faena/workflow-engine';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { taskAudienceIncludes } from './runtime.ts';
import type { WorkflowExecutionDetail } from './runtime-schemas.ts';
import {
  workflowDefinitions,
  workflowExecutions,
  workflowResponses,
  workflowSteps,
  workflowTypes,
} from './tables.ts';

export interface Viewer {
  organizationId: string;
  personId: string;
  /** Holds MANAGE_WORKFLOWS. */
  administers: boolean;
}

/** True for a `workflow_executions` row the person may see (the admin case aside). */
export function executionVisibleTo(organizationId: string, personId: string): SQL<boolean> {
  return sql<boolean>`(${workflowExecutions.startedBy} = ${personId}::uuid or exists (
    select 1 from ${workflowSteps}
    where ${workflowSteps.organizationId} = ${workflowExecutions.organizationId}
      and ${workflowSteps.executionId} = ${workflowExecutions.id}
      and ${workflowSteps.type} in ('UserTask', 'undefined_expired')
      and ${taskAudienceIncludes(organizationId, personId)}
  ))`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The execution as its page shows it, or null when it does not exist or the viewer may not see it. */
export async function executionDetail(
  tx: Tx,
  viewer: Viewer,
  executionId: string,
): Promise<Static<typeof WorkflowExecutionDetail> | null> {
  const { organizationId, personId } = viewer;
  const [execution] = await tx
    .select({
      id: workflowExecutions.id,
      workflowTypeId: workflowExecutions.workflowTypeId,
      workflowTypeName: workflowTypes.name,
      workflowId: workflowExecutions.workflowId,
      version: workflowDefinitions.version,
      status: workflowExecutions.status,
      startedAt: workflowExecutions.startedAt,
      finishedAt: workflowExecutions.finishedAt,
      startedBy: workflowExecutions.startedBy,
      startedByName: workflowExecutions.startedByName,
      variables: workflowExecutions.variables,
      visible: viewer.administers ? sql<boolean>`true` : executionVisibleTo(organizationId, personId),
    })
    .from(workflowExecutions)
    .innerJoin(
      workflowDefinitions,
      and(
        eq(workflowDefinitions.organizationId, workflowExecutions.organizationId),
        eq(workflowDefinitions.id, workflowExecutions.workflowId),
      ),
    )
    .innerJoin(
      workflowTypes,
      and(
        eq(workflowTypes.organizationId, workflowExecutions.organizationId),
        eq(workflowTypes.id, workflowExecutions.workflowTypeId),
      ),
    )
    .where(
      and(eq(workflowExecutions.organizationId, organizationId), eq(workflowExecutions.id, executionId)),
    );
  if (!execution?.visible) return null;

  const steps = await tx
    .select({
      row: workflowSteps,
      canComplete: taskAudienceIncludes(organizationId, personId),
    })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.organizationId, organizationId), eq(workflowSteps.executionId, executionId)))
    // Ids end in the execution's own counter: `…:step:<n>`.
    .orderBy(
      asc(workflowSteps.createdAt),
      sql`(regexp_replace(${workflowSteps.id}, '^.*:', ''))::bigint`,
      asc(workflowSteps.id),
    );
  const responses = await tx
    .select()
    .from(workflowResponses)
    .where(
      and(
        eq(workflowResponses.organizationId, organizationId),
        eq(workflowResponses.executionId, executionId),
      ),
    )
    .orderBy(asc(workflowResponses.createdAt));

  return {
    id: execution.id,
    workflowTypeId: execution.workflowTypeId,
    workflowTypeName: execution.workflowTypeName,
    workflowId: execution.workflowId,
    version: execution.version,
    status: execution.status,
    startedAt: execution.startedAt.toISOString(),
    finishedAt: iso(execution.finishedAt),
    startedBy: execution.startedBy ? { id: execution.startedBy, name: execution.startedByName ?? '' } : null,
    variables: execution.variables,
    steps: steps.map(({ row }) => stepOf(row)),
    responses: responses.map((response) => ({
      id: response.id,
      created_at: response.createdAt.toISOString(),
      updated_at: response.updatedAt.toISOString(),
      response: response.response,
      user: { passport: response.personId, name: response.personName },
      workflow_form: response.workflowForm,
      element_model: response.elementModel,
      step_id: response.stepId,
    })),
    openTasks: steps
      .filter(({ row }) => row.isActive && row.type === 'UserTask')
      .map(({ row, canComplete }) => ({
        stepId: row.id,
        bpmnId: row.bpmnId,
        name: row.name,
        formId: row.formId,
        dueAt: iso(row.dueAt),
        canComplete: execution.status === 'InProcess' && canComplete === true,
      })),
  };
}

/** A step row as SPEC 3's workflow step. */
export function stepOf(row: typeof workflowSteps.$inferSelect): WorkflowStep {
  const isTask = row.type === 'UserTask' || row.type === 'undefined_expired';
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: iso(row.deletedAt),
    name: row.name,
    bpmn_id: row.bpmnId,
    type: row.type,
    is_active: row.isActive,
    execution: row.executionId,
    attached_to: row.attachedTo,
    ...(isTask
      ? {
          execution_audience: row.executionAudience ?? null,
          successfully_completed: row.successfullyCompleted,
          summary: row.summary,
          description: row.description,
          due_at: iso(row.dueAt),
        }
      : {}),
  };
}
