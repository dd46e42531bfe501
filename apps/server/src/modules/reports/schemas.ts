/**
 * The reports API's shapes: categories, reports (native with fixed filters, or a Tableau view),
 * their data, Tableau tickets, public links and the organization's report settings.
 */
import { Type } from 'typebox';
import { Nullable, nameString, ref, refTo } from '../../platform/http/schemas.ts';
import type { NATIVE_SOURCES, NativeSource } from './tables.ts';

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });

/** `https://host[:port]`, or a leading subdomain wildcard (`https://*.example.com`); no path. */
export const FRAME_ANCESTOR_PATTERN =
  '^https://(\\*\\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9]([a-z0-9-]*[a-z0-9])?(:[0-9]{1,5})?$';

export const ReportCategory = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    position: Type.Integer(),
    reportCount: Type.Integer({ description: 'Reports in the category (all of them, whoever asks)' }),
  },
  { $id: 'ReportCategory', additionalProperties: false },
);

export const ReportCategoryList = Type.Object(
  { results: Type.Array(ref(ReportCategory), { description: 'By position, then name' }) },
  { $id: 'ReportCategoryList', additionalProperties: false },
);

export const ReportCategoryInput = Type.Object(
  { name: nameString({ maxLength: 80 }) },
  { $id: 'ReportCategoryInput', additionalProperties: false },
);

export const NativeSourceSchema = Type.Union(
  [
    Type.Literal('activity-completion'),
    Type.Literal('checklist-scores'),
    Type.Literal('workflow-executions'),
    Type.Literal('post-acknowledgements'),
  ] satisfies { const: (typeof NATIVE_SOURCES)[number] }[],
  { $id: 'NativeSource', description: 'Which of Faena’s own data a native report charts' },
);

export const NativeReportSettings = Type.Object(
  {
    source: refTo<NativeSource>('NativeSource'),
    days: Type.Integer({ minimum: 7, maximum: 366, default: 90, description: 'The last N days' }),
    venueIds: Type.Array(Uuid, { maxItems: 500, description: 'Only these venues; empty: every venue' }),
    checklistId: Nullable(
      Type.String({ format: 'uuid', description: 'checklist-scores: only this checklist' }),
    ),
    workflowTypeId: Nullable(
      Type.String({ format: 'uuid', description: 'workflow-executions: only this workflow type' }),
    ),
  },
  { $id: 'NativeReportSettings', additionalProperties: false, description: "The report's fixed filters" },
);

export const TableauReportSettings = Type.Object(
  {
    viewUrl: Type.String({
      format: 'uri',
      pattern: '^https://',
      maxLength: 2000,
      description: 'The https URL of the view (https://online.tableau.com/t/site/views/Wb/Sheet)',
    }),
    toolbar: Type.Union([Type.Literal('top'), Type.Literal('bottom'), Type.Literal('hidden')]),
  },
  { $id: 'TableauReportSettings', additionalProperties: false },
);

export const PublicLink = Type.Object(
  {
    token: Type.String({ minLength: 43, maxLength: 43, description: '256 random bits, base64url' }),
    url: Type.String({ description: "The organization's web URL + /reports/{token}" }),
    createdAt: DateTime,
    expiresAt: Nullable(DateTime),
    disabledAt: Nullable(DateTime),
    active: Type.Boolean({ description: 'Not disabled, not expired, and public links are on' }),
    viewCount: Type.Integer(),
    lastViewedAt: Nullable(DateTime),
  },
  { $id: 'PublicLink', additionalProperties: false },
);

const ReportKind = Type.Union([Type.Literal('native'), Type.Literal('tableau')]);

export const Report = Type.Object(
  {
    id: Uuid,
    publicId: Type.String({ description: "The report's identifier in the app's URLs (not a share link)" }),
    categoryId: Uuid,
    categoryName: Type.String(),
    title: Type.String(),
    description: Type.String(),
    kind: ReportKind,
    native: Nullable(ref(NativeReportSettings)),
    tableau: Nullable(ref(TableauReportSettings)),
    audienceId: Nullable(Type.String({ format: 'uuid', description: 'Who may see it; null: everyone' })),
    audienceName: Nullable(Type.String()),
    /** The newest link (active or not); always null for callers without MANAGE_REPORTS. */
    publicLink: Nullable(ref(PublicLink)),
    updatedAt: DateTime,
  },
  { $id: 'Report', additionalProperties: false },
);

export const ReportList = Type.Object(
  { results: Type.Array(ref(Report), { description: 'By category position, then title' }) },
  { $id: 'ReportList', additionalProperties: false },
);

const reportInputFields = {
  categoryId: Uuid,
  title: nameString({ maxLength: 120 }),
  description: Type.String({ maxLength: 1000 }),
  kind: ReportKind,
  native: Nullable(ref(NativeReportSettings)),
  tableau: Nullable(ref(TableauReportSettings)),
  audienceId: Nullable(Uuid),
};

export const ReportInput = Type.Object(reportInputFields, {
  $id: 'ReportInput',
  additionalProperties: false,
  description: 'native is required (and tableau null) for kind native; the other way round for tableau',
});

export const ReportChanges = Type.Partial(Type.Object(reportInputFields), {
  $id: 'ReportChanges',
  additionalProperties: false,
});

export const PublicLinkRow = Type.Object(
  {
    ...PublicLink.properties,
    reportId: Uuid,
    reportPublicId: Type.String(),
    reportTitle: Type.String(),
    categoryId: Uuid,
  },
  { $id: 'PublicLinkRow', additionalProperties: false },
);

export const PublicLinkList = Type.Object(
  { results: Type.Array(ref(PublicLinkRow), { description: 'Active first, then newest' }) },
  { $id: 'PublicLinkList', additionalProperties: false },
);

export const PublicLinkInput = Type.Object(
  { expiresAt: Nullable(Type.String({ format: 'date-time', description: 'null: never expires' })) },
  { $id: 'PublicLinkInput', additionalProperties: false },
);

const ColumnType = Type.Union(
  ['text', 'number', 'percent', 'duration', 'date'].map((type) => Type.Literal(type)),
  { description: 'percent: 0..100; duration: seconds; date: YYYY-MM-DD' },
);

export const ReportData = Type.Object(
  {
    title: Type.String(),
    description: Type.String(),
    source: refTo<NativeSource>('NativeSource'),
    generatedAt: DateTime,
    days: Type.Integer(),
    from: DateTime,
    to: DateTime,
    columns: Type.Array(
      Type.Object(
        {
          key: Type.String(),
          label: Type.String({ description: "In the caller's language" }),
          type: ColumnType,
        },
        { additionalProperties: false },
      ),
    ),
    rows: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]))),
    chart: Type.Object(
      {
        type: Type.Union([Type.Literal('bar'), Type.Literal('line'), Type.Literal('stackedBar')]),
        x: Type.String({ description: 'A column key' }),
        y: Type.Array(Type.String(), { description: 'Column keys' }),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'ReportData', additionalProperties: false },
);

export const TableauTicket = Type.Object(
  {
    viewUrl: Type.String(),
    token: Type.String({ description: 'A connected-app JWT for this viewer (HS256)' }),
    expiresAt: DateTime,
  },
  { $id: 'TableauTicket', additionalProperties: false },
);

const FrameAncestor = Type.String({
  pattern: FRAME_ANCESTOR_PATTERN,
  maxLength: 260,
  description: 'https://host[:port] or https://*.example.com; no path',
});
const TableauUsername = Type.Union([Type.Literal('email'), Type.Literal('fixed')], {
  description: "The Tableau user a ticket names: the viewer's email, or one fixed user",
});

export const ReportSettings = Type.Object(
  {
    frameAncestors: Type.Array(FrameAncestor, {
      description: 'Sites that may frame public report pages (CSP frame-ancestors)',
    }),
    publicLinksEnabled: Type.Boolean({ description: 'Off: every public link answers 404' }),
    tableau: Type.Object(
      {
        clientId: Type.String(),
        secretId: Type.String(),
        hasSecret: Type.Boolean({ description: 'A secret value is stored (it is never answered)' }),
        username: TableauUsername,
        fixedUsername: Nullable(Type.String()),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'ReportSettings', additionalProperties: false },
);

export const ReportSettingsInput = Type.Object(
  {
    frameAncestors: Type.Array(FrameAncestor, { maxItems: 20, uniqueItems: true }),
    publicLinksEnabled: Type.Boolean(),
    tableau: Type.Object(
      {
        clientId: Type.String({ maxLength: 200 }),
        secretId: Type.String({ maxLength: 200 }),
        secretValue: Type.Optional(
          Type.String({
            minLength: 1,
            maxLength: 500,
            description: 'Write-only; omitted: keep the stored one',
          }),
        ),
        username: TableauUsername,
        fixedUsername: Nullable(Type.String({ maxLength: 200 })),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'ReportSettingsInput', additionalProperties: false },
);

export const PublicReport = Type.Object(
  {
    title: Type.String(),
    description: Type.String(),
    organizationName: Type.String(),
    data: ref(ReportData),
  },
  { $id: 'PublicReport', additionalProperties: false },
);

export const EmailReportInput = Type.Object(
  { to: Type.Array(Type.String({ format: 'email', maxLength: 254 }), { minItems: 1, maxItems: 20 }) },
  { $id: 'EmailReportInput', additionalProperties: false },
);

export const REPORT_SCHEMAS = [
  ReportCategory,
  ReportCategoryList,
  ReportCategoryInput,
  NativeSourceSchema,
  NativeReportSettings,
  TableauReportSettings,
  PublicLink,
  Report,
  ReportList,
  ReportInput,
  ReportChanges,
  PublicLinkRow,
  PublicLinkList,
  PublicLinkInput,
  ReportData,
  TableauTicket,
  ReportSettings,
  ReportSettingsInput,
  PublicReport,
  EmailReportInput,
];
