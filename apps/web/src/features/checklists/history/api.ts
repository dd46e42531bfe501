import { ApiError, exportChecklistExecutions } from '@faena/api-client';
import {
  getChecklistExecutionOptions,
  listChecklistExecutionsOptions,
  listFlaggedAnswersOptions,
} from '@faena/api-client/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statusOf } from '../admin/api';
import type { ChecklistExecution, ChecklistExecutionDetail, FlaggedAnswerRow } from '../model';
import { filterQuery, type HistoryFilters, PAGE_SIZE } from './filters';

/** The days of the date filters begin in the device's zone. */
const zoneQuery = (filters: HistoryFilters) => {
  if (!filters.from && !filters.to) return {};
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone ? { timeZone } : {};
};

/** One page of the submitted executions matching the filters, newest first. */
export const useExecutionsPage = (filters: HistoryFilters) =>
  useQuery({
    ...listChecklistExecutionsOptions({
      query: {
        ...filterQuery(filters),
        ...zoneQuery(filters),
        status: 'submitted',
        page: filters.page,
        pageSize: PAGE_SIZE,
      },
    }),
    placeholderData: keepPreviousData,
    select: (data) => ({ count: data.count, results: data.results as ChecklistExecution[] }),
  });

/** One page of the flagged answers of the executions matching the filters. */
export const useFlaggedAnswersPage = (filters: HistoryFilters, enabled: boolean) =>
  useQuery({
    ...listFlaggedAnswersOptions({
      query: {
        ...filterQuery(filters),
        ...zoneQuery(filters),
        status: 'submitted',
        page: filters.page,
        pageSize: PAGE_SIZE,
      },
    }),
    enabled,
    placeholderData: keepPreviousData,
    select: (data) => ({ count: data.count, results: data.results as FlaggedAnswerRow[] }),
  });

export const useExecution = (executionId: string) =>
  useQuery({
    ...getChecklistExecutionOptions({ path: { id: executionId } }),
    enabled: Boolean(executionId),
    select: (data) => data as unknown as ChecklistExecutionDetail,
  });

/** The filtered executions as an XLSX file, streamed. */
export async function requestExport(filters: HistoryFilters, signal?: AbortSignal): Promise<Response> {
  const result = await exportChecklistExecutions({
    query: { ...filterQuery(filters), ...zoneQuery(filters), status: 'submitted' },
    parseAs: 'stream',
    signal,
  });
  if (result.error !== undefined || !result.response?.ok)
    throw result.error instanceof ApiError
      ? result.error
      : new ApiError(result.response?.status ?? 0, undefined);
  return result.response;
}

export const isNotFound = (error: unknown) => statusOf(error) === 404;
