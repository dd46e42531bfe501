/**
 * Workflows: today the workflow types a person can start.
 */
import { defineModule } from '../../platform/module.ts';
import { workflowCategoryRoutes } from './category-routes.ts';
import { workflowDefinitionRoutes } from './definition-routes.ts';
import { workflowFormRoutes } from './form-routes.ts';
import { workflowKanbanRoutes } from './kanban-routes.ts';
import { WORKFLOW_PERMISSIONS } from './permissions.ts';
import { workflowTypeRoutes } from './routes.ts';
import { WORKFLOW_SCHEMAS } from './schemas.ts';

export const workflowsModule = defineModule({
  name: 'workflows',
  routes: [
    workflowTypeRoutes,
    workflowCategoryRoutes,
    workflowDefinitionRoutes,
    workflowFormRoutes,
    workflowKanbanRoutes,
  ],
  schemas: WORKFLOW_SCHEMAS,
  permissions: WORKFLOW_PERMISSIONS,
  services: {},
});
