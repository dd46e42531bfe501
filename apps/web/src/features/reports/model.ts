/**
 * The reports API's shapes, as the contract names them (the generated client's types are cast to
 * these, so the screens read one vocabulary).
 */
export type NativeSource =
  | 'activity-completion'
  | 'checklist-scores'
  | 'workflow-executions'
  | 'post-acknowledgements';

export const NATIVE_SOURCES: readonly NativeSource[] = [
  'activity-completion',
  'checklist-scores',
  'workflow-executions',
  'post-acknowledgements',
];

export type ReportKind = 'native' | 'tableau';
export type TableauToolbar = 'top' | 'bottom' | 'hidden';

export interface NativeReportSettings {
  source: NativeSource;
  days: number;
  venueIds: string[];
  checklistId: string | null;
  workflowTypeId: string | null;
}

export interface TableauReportSettings {
  viewUrl: string;
  toolbar: TableauToolbar;
}

export interface PublicLink {
  token: string;
  url: string;
  createdAt: string;
  expiresAt: string | null;
  disabledAt: string | null;
  active: boolean;
  viewCount: number;
  lastViewedAt: string | null;
}

export interface PublicLinkRow extends PublicLink {
  reportId: string;
  reportPublicId: string;
  reportTitle: string;
  categoryId: string;
}

export interface ReportCategory {
  id: string;
  name: string;
  position: number;
  reportCount: number;
}

export interface Report {
  id: string;
  publicId: string;
  categoryId: string;
  categoryName: string;
  title: string;
  description: string;
  kind: ReportKind;
  native: NativeReportSettings | null;
  tableau: TableauReportSettings | null;
  audienceId: string | null;
  audienceName: string | null;
  publicLink?: PublicLink | null;
  updatedAt: string;
}

export interface ReportInput {
  categoryId: string;
  title: string;
  description: string;
  kind: ReportKind;
  native: NativeReportSettings | null;
  tableau: TableauReportSettings | null;
  audienceId: string | null;
}

export type ColumnType = 'text' | 'number' | 'percent' | 'duration' | 'date';

export interface ReportColumn {
  key: string;
  label: string;
  type: ColumnType;
}

export type ReportCell = string | number | null;

export interface ReportData {
  title: string;
  description: string;
  source: NativeSource;
  generatedAt: string;
  days: number;
  from: string;
  to: string;
  columns: ReportColumn[];
  rows: Record<string, ReportCell>[];
  chart: { type: 'bar' | 'line' | 'stackedBar'; x: string; y: string[] };
}

export interface TableauTicket {
  viewUrl: string;
  token: string;
  expiresAt: string;
}

export interface ReportSettings {
  frameAncestors: string[];
  publicLinksEnabled: boolean;
  tableau: {
    clientId: string;
    secretId: string;
    hasSecret: boolean;
    username: 'email' | 'fixed';
    fixedUsername: string | null;
  };
}

export interface ReportSettingsInput {
  frameAncestors: string[];
  publicLinksEnabled: boolean;
  tableau: {
    clientId: string;
    secretId: string;
    secretValue?: string;
    username: 'email' | 'fixed';
    fixedUsername: string | null;
  };
}

export interface PublicReport {
  title: string;
  description: string;
  organizationName: string;
  data: ReportData;
}
