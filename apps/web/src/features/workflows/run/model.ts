/**
 * What the run screens read of the API's workflow answers (the generated types have these fields
 * and more): components take these shapes so they can be shown with any data.
 */
import type { WorkflowStatus } from '../status';

export interface TaskItem {
  stepId: string;
  executionId: string;
  workflowTypeId: string;
  workflowId: string;
  name: string;
  description?: string | null;
  dueAt?: string | null;
  createdAt: string;
  startedByName?: string | null;
}

export interface ExecutionSummary {
  id: string;
  workflowId: string;
  version: number;
  status: WorkflowStatus;
  startedAt: string;
  finishedAt?: string | null;
  startedBy?: { id: string; name: string } | null;
  openTasks: { bpmnId: string; name: string }[];
  variables?: Record<string, unknown>;
}

export interface StepItem {
  id: string;
  created_at: string;
  updated_at: string;
  name?: string | null;
  bpmn_id: string;
  type: string;
  is_active: boolean;
  attached_to?: string | null;
  successfully_completed?: boolean | null;
  summary?: string | null;
  description?: string | null;
  due_at?: string | null;
}

export interface ResponseItem {
  id: string;
  created_at: string;
  updated_at?: string;
  response: Record<string, unknown>;
  user?: { passport?: string | null; name?: string | null } | null;
  workflow_form?: string | null;
  element_model?: string | null;
  step_id: string;
}

export interface OpenTask {
  stepId: string;
  bpmnId: string;
  name: string;
  formId?: string | null;
  dueAt?: string | null;
  canComplete: boolean;
}

export interface ExecutionDetail {
  id: string;
  workflowTypeId: string;
  workflowTypeName: string;
  workflowId: string;
  version: number;
  status: WorkflowStatus;
  startedAt: string;
  finishedAt?: string | null;
  startedBy?: { id: string; name: string } | null;
  variables?: Record<string, unknown>;
  steps: StepItem[];
  responses: ResponseItem[];
  openTasks: OpenTask[];
}

/** Where an execution's page is. */
export const executionHref = (execution: { workflowTypeId: string; workflowId: string; id: string }) =>
  `/workflows/${execution.workflowTypeId}/executions/${execution.workflowId}/${execution.id}`;

/** The execution page of a task (its form shows there when the task is the person's). */
export const taskHref = (task: TaskItem) =>
  `/workflows/${task.workflowTypeId}/executions/${task.workflowId}/${task.executionId}`;
