import type { Feature } from '@/platform/feature';
import { runRoutes } from './run/routes';

const SIGNED_IN = { signedIn: true } as const;
const MANAGE = { signedIn: true, permission: 'MANAGE_WORKFLOWS' } as const;

/**
 * Workflows (SPEC 2.2): the types one may start, their administration, the studio, the task form
 * builder and the kanban boards; starting, tasks and executions (the `run/` screens).
 */
export const workflowsFeature: Feature = {
  id: 'workflows',
  routes: [
    {
      path: '/workflows',
      access: SIGNED_IN,
      screen: () => import('./WorkflowsPage'),
      titleKey: 'workflows:title',
    },
    {
      path: '/workflows/:workflowType/administration',
      access: MANAGE,
      screen: () => import('./admin/AdministrationPage'),
      titleKey: 'workflows:admin.title',
    },
    {
      path: '/workflows/:workflowType/administration/:categoryId',
      access: MANAGE,
      screen: () => import('./admin/AdministrationPage'),
      titleKey: 'workflows:admin.title',
    },
    {
      path: '/workflows/create/configuration',
      access: MANAGE,
      screen: () => import('./studio/CreateConfigurationPage'),
      titleKey: 'workflows:create.title',
    },
    {
      path: '/workflows/:workflowType/configuration',
      access: MANAGE,
      screen: () => import('./studio/ConfigurationPage'),
      titleKey: 'workflows:admin.title',
    },
    {
      path: '/workflows/:workflowType/configuration/kanban/:kanbanId',
      access: MANAGE,
      screen: () => import('./kanban/KanbanConfigPage'),
      titleKey: 'workflows:kanban.title',
    },
    {
      path: '/workflows/:workflowId/form-builder/:formId?',
      access: MANAGE,
      screen: () => import('./form-builder/FormBuilderPage'),
      titleKey: 'workflows:formBuilder.shellTitle',
    },
    ...runRoutes,
  ],
  navigation: [
    {
      place: 'tools',
      id: 'workflows',
      href: '/workflows',
      order: 140,
      icon: 'workflows',
      labelKey: 'shell:areas.workflows.label',
      purposeKey: 'shell:areas.workflows.purpose',
      // The bottom bar's workflow tabs (…/dispatch-action) belong to their tab, not to this area.
      activeOn: (pathname) =>
        (pathname === '/workflows' || pathname.startsWith('/workflows/')) &&
        !pathname.endsWith('/dispatch-action'),
    },
  ],
  i18n: async () => [
    (await import('./i18n')).workflows,
    (await import('./run/i18n')).workflowRuns,
    ...(await import('@/platform/i18n/form-namespaces')).FORM_NAMESPACES,
  ],
};
