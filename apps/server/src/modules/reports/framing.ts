/**
 * Who may frame the web page of a public report (`/reports/{token}`): the sites the
 * organization lists (report settings), while that link answers; otherwise nobody, as for every
 * other page. The page is outside /api, so the organization comes from the host here.
 */
import { resolveTenant } from '@faena/contract/tenant';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../platform/database/database.ts';
import type { FrameAncestorsResolver } from '../../platform/http/security-headers.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { TOKEN_PATTERN } from './store.ts';

export function publicReportFraming({ config, database }: ModuleContext): FrameAncestorsResolver {
  return async (request) => {
    const token = (request.params as { token?: unknown }).token;
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
    const subdomain = resolveTenant({
      host: request.headers.host ?? '',
      defaultTenant: config.defaultOrganization,
    });
    return database.withSubdomainTenant(subdomain, async (tx, organizationId) => {
      if (organizationId === null) return null;
      const [row] = await selectRows<{ frame_ancestors: string[] }>(
        tx,
        sql`select s.frame_ancestors from report_settings s
            join report_public_links l on l.tenant_id = s.tenant_id and l.token = ${token}
            where s.tenant_id = ${organizationId} and s.public_links_enabled
              and l.disabled_at is null and (l.expires_at is null or l.expires_at > now())`,
      );
      return row && row.frame_ancestors.length > 0 ? row.frame_ancestors : null;
    });
  };
}
