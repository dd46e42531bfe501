/**
 * Reports: what a member may see (no audience, or in it now; MANAGE_REPORTS sees all), their
 * writes, a native report's data (one SQL aggregate over its fixed filters, weeks in the viewer's
 * zone), a Tableau report's per-viewer ticket, and "reports by e-mail" (SPEC 9 flag reportsByEmail).
 */
import { randomUUID } from 'node:crypto';
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError, validationFailed } from '../../platform/http/errors.ts';
import { localeOf, type Say, sayIn } from '../../platform/http/language.ts';
import { webUrlOf } from '../../platform/http/links.ts';
import { type Member, requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { computeReportData, isTimeZone } from './data.ts';
import {
  EmailReportInput,
  Report,
  ReportChanges,
  ReportData,
  ReportInput,
  ReportList,
  TableauTicket,
} from './schemas.ts';
import { findReport, MANAGE, type RawReport, readReports, readSettings, toReports } from './store.ts';
import { type NativeSettings, type ReportKind, reports, type TableauSettings } from './tables.ts';

const Params = Type.Object(
  { publicId: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
/** A Tableau ticket lives this long (Tableau accepts at most 10 minutes). */
const TICKET_SECONDS = 5 * 60;

interface ReportFields {
  categoryId: string;
  title: string;
  description: string;
  kind: ReportKind;
  native: NativeSettings | null;
  tableau: TableauSettings | null;
  audienceId: string | null;
}

/** 400 unless the fields fit together and name things that exist. */
async function checkReport(tx: Tx, organizationId: string, fields: ReportFields, say: Say) {
  const problems: Record<string, string> = {};
  if (fields.kind === 'native' && (fields.native === null || fields.tableau !== null)) {
    problems.native = say(
      'Un reporte nativo necesita su configuración nativa y ninguna de Tableau.',
      'A native report needs its native settings and no Tableau settings.',
    );
  }
  if (fields.kind === 'tableau' && (fields.tableau === null || fields.native !== null)) {
    problems.tableau = say(
      'Un reporte de Tableau necesita la URL de su vista y ninguna configuración nativa.',
      'A Tableau report needs its view URL and no native settings.',
    );
  }
  const native = fields.kind === 'native' ? fields.native : null;
  const venueIds = native?.venueIds ?? [];
  const [found] = await selectRows<{
    category: boolean;
    audience: boolean;
    venues: number | string;
    checklist: boolean;
    type: boolean;
  }>(
    tx,
    sql`select
          exists (select 1 from report_categories where tenant_id = ${organizationId} and id = ${fields.categoryId}::uuid) as category,
          ${fields.audienceId ? sql`exists (select 1 from audiences where tenant_id = ${organizationId} and id = ${fields.audienceId}::uuid)` : sql`true`} as audience,
          (select count(*) from venues where tenant_id = ${organizationId}
            and id = any(${`{${venueIds.join(',')}}`}::uuid[])) as venues,
          ${native?.checklistId ? sql`exists (select 1 from checklists where tenant_id = ${organizationId} and id = ${native.checklistId}::uuid)` : sql`true`} as checklist,
          ${native?.workflowTypeId ? sql`exists (select 1 from workflow_types where tenant_id = ${organizationId} and id = ${native.workflowTypeId}::uuid)` : sql`true`} as type`,
  );
  if (!found?.category) problems.categoryId = say('La categoría no existe.', 'The category does not exist.');
  if (!found?.audience) problems.audienceId = say('La audiencia no existe.', 'The audience does not exist.');
  if (Number(found?.venues ?? 0) !== new Set(venueIds).size) {
    problems['native.venueIds'] = say('Alguna de las sedes no existe.', 'One of the venues does not exist.');
  }
  if (!found?.checklist) {
    problems['native.checklistId'] = say(
      'La lista de verificación no existe.',
      'The checklist does not exist.',
    );
  }
  if (!found?.type)
    problems['native.workflowTypeId'] = say(
      'El tipo de flujo no existe.',
      'The workflow type does not exist.',
    );
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
}

const fieldsOf = (row: RawReport): ReportFields => ({
  categoryId: row.category_id,
  title: row.title,
  description: row.description,
  kind: row.kind,
  native: row.kind === 'native' ? row.native : null,
  tableau: row.kind === 'tableau' ? row.tableau : null,
  audienceId: row.audience_id,
});

export const reportRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const webUrl = (subdomain: string) => webUrlOf(api.links, subdomain);
  /** One report as the caller sees it (404 when they may not), in the answer's shape. */
  const readReport = async (
    tx: Tx,
    organization: { id: string; subdomain: string },
    member: Member,
    publicId: string,
    say: Say,
  ) => {
    const found = await findReport(tx, organization.id, member, publicId, say);
    const [report] = await toReports(tx, organization.id, member, [found], webUrl(organization.subdomain));
    return report!;
  };

  api.get(
    '/reports',
    {
      schema: {
        operationId: 'listReports',
        tags: ['reports'],
        summary: 'The reports the caller may see (MANAGE_REPORTS: all), optionally of one category',
        querystring: Type.Object(
          { categoryId: Type.Optional(Type.String({ format: 'uuid' })) },
          { additionalProperties: false },
        ),
        response: { 200: ref(ReportList) },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const member = requireMember(request);
      const { categoryId } = request.query;
      return request.withTenant(async (tx) => {
        const rows = await readReports(
          tx,
          organization.id,
          member,
          categoryId ? sql`and r.category_id = ${categoryId}::uuid` : sql``,
        );
        return {
          results: await toReports(tx, organization.id, member, rows, webUrl(organization.subdomain)),
        };
      });
    },
  );

  api.post(
    '/reports',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'createReport',
        tags: ['reports'],
        summary: 'Add a native or Tableau report to a category',
        body: ref(ReportInput),
        response: {
          201: ref(Report),
          400: errorResponse(
            'Settings that do not fit the kind, or names of things that do not exist (VALIDATION_ERROR)',
          ),
        },
      },
    },
    async (request, reply) => {
      const organization = requireOrganization(request);
      const member = requireMember(request);
      const say = sayIn(localeOf(request));
      const fields: ReportFields = {
        ...request.body,
        title: trimInvisible(request.body.title),
        description: request.body.description.trim(),
      };
      const created = await request.withTenant(async (tx) => {
        await checkReport(tx, organization.id, fields, say);
        const [row] = await tx
          .insert(reports)
          .values({ organizationId: organization.id, ...fields, createdBy: member.person.id })
          .returning({ publicId: reports.publicId });
        return readReport(tx, organization, member, row!.publicId, say);
      });
      reply.code(201);
      return created;
    },
  );

  api.get(
    '/reports/:publicId',
    {
      schema: {
        operationId: 'getReport',
        tags: ['reports'],
        summary: 'One report the caller may see',
        params: Params,
        response: {
          200: ref(Report),
          404: errorResponse('No such report, or not for the caller (REPORT_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const member = requireMember(request);
      const say = sayIn(localeOf(request));
      return request.withTenant(async (tx) => {
        return readReport(tx, organization, member, request.params.publicId, say);
      });
    },
  );

  api.patch(
    '/reports/:publicId',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'updateReport',
        tags: ['reports'],
        summary: 'Change a report; turning it into a Tableau report disables its public link',
        params: Params,
        body: ref(ReportChanges),
        response: {
          200: ref(Report),
          400: errorResponse(
            'Settings that do not fit the kind, or names of things that do not exist (VALIDATION_ERROR)',
          ),
          404: errorResponse('No such report (REPORT_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const member = requireMember(request);
      const say = sayIn(localeOf(request));
      return request.withTenant(async (tx) => {
        const current = await findReport(tx, organization.id, member, request.params.publicId, say);
        const changes = request.body;
        const fields: ReportFields = {
          ...fieldsOf(current),
          ...changes,
          ...(changes.title === undefined ? {} : { title: trimInvisible(changes.title) }),
          ...(changes.description === undefined ? {} : { description: changes.description.trim() }),
        };
        // Changing the kind without naming the other settings drops the old kind's.
        if (changes.kind === 'tableau' && changes.native === undefined) fields.native = null;
        if (changes.kind === 'native' && changes.tableau === undefined) fields.tableau = null;
        await checkReport(tx, organization.id, fields, say);
        await tx
          .update(reports)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(and(eq(reports.organizationId, organization.id), eq(reports.id, current.id)));
        if (fields.kind === 'tableau') {
          await tx.execute(
            sql`update report_public_links set disabled_at = now()
                where tenant_id = ${organization.id} and report_id = ${current.id}::uuid and disabled_at is null`,
          );
        }
        return readReport(tx, organization, member, current.public_id, say);
      });
    },
  );

  api.delete(
    '/reports/:publicId',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'deleteReport',
        tags: ['reports'],
        summary: 'Delete a report and its public links',
        params: Params,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          404: errorResponse('No such report (REPORT_NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const organization = requireOrganization(request);
      const member = requireMember(request);
      const say = sayIn(localeOf(request));
      await request.withTenant(async (tx) => {
        const current = await findReport(tx, organization.id, member, request.params.publicId, say);
        await tx
          .delete(reports)
          .where(and(eq(reports.organizationId, organization.id), eq(reports.id, current.id)));
      });
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/reports/:publicId/data',
    {
      schema: {
        operationId: 'getReportData',
        tags: ['reports'],
        summary:
          "A native report's data over its fixed filters, aggregated in the database; weeks (Monday start) in `timeZone`",
        params: Params,
        querystring: Type.Object(
          {
            timeZone: Type.Optional(
              Type.String({ maxLength: 64, description: 'IANA zone weeks are cut in (default UTC)' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: ref(ReportData),
          400: errorResponse('A Tableau report, or an unknown time zone (VALIDATION_ERROR)'),
          404: errorResponse('No such report, or not for the caller (REPORT_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const say = sayIn(localeOf(request));
      const timeZone = request.query.timeZone ?? 'UTC';
      if (!isTimeZone(timeZone)) {
        throw validationFailed({
          timeZone: say('La zona horaria no existe.', 'The time zone does not exist.'),
        });
      }
      return request.withTenant(async (tx) => {
        const report = await findReport(tx, organizationId, member, request.params.publicId, say);
        if (report.kind !== 'native' || report.native === null) {
          throw validationFailed({
            kind: say('Solo los reportes nativos tienen datos aquí.', 'Only native reports have data here.'),
          });
        }
        return computeReportData(tx, organizationId, { ...report, native: report.native }, say, timeZone);
      });
    },
  );

  api.get(
    '/reports/:publicId/tableau-ticket',
    {
      schema: {
        operationId: 'getTableauTicket',
        tags: ['reports'],
        summary:
          "A Tableau connected-app JWT (HS256) for this viewer, valid 5 minutes, to embed the report's view",
        params: Params,
        response: {
          200: ref(TableauTicket),
          400: errorResponse('Not a Tableau report (VALIDATION_ERROR)'),
          404: errorResponse('No such report, or not for the caller (REPORT_NOT_FOUND)'),
          409: errorResponse(
            'The Tableau connected app is not set, or the viewer has no email (TABLEAU_NOT_CONFIGURED)',
          ),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const member = requireMember(request);
      const say = sayIn(localeOf(request));
      const { report, settings } = await request.withTenant(async (tx) => ({
        report: await findReport(tx, organizationId, member, request.params.publicId, say),
        settings: await readSettings(tx, organizationId),
      }));
      if (report.kind !== 'tableau' || report.tableau === null) {
        throw validationFailed({
          kind: say('No es un reporte de Tableau.', 'This is not a Tableau report.'),
        });
      }
      const username =
        settings.tableauUsername === 'fixed' ? settings.tableauFixedUsername : member.person.email;
      if (
        !settings.tableauClientId ||
        !settings.tableauSecretId ||
        !settings.tableauSecretValue ||
        !username
      ) {
        throw new ApiError(
          409,
          'TABLEAU_NOT_CONFIGURED',
          say(
            'La conexión con Tableau no está configurada en la organización.',
            'The Tableau connection is not set up in this organization.',
          ),
        );
      }
      const expiresAt = Math.floor(Date.now() / 1000) + TICKET_SECONDS;
      const token = await new SignJWT({ scp: ['tableau:views:embed'] })
        .setProtectedHeader({ alg: 'HS256', kid: settings.tableauSecretId, iss: settings.tableauClientId })
        .setIssuer(settings.tableauClientId)
        .setSubject(username)
        .setAudience('tableau')
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(new TextEncoder().encode(settings.tableauSecretValue));
      return { viewUrl: report.tableau.viewUrl, token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
  );

  api.post(
    '/reports/:publicId/email',
    {
      config: { flag: 'reportsByEmail' },
      schema: {
        operationId: 'emailReport',
        tags: ['reports'],
        summary: "Mails the report's link in the app to up to 20 addresses (SPEC 9 flag reportsByEmail)",
        params: Params,
        body: ref(EmailReportInput),
        response: {
          202: Type.Object({ sent: Type.Integer() }, { additionalProperties: false }),
          404: errorResponse(
            'The flag is off (FEATURE_DISABLED), or no such report for the caller (REPORT_NOT_FOUND)',
          ),
        },
      },
    },
    async (request, reply) => {
      const organization = requireOrganization(request);
      const member = requireMember(request);
      const say = sayIn(localeOf(request));
      const report = await request.withTenant((tx) =>
        findReport(tx, organization.id, member, request.params.publicId, say),
      );
      const link = `${webUrl(organization.subdomain)}/reports/list?report=${encodeURIComponent(report.public_id)}`;
      const recipients = [...new Set(request.body.to.map((address) => address.trim().toLowerCase()))];
      for (const to of recipients) {
        await api.mailer.send({
          to,
          subject: say(`Reporte: ${report.title}`, `Report: ${report.title}`),
          text: [
            say(
              `${member.person.name} te comparte el reporte "${report.title}" de ${organization.name}.`,
              `${member.person.name} shared the report "${report.title}" of ${organization.name} with you.`,
            ),
            '',
            say('Ábrelo en Faena (necesitas iniciar sesión):', 'Open it in Faena (you need to sign in):'),
            link,
          ].join('\n'),
        });
      }
      reply.code(202);
      return { sent: recipients.length };
    },
  );
};
