import {
  ApiError,
  createReport,
  createReportCategory,
  deleteReport,
  deleteReportCategory,
  disableAllReportPublicLinks,
  disableReportPublicLink,
  emailReport,
  enableReportPublicLink,
  getPublicReport,
  getReport,
  getReportData,
  getReportSettings,
  getTableauTicket,
  listReportCategories,
  listReportPublicLinks,
  listReports,
  rotateReportPublicLink,
  unwrap,
  updateReport,
  updateReportCategory,
  updateReportPublicLink,
  updateReportSettings,
} from '@faena/api-client';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type {
  PublicLink,
  PublicLinkRow,
  PublicReport,
  Report,
  ReportCategory,
  ReportData,
  ReportInput,
  ReportSettings,
  ReportSettingsInput,
  TableauTicket,
} from './model';

/**
 * The feature's queries share the `reports` prefix, so any change refreshes what shows it. Calls go
 * through `unwrap`, so a failed one is an `ApiError` (its status and code tell the states apart).
 */
export const reportKeys = {
  all: ['reports'] as const,
  categories: () => ['reports', 'categories'] as const,
  list: (categoryId?: string) => ['reports', 'list', categoryId ?? null] as const,
  report: (publicId: string) => ['reports', 'report', publicId] as const,
  data: (publicId: string, timeZone: string) => ['reports', 'data', publicId, timeZone] as const,
  ticket: (publicId: string) => ['reports', 'ticket', publicId] as const,
  links: () => ['reports', 'links'] as const,
  settings: () => ['reports', 'settings'] as const,
  publicReport: (token: string) => ['reports', 'public', token] as const,
};

export const invalidateReports = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: reportKeys.all });

export const useReportCategories = (enabled = true) =>
  useQuery({
    queryKey: reportKeys.categories(),
    queryFn: async ({ signal }) =>
      (await unwrap(listReportCategories({ signal }))).results as unknown as ReportCategory[],
    enabled,
  });

/** The reports one may see (with MANAGE_REPORTS: every one), of a category or all. */
export const useReports = (categoryId?: string) =>
  useQuery({
    queryKey: reportKeys.list(categoryId),
    queryFn: async ({ signal }) =>
      (await unwrap(listReports({ query: categoryId ? { categoryId } : {}, signal })))
        .results as unknown as Report[],
  });

export const useReport = (publicId: string | undefined) =>
  useQuery({
    queryKey: reportKeys.report(publicId ?? ''),
    queryFn: async ({ signal }) =>
      (await unwrap(getReport({ path: { publicId: publicId ?? '' }, signal }))) as unknown as Report,
    enabled: Boolean(publicId),
  });

/** The viewer's time zone: native reports count weeks in it. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const useReportData = (publicId: string) => {
  const timeZone = viewerTimeZone();
  return useQuery({
    queryKey: reportKeys.data(publicId, timeZone),
    queryFn: async ({ signal }) =>
      (await unwrap(
        getReportData({ path: { publicId }, query: { timeZone }, signal }),
      )) as unknown as ReportData,
  });
};

/** A minute of margin: the ticket is fetched again before Tableau could refuse it. */
const TICKET_MARGIN_MS = 60_000;

/** When to fetch a ticket again: a minute before it expires (at least 10 s from now). */
export function ticketRefreshDelay(expiresAt: string, now = Date.now()): number {
  const expires = new Date(expiresAt).getTime();
  if (Number.isNaN(expires)) return 10_000;
  return Math.max(10_000, expires - now - TICKET_MARGIN_MS);
}

export const useTableauTicket = (publicId: string) =>
  useQuery({
    queryKey: reportKeys.ticket(publicId),
    queryFn: async ({ signal }) =>
      (await unwrap(getTableauTicket({ path: { publicId }, signal }))) as unknown as TableauTicket,
    // A ticket is per viewer and short-lived: never shared from the cache after it could expire.
    gcTime: 0,
    refetchInterval: (query) => (query.state.data ? ticketRefreshDelay(query.state.data.expiresAt) : false),
    refetchIntervalInBackground: true,
  });

export const usePublicLinks = (enabled = true) =>
  useQuery({
    queryKey: reportKeys.links(),
    queryFn: async ({ signal }) =>
      (await unwrap(listReportPublicLinks({ signal }))).results as unknown as PublicLinkRow[],
    enabled,
  });

export const useReportSettings = (enabled = true) =>
  useQuery({
    queryKey: reportKeys.settings(),
    queryFn: async ({ signal }) => (await unwrap(getReportSettings({ signal }))) as unknown as ReportSettings,
    enabled,
  });

/** A shared report, signed out: only the link's token is sent (no query string at all). */
export const usePublicReport = (token: string) =>
  useQuery({
    queryKey: reportKeys.publicReport(token),
    queryFn: async ({ signal }) =>
      (await unwrap(getPublicReport({ path: { token }, signal }))) as unknown as PublicReport,
    retry: false,
  });

export const createCategory = (name: string) => unwrap(createReportCategory({ body: { name } }));
export const renameCategory = (id: string, name: string) =>
  unwrap(updateReportCategory({ path: { id }, body: { name } }));
export const removeCategory = (id: string) => unwrap(deleteReportCategory({ path: { id } }));

export async function storeReport(input: ReportInput, publicId?: string): Promise<Report> {
  const body = input as never;
  const saved = publicId
    ? await unwrap(updateReport({ path: { publicId }, body }))
    : await unwrap(createReport({ body }));
  return saved as unknown as Report;
}

export const removeReport = (publicId: string) => unwrap(deleteReport({ path: { publicId } }));

export const enableLink = async (publicId: string, expiresAt: string | null) =>
  (await unwrap(
    enableReportPublicLink({ path: { publicId }, body: { expiresAt } }),
  )) as unknown as PublicLink;
export const rotateLink = async (publicId: string) =>
  (await unwrap(rotateReportPublicLink({ path: { publicId } }))) as unknown as PublicLink;
export const updateLink = async (publicId: string, expiresAt: string | null) =>
  (await unwrap(
    updateReportPublicLink({ path: { publicId }, body: { expiresAt } }),
  )) as unknown as PublicLink;
export const disableLink = (publicId: string) => unwrap(disableReportPublicLink({ path: { publicId } }));
export const disableAllLinks = async () =>
  (await unwrap(disableAllReportPublicLinks())) as unknown as { disabled: number };

export const saveSettings = async (input: ReportSettingsInput) =>
  (await unwrap(updateReportSettings({ body: input as never }))) as unknown as ReportSettings;

export const sendReportByEmail = (publicId: string, to: string[]) =>
  unwrap(emailReport({ path: { publicId }, body: { to } }));

export const isApiError = (error: unknown, code?: string, status?: number): error is ApiError =>
  error instanceof ApiError &&
  (code === undefined || error.code === code) &&
  (status === undefined || error.status === status);

export const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;
