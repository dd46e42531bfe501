import { ApiError, saveChecklistExecution, unwrap } from '@faena/api-client';
import {
  getChecklistOptions,
  getPersonOptions,
  listChecklistCategoriesOptions,
  listChecklistsOptions,
} from '@faena/api-client/query';
import { useQuery } from '@tanstack/react-query';
import type { ActivityLink, Checklist, ChecklistCategory, ChecklistSummary, ExecutionResult } from './model';

/** Every category, flat (the screen builds the tree). */
export const useCategories = () =>
  useQuery({
    ...listChecklistCategoriesOptions(),
    select: (data) => data.results as ChecklistCategory[],
  });

/** The templates the signed-in person may execute (audience none, or theirs). */
export const useExecutableChecklists = () =>
  useQuery({
    ...listChecklistsOptions({ query: { executable: true } }),
    select: (data) => data.results as ChecklistSummary[],
  });

/** A template's current version. */
export const useChecklist = (id: string, enabled: boolean) =>
  useQuery({
    ...getChecklistOptions({ path: { id } }),
    enabled,
    select: (data) => data as unknown as Checklist,
  });

/** The venues the person works at (SPEC 3 "workspaces"). */
export const usePersonVenues = (personId: string | null) =>
  useQuery({
    ...getPersonOptions({ path: { personId: personId ?? '' } }),
    enabled: personId !== null,
    select: (data) => data.venues,
  });

export interface SaveExecution {
  checklistId: string;
  version: number;
  answers: Record<string, unknown>;
  submit: boolean;
  venueId: string | null;
  activity: ActivityLink | null;
  startedAt: string;
}

/**
 * Creates or updates the execution the device calls `clientId`; with `submit`, sends it. The
 * server keeps one execution per `clientId`: sending again never makes a second one.
 */
export const saveExecution = async (clientId: string, body: SaveExecution): Promise<ExecutionResult> =>
  (await unwrap(saveChecklistExecution({ path: { clientId }, body }))) as unknown as ExecutionResult;

/** The call never reached the server (no connection, or it dropped): worth trying again later. */
export const isUnreachable = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 502 ||
  error.status === 503 ||
  error.status === 504;
