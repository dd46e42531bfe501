/**
 * Reading reports, their links and the organization's report settings as the API shows them,
 * and who may see what.
 */
import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { Say } from '../../platform/http/language.ts';
import type { Member } from '../../platform/http/request-context.ts';
import { peopleModule } from '../people/index.ts';
import type { NativeSettings, ReportKind, TableauSettings, TableauUsername } from './tables.ts';

export const MANAGE = 'MANAGE_REPORTS' as const;
export const manages = (member: Member) => member.permissions.has(MANAGE);

export const reportNotFound = (say: Say) =>
  new ApiError(404, 'REPORT_NOT_FOUND', say('El reporte no existe.', 'The report does not exist.'));
export const categoryNotFound = (say: Say) =>
  new ApiError(404, 'CATEGORY_NOT_FOUND', say('La categoría no existe.', 'The category does not exist.'));
/** The one answer of a public read that finds nothing to show, whatever the reason. */
export const linkNotFound = () =>
  new ApiError(404, 'REPORT_LINK_NOT_FOUND', 'El enlace del reporte no existe o ya no está activo.');

/** A share link's token: 256 random bits, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

// ---- settings -----------------------------------------------------------------------------------

export interface StoredSettings {
  frameAncestors: string[];
  publicLinksEnabled: boolean;
  tableauClientId: string;
  tableauSecretId: string;
  tableauSecretValue: string | null;
  tableauUsername: TableauUsername;
  tableauFixedUsername: string | null;
}

export async function readSettings(tx: Tx, organizationId: string): Promise<StoredSettings> {
  const [row] = await selectRows<{
    frame_ancestors: string[];
    public_links_enabled: boolean;
    tableau_client_id: string;
    tableau_secret_id: string;
    tableau_secret_value: string | null;
    tableau_username: TableauUsername;
    tableau_fixed_username: string | null;
  }>(tx, sql`select * from report_settings where tenant_id = ${organizationId}`);
  return {
    frameAncestors: row?.frame_ancestors ?? [],
    publicLinksEnabled: row?.public_links_enabled ?? true,
    tableauClientId: row?.tableau_client_id ?? '',
    tableauSecretId: row?.tableau_secret_id ?? '',
    tableauSecretValue: row?.tableau_secret_value ?? null,
    tableauUsername: row?.tableau_username ?? 'email',
    tableauFixedUsername: row?.tableau_fixed_username ?? null,
  };
}

/** The settings as answered: the secret's value never leaves the server. */
export const toSettings = (stored: StoredSettings) => ({
  frameAncestors: stored.frameAncestors,
  publicLinksEnabled: stored.publicLinksEnabled,
  tableau: {
    clientId: stored.tableauClientId,
    secretId: stored.tableauSecretId,
    hasSecret: stored.tableauSecretValue !== null && stored.tableauSecretValue !== '',
    username: stored.tableauUsername,
    fixedUsername: stored.tableauFixedUsername,
  },
});

// ---- links ---------------------------------------------------------------------------------------

export interface RawLink {
  id: string;
  report_id: string;
  token: string;
  created_at: string | Date;
  expires_at: string | Date | null;
  disabled_at: string | Date | null;
  view_count: number | string;
  last_viewed_at: string | Date | null;
  /** Not disabled and not expired, by the database's clock. */
  live: boolean;
}

/** Columns of `report_public_links l` as RawLink reads them. */
export const LINK_COLUMNS = sql`l.id, l.report_id, l.token, l.created_at, l.expires_at, l.disabled_at,
  l.view_count, l.last_viewed_at,
  (l.disabled_at is null and (l.expires_at is null or l.expires_at > now())) as live`;

export function toLink(raw: RawLink, webUrl: string, publicLinksEnabled: boolean) {
  return {
    token: raw.token,
    url: `${webUrl}/reports/${raw.token}`,
    createdAt: iso(raw.created_at),
    expiresAt: isoOrNull(raw.expires_at),
    disabledAt: isoOrNull(raw.disabled_at),
    active: raw.live && publicLinksEnabled,
    viewCount: Number(raw.view_count),
    lastViewedAt: isoOrNull(raw.last_viewed_at),
  };
}

export type LinkView = ReturnType<typeof toLink>;

/** The report's link that is not disabled (expired or not), or null. */
export async function openLink(tx: Tx, organizationId: string, reportId: string): Promise<RawLink | null> {
  const [row] = await selectRows<RawLink>(
    tx,
    sql`select ${LINK_COLUMNS} from report_public_links l
        where l.tenant_id = ${organizationId} and l.report_id = ${reportId}::uuid and l.disabled_at is null`,
  );
  return row ?? null;
}

// ---- reports -------------------------------------------------------------------------------------

export interface RawReport {
  id: string;
  public_id: string;
  category_id: string;
  category_name: string;
  title: string;
  description: string;
  kind: ReportKind;
  native: NativeSettings | null;
  tableau: TableauSettings | null;
  audience_id: string | null;
  audience_name: string | null;
  updated_at: string | Date;
}

/** SQL over `reports r`: the person may see it (no audience, or in it now). */
export function visibleTo(organizationId: string, personId: string): SQL {
  return sql`(r.audience_id is null or ${peopleModule.services.audienceIncludes(organizationId, sql`r.audience_id`, personId)})`;
}

/** Reports as the member may see them (every one with MANAGE_REPORTS), by category then title. */
export async function readReports(
  tx: Tx,
  organizationId: string,
  member: Member,
  where: SQL = sql``,
): Promise<RawReport[]> {
  const visible = manages(member) ? sql`` : sql`and ${visibleTo(organizationId, member.person.id)}`;
  return selectRows<RawReport>(
    tx,
    sql`select r.id, r.public_id, r.category_id, k.name as category_name, r.title, r.description, r.kind,
          r.native, r.tableau, r.audience_id, a.name as audience_name, r.updated_at
        from reports r
        join report_categories k on k.tenant_id = r.tenant_id and k.id = r.category_id
        left join audiences a on a.tenant_id = r.tenant_id and a.id = r.audience_id
        where r.tenant_id = ${organizationId} ${where} ${visible}
        order by k.position, k.name, r.title, r.id`,
  );
}

/** One report the member may see, by its public id, or 404. */
export async function findReport(tx: Tx, organizationId: string, member: Member, publicId: string, say: Say) {
  const [row] = await readReports(tx, organizationId, member, sql`and r.public_id = ${publicId}`);
  if (!row) throw reportNotFound(say);
  return row;
}

/** The reports as answered; links (the newest of each report) only for MANAGE_REPORTS. */
export async function toReports(
  tx: Tx,
  organizationId: string,
  member: Member,
  rows: readonly RawReport[],
  webUrl: string,
) {
  const links = new Map<string, LinkView>();
  if (manages(member) && rows.length > 0) {
    const settings = await readSettings(tx, organizationId);
    const found = await selectRows<RawLink>(
      tx,
      sql`select distinct on (l.report_id) ${LINK_COLUMNS} from report_public_links l
          where l.tenant_id = ${organizationId}
            and l.report_id = any(${`{${rows.map((row) => row.id).join(',')}}`}::uuid[])
          order by l.report_id, (l.disabled_at is null) desc, l.created_at desc`,
    );
    for (const raw of found) links.set(raw.report_id, toLink(raw, webUrl, settings.publicLinksEnabled));
  }
  return rows.map((row) => ({
    id: row.id,
    publicId: row.public_id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    title: row.title,
    description: row.description,
    kind: row.kind,
    native: row.kind === 'native' ? row.native : null,
    tableau: row.kind === 'tableau' ? row.tableau : null,
    audienceId: row.audience_id,
    audienceName: row.audience_name,
    publicLink: links.get(row.id) ?? null,
    updatedAt: iso(row.updated_at),
  }));
}
