/**
 * Workflows: today the workflow types a person can start.
 */
import { defineModule } from '../../platform/module.ts';
import { WORKFLOW_PERMISSIONS } from './permissions.ts';
import { workflowTypeRoutes } from './routes.ts';
import { WORKFLOW_SCHEMAS } from './schemas.ts';

export const workflowsModule = defineModule({
  name: 'workflows',
  routes: [workflowTypeRoutes],
  schemas: WORKFLOW_SCHEMAS,
  permissions: WORKFLOW_PERMISSIONS,
  services: {},
});
