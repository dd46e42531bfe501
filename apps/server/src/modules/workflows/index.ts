/**
 * Workflows: today the workflow types a person can start.
 */
import { defineModule } from '../../platform/module.ts';
import { boardRoutes } from './board-routes.ts';
import { workflowCategoryRoutes } from './category-routes.ts';
import { clockRoutes } from './clock-routes.ts';
import { workflowDefinitionRoutes } from './definition-routes.ts';
import { executionRoutes } from './execution-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { workflowFormRoutes } from './form-routes.ts';
import { workflowKanbanRoutes } from './kanban-routes.ts';
import { executionListRoutes } from './list-routes.ts';
import { WORKFLOW_LIST_SCHEMAS } from './list-schemas.ts';
import { WORKFLOW_PERMISSIONS } from './permissions.ts';
import { publicRoutes } from './public-routes.ts';
import { executionsByStatus } from './report-queries.ts';
import { workflowTypeRoutes } from './routes.ts';
import { RUNTIME_SCHEMAS } from './runtime-schemas.ts';
import { WORKFLOW_SCHEMAS } from './schemas.ts';
import { startRoutes } from './start-routes.ts';
import { statsRoutes } from './stats-routes.ts';
import { taskRoutes } from './task-routes.ts';
import { setupWorkflowRuntime } from './timers.ts';

/** Read by activities: the workflow types they link to and the executions started from them. */
export { workflowExecutions, workflowTypes } from './tables.ts';

export const workflowsModule = defineModule({
  name: 'workflows',
  routes: [
    workflowTypeRoutes,
    workflowCategoryRoutes,
    workflowDefinitionRoutes,
    workflowFormRoutes,
    workflowKanbanRoutes,
    executionListRoutes,
    exportRoutes,
    boardRoutes,
    startRoutes,
    taskRoutes,
    executionRoutes,
    statsRoutes,
    publicRoutes,
    clockRoutes,
  ],
  schemas: [...WORKFLOW_SCHEMAS, ...WORKFLOW_LIST_SCHEMAS, ...RUNTIME_SCHEMAS],
  permissions: WORKFLOW_PERMISSIONS,
  setup: setupWorkflowRuntime,
  services: {
    /** Native reports: executions per workflow type and status, counted in SQL. */
    executionsByStatus,
  },
});
