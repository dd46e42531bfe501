/**
 * Public links of native reports and the organization's report settings (MANAGE_REPORTS), and
 * the public read itself. A link answers only while it is not disabled, not expired (checked by
 * the database's clock in the read's own statement) and the organization's public links are on;
 * otherwise the read is the same 404 as for a token that never existed. Rotating or re-enabling
 * makes a new token; a disabled one never answers again. Each answered read counts one view in the
 * statement that finds the link. The data comes from the report's stored filters only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError, validationFailed } from '../../platform/http/errors.ts';
import { localeOf, type Say, sayIn } from '../../platform/http/language.ts';
import { webUrlOf } from '../../platform/http/links.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { computeReportData } from './data.ts';
import {
  PublicLink,
  PublicLinkInput,
  PublicLinkList,
  PublicReport,
  ReportSettings,
  ReportSettingsInput,
} from './schemas.ts';
import {
  findReport,
  LINK_COLUMNS,
  linkNotFound,
  MANAGE,
  newToken,
  openLink,
  type RawLink,
  readSettings,
  TOKEN_PATTERN,
  toLink,
  toSettings,
} from './store.ts';
import type { NativeSettings } from './tables.ts';

const Params = Type.Object(
  { publicId: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

const noOpenLink = (say: Say) =>
  new ApiError(
    404,
    'PUBLIC_LINK_NOT_FOUND',
    say('El reporte no tiene un enlace público activo.', 'The report has no active public link.'),
  );

/** 400 unless `expiresAt` is null or still to come. */
function checkExpiry(expiresAt: string | null, say: Say) {
  if (expiresAt !== null && new Date(expiresAt).getTime() <= Date.now()) {
    throw validationFailed({
      expiresAt: say('La fecha de vencimiento ya pasó.', 'The expiry date is already past.'),
    });
  }
}

/** A new link for the report (its previous open one, if any, disabled first). */
async function insertLink(tx: Tx, organizationId: string, reportId: string, expiresAt: string | null) {
  await tx.execute(
    sql`update report_public_links set disabled_at = now()
        where tenant_id = ${organizationId} and report_id = ${reportId}::uuid and disabled_at is null`,
  );
  const [row] = await selectRows<RawLink>(
    tx,
    sql`insert into report_public_links as l (tenant_id, report_id, token, expires_at)
        values (${organizationId}, ${reportId}::uuid, ${newToken()}, ${expiresAt}::timestamptz)
        returning ${LINK_COLUMNS}`,
  );
  return row!;
}

export const linkRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const webUrl = (subdomain: string) => webUrlOf(api.links, subdomain);

  /** The report behind a link route: visible, native (a Tableau report has no public link). */
  async function shareableReport(tx: Tx, request: Parameters<typeof requireMember>[0], say: Say) {
    const organizationId = requireOrganization(request).id;
    const report = await findReport(
      tx,
      organizationId,
      requireMember(request),
      (request.params as { publicId: string }).publicId,
      say,
    );
    if (report.kind !== 'native') {
      throw new ApiError(
        400,
        'TABLEAU_NOT_SHAREABLE',
        say(
          'Un reporte de Tableau no puede tener enlace público: quien lo abre sin iniciar sesión no tiene una identidad para la que Tableau firme el acceso.',
          'A Tableau report cannot have a public link: someone opening it without signing in has no identity for Tableau to sign access for.',
        ),
      );
    }
    return report;
  }

  const linkResponses = {
    200: ref(PublicLink),
    400: errorResponse(
      'A Tableau report (TABLEAU_NOT_SHAREABLE), or an expiry already past (VALIDATION_ERROR)',
    ),
    404: errorResponse('No such report (REPORT_NOT_FOUND)'),
  };

  api.post(
    '/reports/:publicId/public-link',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'enableReportPublicLink',
        tags: ['reports'],
        summary:
          'The active public link of a native report, or a new token when none is active (a disabled link never comes back)',
        params: Params,
        body: ref(PublicLinkInput),
        response: linkResponses,
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const say = sayIn(localeOf(request));
      checkExpiry(request.body.expiresAt, say);
      return request.withTenant(async (tx) => {
        const report = await shareableReport(tx, request, say);
        const settings = await readSettings(tx, organization.id);
        const open = await openLink(tx, organization.id, report.id);
        const link = open?.live
          ? open
          : await insertLink(tx, organization.id, report.id, request.body.expiresAt);
        return toLink(link, webUrl(organization.subdomain), settings.publicLinksEnabled);
      });
    },
  );

  api.post(
    '/reports/:publicId/public-link/rotate',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'rotateReportPublicLink',
        tags: ['reports'],
        summary: 'A new token for the report; the old one answers 404 from now on (its expiry carries over)',
        params: Params,
        response: linkResponses,
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const say = sayIn(localeOf(request));
      return request.withTenant(async (tx) => {
        const report = await shareableReport(tx, request, say);
        const settings = await readSettings(tx, organization.id);
        const open = await openLink(tx, organization.id, report.id);
        const expiresAt = open?.live && open.expires_at ? new Date(open.expires_at).toISOString() : null;
        const link = await insertLink(tx, organization.id, report.id, expiresAt);
        return toLink(link, webUrl(organization.subdomain), settings.publicLinksEnabled);
      });
    },
  );

  api.patch(
    '/reports/:publicId/public-link',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'updateReportPublicLink',
        tags: ['reports'],
        summary: "Change the active link's expiry (null: never)",
        params: Params,
        body: ref(PublicLinkInput),
        response: {
          ...linkResponses,
          404: errorResponse('No such report (REPORT_NOT_FOUND), or no active link (PUBLIC_LINK_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const say = sayIn(localeOf(request));
      checkExpiry(request.body.expiresAt, say);
      return request.withTenant(async (tx) => {
        const report = await shareableReport(tx, request, say);
        const settings = await readSettings(tx, organization.id);
        const [link] = await selectRows<RawLink>(
          tx,
          sql`update report_public_links l set expires_at = ${request.body.expiresAt}::timestamptz
              where l.tenant_id = ${organization.id} and l.report_id = ${report.id}::uuid
                and l.disabled_at is null and (l.expires_at is null or l.expires_at > now())
              returning ${LINK_COLUMNS}`,
        );
        if (!link) throw noOpenLink(say);
        return toLink(link, webUrl(organization.subdomain), settings.publicLinksEnabled);
      });
    },
  );

  api.delete(
    '/reports/:publicId/public-link',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'disableReportPublicLink',
        tags: ['reports'],
        summary: 'Disables the report’s link for good (its views stay counted); none open is no error',
        params: Params,
        response: {
          204: Type.Null({ description: 'Disabled' }),
          404: errorResponse('No such report (REPORT_NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const organization = requireOrganization(request);
      const say = sayIn(localeOf(request));
      await request.withTenant(async (tx) => {
        const report = await findReport(
          tx,
          organization.id,
          requireMember(request),
          request.params.publicId,
          say,
        );
        await tx.execute(
          sql`update report_public_links set disabled_at = now()
              where tenant_id = ${organization.id} and report_id = ${report.id}::uuid and disabled_at is null`,
        );
      });
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/report-public-links',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'listReportPublicLinks',
        tags: ['reports'],
        summary: 'Every public link of the organization, active first, then newest',
        response: { 200: ref(PublicLinkList) },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      return request.withTenant(async (tx) => {
        const settings = await readSettings(tx, organization.id);
        const rows = await selectRows<RawLink & { public_id: string; title: string; category_id: string }>(
          tx,
          sql`select ${LINK_COLUMNS}, r.public_id, r.title, r.category_id
              from report_public_links l
              join reports r on r.tenant_id = l.tenant_id and r.id = l.report_id
              where l.tenant_id = ${organization.id}
              order by (l.disabled_at is null and (l.expires_at is null or l.expires_at > now())) desc,
                l.created_at desc, l.id`,
        );
        return {
          results: rows.map((row) => ({
            ...toLink(row, webUrl(organization.subdomain), settings.publicLinksEnabled),
            reportId: row.report_id,
            reportPublicId: row.public_id,
            reportTitle: row.title,
            categoryId: row.category_id,
          })),
        };
      });
    },
  );

  api.post(
    '/report-public-links/disable-all',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'disableAllReportPublicLinks',
        tags: ['reports'],
        summary: 'Disables every link of the organization for good; answers how many were open',
        response: { 200: Type.Object({ disabled: Type.Integer() }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const rows = await request.withTenant((tx) =>
        selectRows<{ id: string }>(
          tx,
          sql`update report_public_links set disabled_at = now()
              where tenant_id = ${organizationId} and disabled_at is null returning id`,
        ),
      );
      return { disabled: rows.length };
    },
  );

  api.get(
    '/report-settings',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'getReportSettings',
        tags: ['reports'],
        summary:
          'Who may frame public reports, the public links switch, and the Tableau connected app (never its secret)',
        response: { 200: ref(ReportSettings) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return toSettings(await request.withTenant((tx) => readSettings(tx, organizationId)));
    },
  );

  api.put(
    '/report-settings',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'updateReportSettings',
        tags: ['reports'],
        summary:
          'Replaces the settings; the Tableau secret value is kept unless one is given (it is write-only)',
        body: ref(ReportSettingsInput),
        response: {
          200: ref(ReportSettings),
          400: errorResponse('An origin that is not https://host[:port] (VALIDATION_ERROR)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { frameAncestors, publicLinksEnabled, tableau } = request.body;
      const fixed = tableau.fixedUsername?.trim() || null;
      return request.withTenant(async (tx) => {
        await tx.execute(
          sql`insert into report_settings (tenant_id, frame_ancestors, public_links_enabled, tableau_client_id,
                tableau_secret_id, tableau_secret_value, tableau_username, tableau_fixed_username)
              values (${organizationId}, ${`{${[...new Set(frameAncestors)].join(',')}}`}::text[], ${publicLinksEnabled},
                ${tableau.clientId.trim()}, ${tableau.secretId.trim()}, ${tableau.secretValue ?? null},
                ${tableau.username}, ${fixed})
              on conflict (tenant_id) do update set frame_ancestors = excluded.frame_ancestors,
                public_links_enabled = excluded.public_links_enabled,
                tableau_client_id = excluded.tableau_client_id, tableau_secret_id = excluded.tableau_secret_id,
                tableau_secret_value = coalesce(excluded.tableau_secret_value, report_settings.tableau_secret_value),
                tableau_username = excluded.tableau_username,
                tableau_fixed_username = excluded.tableau_fixed_username, updated_at = now()`,
        );
        return toSettings(await readSettings(tx, organizationId));
      });
    },
  );

  api.get(
    '/public/reports/:token',
    {
      config: { public: true, rateLimit: 'signInLookup' },
      schema: {
        operationId: 'getPublicReport',
        tags: ['reports'],
        summary:
          'A shared report (no sign-in): its data from its stored filters only (query parameters are ignored); counts the view',
        params: Type.Object({ token: Type.String({ maxLength: 100 }) }, { additionalProperties: false }),
        response: {
          200: ref(PublicReport),
          404: errorResponse(
            'Unknown, disabled or expired link, or public links turned off (REPORT_LINK_NOT_FOUND, the same for all)',
          ),
        },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const say = sayIn(localeOf(request));
      const { token } = request.params;
      if (!TOKEN_PATTERN.test(token)) throw linkNotFound();
      return request.withTenant(async (tx) => {
        // Found, checked (disabled, expired, switched off) and counted in one statement.
        const [report] = await selectRows<{ title: string; description: string; native: NativeSettings }>(
          tx,
          sql`update report_public_links l set view_count = l.view_count + 1, last_viewed_at = now()
              from reports r
              where l.tenant_id = ${organization.id} and l.token = ${token}
                and l.disabled_at is null and (l.expires_at is null or l.expires_at > now())
                and r.tenant_id = l.tenant_id and r.id = l.report_id and r.kind = 'native' and r.native is not null
                and coalesce((select s.public_links_enabled from report_settings s
                  where s.tenant_id = ${organization.id}), true)
              returning r.title, r.description, r.native`,
        );
        if (!report) throw linkNotFound();
        return {
          title: report.title,
          description: report.description,
          organizationName: organization.name,
          data: await computeReportData(tx, organization.id, report, say, 'UTC'),
        };
      });
    },
  );
};
