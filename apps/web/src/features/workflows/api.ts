import {
  ApiError,
  createWorkflowCategory,
  createWorkflowForm,
  createWorkflowKanban,
  createWorkflowType,
  createWorkflowVersion,
  deleteWorkflowType,
  getWorkflowForm,
  publishWorkflowDefinition,
  saveWorkflowDefinition,
  saveWorkflowForm,
  saveWorkflowKanban,
  unwrap,
  updateWorkflowType,
} from '@faena/api-client';
import {
  getWorkflowDefinitionOptions,
  getWorkflowDefinitionQueryKey,
  getWorkflowFormOptions,
  getWorkflowFormQueryKey,
  getWorkflowKanbanBoardOptions,
  getWorkflowKanbanOptions,
  getWorkflowTypeOptions,
  getWorkflowTypeQueryKey,
  listMyWorkflowTypesOptions,
  listMyWorkflowTypesQueryKey,
  listWorkflowCategoriesOptions,
  listWorkflowCategoriesQueryKey,
  listWorkflowKanbansOptions,
  listWorkflowKanbansQueryKey,
  listWorkflowTypesOptions,
  listWorkflowTypesQueryKey,
} from '@faena/api-client/query';
import type { FormDefinition } from '@faena/form-engine/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';

/** The types the person may start (administrators: every type). */
export const useMyWorkflowTypesList = () => useQuery(listMyWorkflowTypesOptions());

/** Every type with its latest and published versions (MANAGE_WORKFLOWS). */
export const useAllWorkflowTypes = (enabled = true) => useQuery({ ...listWorkflowTypesOptions(), enabled });

export const useWorkflowCategories = () => useQuery(listWorkflowCategoriesOptions());

export const useWorkflowType = (workflowTypeId: string | undefined) =>
  useQuery({
    ...getWorkflowTypeOptions({ path: { workflowTypeId: workflowTypeId ?? '' } }),
    enabled: Boolean(workflowTypeId),
  });

export const useWorkflowDefinition = (workflowId: string | undefined) =>
  useQuery({
    ...getWorkflowDefinitionOptions({ path: { workflowId: workflowId ?? '' } }),
    enabled: Boolean(workflowId),
  });

export const useWorkflowForm = (workflowId: string, formId: string | undefined) =>
  useQuery({
    ...getWorkflowFormOptions({ path: { workflowId, formId: formId ?? '' } }),
    enabled: Boolean(formId),
  });

/** Forgets a stored form after saving it, so the studio and this page load it anew. */
export const forgetForm = (queryClient: QueryClient, workflowId: string, formId: string) =>
  queryClient.removeQueries({ queryKey: getWorkflowFormQueryKey({ path: { workflowId, formId } }) });

export const useWorkflowKanbans = (workflowTypeId: string | undefined) =>
  useQuery({
    ...listWorkflowKanbansOptions({ path: { workflowTypeId: workflowTypeId ?? '' } }),
    enabled: Boolean(workflowTypeId),
  });

export const useWorkflowKanban = (kanbanId: string | undefined) =>
  useQuery({
    ...getWorkflowKanbanOptions({ path: { kanbanId: kanbanId ?? '' } }),
    enabled: Boolean(kanbanId),
  });

export const useWorkflowKanbanBoard = (kanbanId: string | undefined) =>
  useQuery({
    ...getWorkflowKanbanBoardOptions({ path: { kanbanId: kanbanId ?? '' } }),
    enabled: Boolean(kanbanId),
  });

export type WorkflowTypeSummary = NonNullable<ReturnType<typeof useAllWorkflowTypes>['data']>[number];
export type MyWorkflowType = NonNullable<ReturnType<typeof useMyWorkflowTypesList>['data']>[number];
export type WorkflowCategory = NonNullable<ReturnType<typeof useWorkflowCategories>['data']>[number];
export type WorkflowTypeDetail = NonNullable<ReturnType<typeof useWorkflowType>['data']>;
export type WorkflowDefinition = NonNullable<ReturnType<typeof useWorkflowDefinition>['data']>;
export type WorkflowKanbanConfig = NonNullable<ReturnType<typeof useWorkflowKanban>['data']>;
export type WorkflowKanbanBoard = NonNullable<ReturnType<typeof useWorkflowKanbanBoard>['data']>;

/** What the type dialogs send. */
export interface WorkflowTypeDraft {
  name: string;
  icon: string;
  description: string | null;
  categoryId: string | null;
  startAudienceId: string | null;
}

/** The lists that show types, refreshed after a type changes. */
export function invalidateTypes(queryClient: QueryClient, workflowTypeId?: string) {
  void queryClient.invalidateQueries({ queryKey: listWorkflowTypesQueryKey() });
  void queryClient.invalidateQueries({ queryKey: listMyWorkflowTypesQueryKey() });
  if (workflowTypeId)
    void queryClient.invalidateQueries({
      queryKey: getWorkflowTypeQueryKey({ path: { workflowTypeId } }),
    });
}

export const createType = (draft: WorkflowTypeDraft) =>
  unwrap(
    createWorkflowType({
      body: {
        name: draft.name,
        icon: draft.icon,
        ...(draft.description ? { description: draft.description } : {}),
        ...(draft.categoryId ? { categoryId: draft.categoryId } : {}),
        ...(draft.startAudienceId ? { startAudienceId: draft.startAudienceId } : {}),
      },
    }),
  );

export const updateType = (workflowTypeId: string, draft: WorkflowTypeDraft) =>
  unwrap(updateWorkflowType({ path: { workflowTypeId }, body: draft }));

export const deleteType = (workflowTypeId: string) =>
  unwrap(deleteWorkflowType({ path: { workflowTypeId } }));

export async function createCategory(queryClient: QueryClient, name: string) {
  const created = await unwrap(createWorkflowCategory({ body: { name } }));
  await queryClient.invalidateQueries({ queryKey: listWorkflowCategoriesQueryKey() });
  return created;
}

export const saveDefinition = (workflowId: string, body: { xml: string; revision: number }) =>
  unwrap(saveWorkflowDefinition({ path: { workflowId }, body }));

export const publishDefinition = (workflowId: string, body: { xml: string; revision: number }) =>
  unwrap(publishWorkflowDefinition({ path: { workflowId }, body }));

export const createVersion = (workflowId: string) => unwrap(createWorkflowVersion({ path: { workflowId } }));

export const loadForm = async (workflowId: string, formId: string) =>
  (await unwrap(getWorkflowForm({ path: { workflowId, formId } }))) as FormDefinition;

/** Creates the form when `formId` is absent; its id either way. */
export async function storeForm(workflowId: string, form: FormDefinition, formId?: string) {
  // The API takes the definition as a free-form object and checks it with the form engine.
  const definition = form as unknown as Record<string, unknown>;
  const saved = formId
    ? await unwrap(saveWorkflowForm({ path: { workflowId, formId }, body: { definition } }))
    : await unwrap(createWorkflowForm({ path: { workflowId }, body: { definition } }));
  return { formId: saved.formId };
}

export async function storeKanban(
  queryClient: QueryClient,
  workflowTypeId: string,
  kanbanId: string | undefined,
  config: { name: string; columns: WorkflowKanbanConfig['columns'] },
) {
  const body = { name: config.name, columns: config.columns };
  const saved = kanbanId
    ? await unwrap(saveWorkflowKanban({ path: { kanbanId }, body }))
    : await unwrap(createWorkflowKanban({ path: { workflowTypeId }, body }));
  await queryClient.invalidateQueries({
    queryKey: listWorkflowKanbansQueryKey({ path: { workflowTypeId } }),
  });
  return saved;
}

/** Puts a definition the server answered (a new version) into the cache. */
export function useStoreDefinition() {
  const queryClient = useQueryClient();
  return (definition: WorkflowDefinition) =>
    queryClient.setQueryData(
      getWorkflowDefinitionQueryKey({ path: { workflowId: definition.id } }),
      definition,
    );
}

export const isApiError = (error: unknown, code: string): error is ApiError =>
  error instanceof ApiError && error.code === code;
