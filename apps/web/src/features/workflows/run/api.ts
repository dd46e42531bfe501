import {
  ApiError,
  completeWorkflowTask,
  exportMyWorkflowExecutions,
  listMyWorkflowExecutions,
  startPublicWorkflowExecution,
  startWorkflowExecution,
  startWorkflowExecutionAt,
  unwrap,
} from '@faena/api-client';
import {
  getPublicWorkflowStartOptions,
  getWorkflowDefinitionOptions,
  getWorkflowElementStatsOptions,
  getWorkflowExecutionOptions,
  getWorkflowExecutionQueryKey,
  getWorkflowTaskFormOptions,
  getWorkflowTypeOptions,
  listMyWorkflowExecutionsOptions,
  listMyWorkflowTasksOptions,
} from '@faena/api-client/query';
import { parseFormDefinition } from '@faena/form-engine/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { perPerson } from '@/platform/api';
import { useSession } from '@/platform/session/session';
import type { ExecutionFilters } from './filters';
import type { ExecutionDetail, ExecutionSummary, TaskItem } from './model';

function usePersonId() {
  const { session } = useSession();
  return session.status === 'signedIn' ? session.person.id : null;
}

export const EXECUTIONS_PAGE_SIZE = 25;

export function useWorkflowTypeDetail(workflowTypeId: string) {
  const personId = usePersonId();
  return useQuery({ ...perPerson(getWorkflowTypeOptions({ path: { workflowTypeId } }), personId) });
}

/** My open tasks of one type, oldest due first (one page: the first 50). */
export function useMyTasks(workflowTypeId: string) {
  const personId = usePersonId();
  return useQuery({
    ...perPerson(listMyWorkflowTasksOptions({ query: { workflowTypeId, page: 1, pageSize: 50 } }), personId),
    select: (page) => ({ count: page.count, results: page.results as TaskItem[] }),
  });
}

/** The filters as the list and the export take them. */
export function filterQuery(filters: ExecutionFilters) {
  const variables =
    filters.variableName.trim() !== ''
      ? JSON.stringify({ [filters.variableName.trim()]: parseVariableValue(filters.variableValue) })
      : undefined;
  return {
    ...(filters.status.length > 0 ? { status: filters.status } : {}),
    ...(filters.startedFrom ? { startedFrom: startOfDay(filters.startedFrom) } : {}),
    ...(filters.startedTo ? { startedTo: startOfNextDay(filters.startedTo) } : {}),
    ...(filters.step ? { step: filters.step } : {}),
    ...(filters.startedBy ? { startedBy: filters.startedBy } : {}),
    ...(variables ? { variables } : {}),
  };
}

/** A typed value is matched as what it looks like: numbers and true/false as such, else text. */
export function parseVariableValue(raw: string): unknown {
  const text = raw.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text !== '' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return raw;
}

/** A date field's day (yyyy-mm-dd) as the instant it starts, in the person's time zone. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const startOfNextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
};

/** The executions list a page at a time (`count` / `results`), for an infinite list. */
export function useExecutionPages(workflowTypeId: string, filters: ExecutionFilters) {
  const personId = usePersonId();
  const query = filterQuery(filters);
  const base = listMyWorkflowExecutionsOptions({ path: { workflowTypeId }, query });
  return useInfiniteQuery({
    queryKey: [...base.queryKey, personId, 'pages'],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const page = await unwrap(
        listMyWorkflowExecutions({
          path: { workflowTypeId },
          query: { ...query, page: pageParam, pageSize: EXECUTIONS_PAGE_SIZE },
          signal,
        }),
      );
      return { count: page.count, results: page.results as ExecutionSummary[] };
    },
    getNextPageParam: (last, pages) =>
      pages.length * EXECUTIONS_PAGE_SIZE < last.count && last.results.length === EXECUTIONS_PAGE_SIZE
        ? pages.length + 1
        : undefined,
  });
}

/** The newest few executions of a type, for its overview. */
export function useRecentExecutions(workflowTypeId: string) {
  const personId = usePersonId();
  return useQuery({
    ...perPerson(
      listMyWorkflowExecutionsOptions({ path: { workflowTypeId }, query: { page: 1, pageSize: 5 } }),
      personId,
    ),
    select: (page) => ({ count: page.count, results: page.results as ExecutionSummary[] }),
  });
}

export function useExecution(executionId: string) {
  const personId = usePersonId();
  return useQuery({
    ...perPerson(getWorkflowExecutionOptions({ path: { executionId } }), personId),
    select: (execution) => execution as ExecutionDetail,
    // An execution under way moves on without this page (others' tasks, timers): look again now and then.
    refetchInterval: (query) => (query.state.data?.status === 'InProcess' ? 30_000 : false),
  });
}

/** Replaces the cached execution with one the server answered (after completing a task). */
export function useStoreExecution() {
  const queryClient = useQueryClient();
  const personId = usePersonId();
  return (execution: ExecutionDetail) => {
    queryClient.setQueryData(
      [...getWorkflowExecutionQueryKey({ path: { executionId: execution.id } }), personId],
      execution,
    );
    void queryClient.invalidateQueries({ queryKey: [{ _id: 'listMyWorkflowTasks' }] });
    void queryClient.invalidateQueries({ queryKey: [{ _id: 'listMyWorkflowExecutions' }] });
  };
}

/** Parsed once per answer: a new definition would start the form over (a stable select keeps it). */
const selectTaskForm = (answer: { definition?: unknown; canComplete: boolean }) => ({
  definition: answer.definition ? parseFormDefinition(answer.definition) : null,
  canComplete: answer.canComplete,
});

/** A task's form (null when it has none) and whether the person may complete it. */
export function useTaskForm(executionId: string, stepId: string | undefined) {
  return useQuery({
    ...getWorkflowTaskFormOptions({ path: { executionId, stepId: stepId ?? '' } }),
    enabled: Boolean(stepId),
    staleTime: Number.POSITIVE_INFINITY,
    select: selectTaskForm,
  });
}

export function useDefinitionXml(workflowId: string, enabled = true) {
  return useQuery({
    ...getWorkflowDefinitionOptions({ path: { workflowId } }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    select: (definition) => definition.xml,
  });
}

export function useElementStats(workflowId: string, enabled: boolean) {
  return useQuery({ ...getWorkflowElementStatsOptions({ path: { workflowId } }), enabled });
}

export const completeTask = async (
  executionId: string,
  stepId: string,
  response: Record<string, unknown>,
): Promise<ExecutionDetail> =>
  (await unwrap(
    completeWorkflowTask({ path: { executionId, stepId }, body: { response } }),
  )) as ExecutionDetail;

/** Starts the type's newest published definition, or one definition at one start event. */
export const startExecution = async (
  workflowTypeId: string,
  at?: { workflowId: string; bpmnId: string },
): Promise<ExecutionDetail> =>
  (at
    ? await unwrap(
        startWorkflowExecutionAt({ path: { workflowId: at.workflowId, bpmnId: at.bpmnId }, body: {} }),
      )
    : await unwrap(startWorkflowExecution({ path: { workflowTypeId }, body: {} }))) as ExecutionDetail;

const selectPublicStart = (answer: { workflowTypeName: string; form?: unknown }) => ({
  workflowTypeName: answer.workflowTypeName,
  form: answer.form ? parseFormDefinition(answer.form) : null,
});

export function usePublicStart(path: { workflowTypeId: string; workflowId: string; bpmnId: string }) {
  return useQuery({
    ...getPublicWorkflowStartOptions({ path }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    select: selectPublicStart,
  });
}

export const startPublic = (
  path: { workflowTypeId: string; workflowId: string; bpmnId: string },
  response: Record<string, unknown>,
) => unwrap(startPublicWorkflowExecution({ path, body: { response } }));

/** The export as a stream: its body is read with progress by the caller. */
export async function requestExport(
  workflowTypeId: string,
  filters: ExecutionFilters,
  format: 'xlsx' | 'csv',
  signal?: AbortSignal,
): Promise<Response> {
  const result = await exportMyWorkflowExecutions({
    path: { workflowTypeId },
    query: { ...filterQuery(filters), format },
    parseAs: 'stream',
    signal,
  });
  if (result.error !== undefined || !result.response?.ok)
    throw result.error instanceof ApiError
      ? result.error
      : new ApiError(result.response?.status ?? 0, undefined);
  return result.response;
}

/** Field errors of a refused response (400 with `fields`), else null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return Object.keys(error.fields).length > 0 ? error.fields : null;
}

export const isTaskAlreadyCompleted = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'TASK_ALREADY_COMPLETED';
