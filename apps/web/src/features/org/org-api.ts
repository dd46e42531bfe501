/**
 * The org feature's server calls: the chart's data source over the API, and the writes with
 * the cache invalidation each needs.
 */
import { ApiError, listOrgChartNodes, searchOrgChart, unwrap } from '@faena/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrgChartSource } from './chart/OrgChart';

/** The chart's levels and search, from `/api/org-chart`. */
export function useOrgChartSource(): OrgChartSource {
  return useMemo(
    () => ({
      roots: () => unwrap(listOrgChartNodes()),
      children: (parent: string) => unwrap(listOrgChartNodes({ query: { parent } })),
      search: (q: string) => unwrap(searchOrgChart({ query: { q } })),
    }),
    [],
  );
}

/** Field errors of a 400/409 (`fields` of the error body), keyed by the server's names. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/** The server's message for a refused write, or null for an unexpected failure. */
export function messageOf(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

/** Refetches every cached list of these operations (after a write). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (...operations: string[]) =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const [key] = query.queryKey as [{ _id?: string } | undefined];
        return operations.includes(key?._id ?? '');
      },
    });
}
