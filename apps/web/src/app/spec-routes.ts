import type { NavigationEntry } from '@/platform/feature';

/**
 * Every route of SPEC 2.1 and 2.2, as the specification lists them. The routes no feature
 * claims render the "not available for this demo" screen (SPEC 8), never fake data.
 */
export const SPEC_ROUTES = {
  public: [
    '/sign-in',
    '/login',
    '/from-magic-link',
    '/from-invite',
    '/onboarding',
    '/reports/:publicId',
    '/public/workflows/:workflowType/:workflowId/start-execution/:bpmnId',
  ],
  protected: [
    '/',
    '/home',
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
    // Reports
    '/reports',
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
    '/my-account',
    '/notifications',
    '/organization',
    '/org-chart',
    '/profile',
    '/profile/edit',
    '/settings',
    '/sync',
    '/tools',
    '/lorem-ipsum/:title/:id',
  ],
} as const;

/**
 * SPEC paths that only send elsewhere, for areas whose feature has not landed (a feature that
 * claims the path brings its own redirect route). None today: /reports → /reports/list is the
 * reports feature's.
 */
export const SPEC_REDIRECTS: Readonly<Record<string, string>> = {};

/** An area under Herramientas or Avanzado, labelled by the shell's texts. */
const area = (
  place: 'tools' | 'advanced',
  id: string,
  href: string,
  order: number,
  icon: NavigationEntry['icon'],
): NavigationEntry => ({
  place,
  id,
  href,
  order,
  icon,
  labelKey: `shell:areas.${id}.label`,
  purposeKey: `shell:areas.${id}.purpose`,
});

/**
 * The shell's entries for areas not built yet. The tabs lead to their 'not available' screens;
 * the areas under Herramientas and Avanzado stay hidden until a feature claims their route.
 */
export const PENDING_NAVIGATION: NavigationEntry[] = [
  area('tools', 'activities', '/activities', 110, 'activities'),
  area('tools', 'checklists', '/checklists', 120, 'checklists'),
  area('tools', 'workflows', '/workflows', 140, 'workflows'),
  area('tools', 'files', '/assets', 160, 'files'),
  area('advanced', 'people', '/people', 210, 'people'),
  area('advanced', 'orgChart', '/org-chart', 220, 'orgChart'),
  area('advanced', 'checklistAdministration', '/checklist-administration', 260, 'administration'),
  { place: 'tab', id: 'activities', href: '/activities', labelKey: 'shell:tabs.activities', order: 20 },
];
