import {
  ApiError,
  createChecklist,
  createChecklistCategory,
  deleteChecklist,
  deleteChecklistCategory,
  unwrap,
  updateChecklist,
  updateChecklistCategory,
} from '@faena/api-client';
import {
  getChecklistOptions,
  getChecklistQueryKey,
  getChecklistVersionOptions,
  listChecklistCategoriesOptions,
  listChecklistCategoriesQueryKey,
  listChecklistsOptions,
  listChecklistsQueryKey,
} from '@faena/api-client/query';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type {
  Checklist,
  ChecklistCategory,
  ChecklistDraft,
  ChecklistSummary,
  ChecklistVersion,
} from './model';

/** Every category, flat (the tree is built on screen). */
export const useChecklistCategories = (enabled = true) =>
  useQuery({
    ...listChecklistCategoriesOptions(),
    enabled,
    select: (data) => data.results as ChecklistCategory[],
  });

/** The templates of one category (administration: every one, executable or not). */
export const useCategoryChecklists = (categoryId: string | undefined) =>
  useQuery({
    ...listChecklistsOptions({ query: { categoryId: categoryId ?? '' } }),
    enabled: Boolean(categoryId),
    select: (data) => ({ count: data.count, results: data.results as ChecklistSummary[] }),
  });

/** Every template (the history's filter offers them). */
export const useAllChecklists = (enabled = true) =>
  useQuery({
    ...listChecklistsOptions(),
    enabled,
    select: (data) => data.results as ChecklistSummary[],
  });

export const useChecklist = (id: string | undefined) =>
  useQuery({
    ...getChecklistOptions({ path: { id: id ?? '' } }),
    enabled: Boolean(id),
    select: (data) => data as unknown as Checklist,
  });

export const useChecklistVersion = (id: string, version: number | null) =>
  useQuery({
    ...getChecklistVersionOptions({ path: { id, version: version ?? 0 } }),
    enabled: version !== null,
    select: (data) => data as unknown as ChecklistVersion,
  });

/** The lists that show categories and templates, after one changed. */
export function invalidateChecklists(queryClient: QueryClient, checklistId?: string) {
  void queryClient.invalidateQueries({ queryKey: listChecklistCategoriesQueryKey() });
  void queryClient.invalidateQueries({ queryKey: listChecklistsQueryKey().slice(0, 1) });
  if (checklistId)
    void queryClient.invalidateQueries({ queryKey: getChecklistQueryKey({ path: { id: checklistId } }) });
}

export const createCategory = (name: string, parentId: string | null) =>
  unwrap(createChecklistCategory({ body: { name, parentId } }));

export const renameCategory = (id: string, name: string) =>
  unwrap(updateChecklistCategory({ path: { id }, body: { name } }));

export const removeCategory = (id: string) => unwrap(deleteChecklistCategory({ path: { id } }));

export const archiveChecklist = (id: string) => unwrap(deleteChecklist({ path: { id } }));

/** The API takes the definition as a free-form object and checks it with the form engine. */
const bodyOf = (draft: ChecklistDraft) => ({
  categoryId: draft.categoryId,
  title: draft.title,
  description: draft.description,
  audienceId: draft.audienceId,
  scoring: draft.scoring,
  definition: draft.definition as unknown as Record<string, unknown>,
});

/** Creates the template, or saves it (a new version when the current one has executions). */
export async function storeChecklist(draft: ChecklistDraft, id?: string): Promise<Checklist> {
  const saved = id
    ? await unwrap(updateChecklist({ path: { id }, body: bodyOf(draft) }))
    : await unwrap(createChecklist({ body: bodyOf(draft) }));
  return saved as unknown as Checklist;
}

export const isApiError = (error: unknown, code: string): error is ApiError =>
  error instanceof ApiError && error.code === code;

/**
 * The HTTP status of a failed call: an `ApiError`'s, or the error body's (a query whose error
 * was not turned into an `ApiError`).
 */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}
