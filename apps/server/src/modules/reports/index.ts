/**
 * Reports (issue #21): categories of reports, native (charts over the organization's own data,
 * aggregated in SQL by the module owning it, over each report's fixed filters) or Tableau views
 * embedded with a per-viewer connected-app JWT; public links of native reports (rotatable,
 * expiring, counted, switched off for the whole organization at once) whose page the
 * organization's listed sites may frame; and reports by e-mail behind SPEC 9's reportsByEmail.
 */
import { defineModule } from '../../platform/module.ts';
import { categoryRoutes } from './category-routes.ts';
import { publicReportFraming } from './framing.ts';
import { linkRoutes } from './link-routes.ts';
import { REPORT_PERMISSIONS } from './permissions.ts';
import { reportRoutes } from './report-routes.ts';
import { REPORT_SCHEMAS } from './schemas.ts';

export const reportsModule = defineModule({
  name: 'reports',
  routes: [categoryRoutes, reportRoutes, linkRoutes],
  schemas: REPORT_SCHEMAS,
  permissions: REPORT_PERMISSIONS,
  pages: [{ url: '/reports/:token', frameAncestors: publicReportFraming }],
  services: {},
});
