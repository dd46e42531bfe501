/**
 * Every route of SPEC 2.1 and 2.2. Areas not built yet render the "not available for this demo"
 * screen (SPEC 8), never fake data; a feature replaces its entry when it lands.
 */

/** Public routes besides /, /sign-in and /login (which have their own pages). */
export const PUBLIC_PENDING_ROUTES = [
  '/reports/:publicId',
  '/public/workflows/:workflowType/:workflowId/start-execution/:bpmnId',
] as const;

/** Protected routes besides / and /home. */
export const PROTECTED_PENDING_ROUTES = [
  // Activities
  '/activities',
  '/activities/create',
  '/activities/create/:id',
  '/activities/:id/:recurrenceId',
  // Checklists
  '/checklist-administration',
  '/checklist-administration/:categoryId',
  '/checklists',
  '/checklists/executions',
  '/checklists/executions/:executionId',
  '/checklists/executions_detail/:executionId',
  '/checklists/update/:id?',
  '/checklists/create/:categoryId',
  '/checklists/:id/execute',
  '/checklists/:categoryId',
  // Reports (/reports itself redirects to /reports/list)
  '/reports/list',
  '/reports/administration',
  '/reports/administration/:categoryId',
  '/reports/administration/create/:categoryId',
  '/reports/categories/:categoryId/tableau/:publicId/update',
  // Workflows
  '/workflows',
  '/workflows/create/configuration',
  '/workflows/:workflowId/form-builder/:formId?',
  '/workflows/:workflowType/dispatch-action',
  '/workflows/:workflowType/execute',
  '/workflows/:workflowType/executions',
  '/workflows/:workflowType/executions/:workflowId/:executionId',
  '/workflows/:workflowType/administration',
  '/workflows/:workflowType/administration/:categoryId',
  '/workflows/:workflowType/configuration',
  '/workflows/:workflowType/configuration/kanban/:kanbanId',
  '/workflows/:workflowType/:workflowId/start-execution/:bpmnId',
  '/workflows/:workflowType/:id',
  // People
  '/people',
  '/people/:id',
  '/people-bulk-load/:id',
  // Posts
  '/posts',
  '/posts/new',
  '/posts/:id',
  // Other
  '/advanced',
  '/assets',
  '/invite',
  '/links',
  '/org-chart',
  '/sync',
  '/tools',
  '/lorem-ipsum/:title/:id',
] as const;
