/**
 * Checklists (SPEC 2.2, 3): categories in a tree, versioned templates whose questions are form
 * definitions (with scores, weights and flagged answers), executions pinned to a version —
 * drafts kept by the device's id, submissions checked, scored and linked to an activity's
 * occurrence — their lists, flagged answers and an XLSX export.
 */
import type { FeatureFlags } from '@faena/contract/flags';
import { defineModule } from '../../platform/module.ts';
import { categoryRoutes } from './category-routes.ts';
import { checklistRoutes } from './checklist-routes.ts';
import { executionRoutes } from './execution-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { CHECKLIST_PERMISSIONS } from './permissions.ts';
import { scoresByWeek } from './report-queries.ts';
import { CHECKLIST_SCHEMAS } from './schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SPEC 9 flags the checklist routes read (create-category-at-root). */
    checklistFlags: FeatureFlags;
  }
}

export const checklistsModule = defineModule({
  name: 'checklists',
  routes: [categoryRoutes, checklistRoutes, executionRoutes, exportRoutes],
  schemas: CHECKLIST_SCHEMAS,
  permissions: CHECKLIST_PERMISSIONS,
  setup(app, context) {
    app.decorate('checklistFlags', context.config.flags);
  },
  services: {
    /** Native reports: submitted executions per checklist and week, averaged in SQL. */
    scoresByWeek,
  },
});
