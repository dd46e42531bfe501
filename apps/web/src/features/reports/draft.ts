import type { NativeSource, Report, ReportInput, ReportKind, TableauToolbar } from './model';

/** A venue chosen for a native report's fixed filter. */
export interface VenueChoice {
  id: string;
  name: string;
}

/** The report form's state: every field as typed, both kinds' settings kept while switching. */
export interface ReportDraft {
  categoryId: string;
  title: string;
  description: string;
  kind: ReportKind;
  source: NativeSource;
  days: string;
  venues: VenueChoice[];
  checklistId: string;
  workflowTypeId: string;
  viewUrl: string;
  toolbar: TableauToolbar;
  audienceId: string;
}

export const DEFAULT_DAYS = 90;
export const MIN_DAYS = 7;
export const MAX_DAYS = 366;

export const emptyDraft = (categoryId: string): ReportDraft => ({
  categoryId,
  title: '',
  description: '',
  kind: 'native',
  source: 'activity-completion',
  days: String(DEFAULT_DAYS),
  venues: [],
  checklistId: '',
  workflowTypeId: '',
  viewUrl: '',
  toolbar: 'bottom',
  audienceId: '',
});

/** The form for an existing report (venue names are filled in when known; else the id shows). */
export function draftOf(report: Report, venueNames: ReadonlyMap<string, string> = new Map()): ReportDraft {
  const base = emptyDraft(report.categoryId);
  return {
    ...base,
    title: report.title,
    description: report.description ?? '',
    kind: report.kind,
    audienceId: report.audienceId ?? '',
    ...(report.native
      ? {
          source: report.native.source,
          days: String(report.native.days),
          venues: report.native.venueIds.map((id) => ({ id, name: venueNames.get(id) ?? id })),
          checklistId: report.native.checklistId ?? '',
          workflowTypeId: report.native.workflowTypeId ?? '',
        }
      : {}),
    ...(report.tableau ? { viewUrl: report.tableau.viewUrl, toolbar: report.tableau.toolbar } : {}),
  };
}

/** Which field a message belongs to: the form's field names. */
export type DraftField = 'categoryId' | 'title' | 'description' | 'days' | 'viewUrl';

/** A Tableau view address: https, with a /views/ path (Tableau Server or Tableau Cloud). */
export function isTableauViewUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.length > 0 && /\/views\/[^/]+\/[^/]+/.test(url.pathname);
}

/** The form's problems, as i18next keys of the `reports` namespace (empty: it may be sent). */
export function validateDraft(draft: ReportDraft): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  const title = draft.title.trim();
  if (!draft.categoryId) errors.categoryId = 'form.categoryRequired';
  if (!title) errors.title = 'form.titleRequired';
  else if (title.length > 120) errors.title = 'form.titleTooLong';
  if (draft.description.trim().length > 1000) errors.description = 'form.descriptionTooLong';
  if (draft.kind === 'native') {
    const days = Number(draft.days);
    if (!/^\d+$/.test(draft.days.trim()) || days < MIN_DAYS || days > MAX_DAYS)
      errors.days = 'form.daysInvalid';
  } else if (!isTableauViewUrl(draft.viewUrl)) {
    errors.viewUrl = 'form.viewUrlInvalid';
  }
  return errors;
}

/** What the API stores: only the chosen kind's settings, filters that do not apply left out. */
export function inputOf(draft: ReportDraft): ReportInput {
  const native = draft.kind === 'native';
  return {
    categoryId: draft.categoryId,
    title: draft.title.trim(),
    description: draft.description.trim(),
    kind: draft.kind,
    native: native
      ? {
          source: draft.source,
          days: Number(draft.days),
          venueIds: draft.venues.map((venue) => venue.id),
          checklistId: draft.source === 'checklist-scores' && draft.checklistId ? draft.checklistId : null,
          workflowTypeId:
            draft.source === 'workflow-executions' && draft.workflowTypeId ? draft.workflowTypeId : null,
        }
      : null,
    tableau: native ? null : { viewUrl: draft.viewUrl.trim(), toolbar: draft.toolbar },
    audienceId: draft.audienceId || null,
  };
}

/**
 * The form field a server message belongs to: the API names body fields by their path
 * (`title`, `native.days`, `/tableau/viewUrl`…); unknown ones stay for the form's banner.
 */
export function fieldOfServerKey(key: string): DraftField | undefined {
  const last =
    key
      .replace(/^\/|^body\.?/, '')
      .split(/[./]/)
      .at(-1) ?? '';
  return (['categoryId', 'title', 'description', 'days', 'viewUrl'] as const).find((field) => field === last);
}

/** Sites that may frame public reports: https origins only (scheme, host, optional port). */
export function parseFrameAncestors(text: string): { origins: string[]; invalid: string[] } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const line of lines) {
    let url: URL | undefined;
    try {
      url = new URL(line);
    } catch {
      url = undefined;
    }
    const origin = url?.origin;
    if (url && url.protocol === 'https:' && origin && (line === origin || line === `${origin}/`)) {
      if (!origins.includes(origin)) origins.push(origin);
    } else invalid.push(line);
  }
  return { origins, invalid };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses typed for "send by email" (one per line or separated by commas). */
export function parseEmails(text: string): { emails: string[]; invalid: string | undefined } {
  const emails = text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return { emails, invalid: emails.find((email) => !EMAIL.test(email)) };
}
