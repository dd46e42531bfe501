import type { FeatureRoute } from '@/platform/feature';

const SIGNED_IN = { signedIn: true } as const;

/** Starting, tasks and executions (SPEC 2.1 / 2.2): the routes of the `run/` screens. */
export const runRoutes: FeatureRoute[] = [
  {
    path: '/workflows/:workflowType/dispatch-action',
    access: SIGNED_IN,
    screen: () => import('./pages/DispatchActionPage'),
    titleKey: 'workflowRuns:dispatch.title',
  },
  {
    path: '/workflows/:workflowType/execute',
    access: SIGNED_IN,
    screen: () => import('./pages/StartPage'),
    titleKey: 'workflowRuns:dispatch.startNew',
  },
  {
    path: '/workflows/:workflowType/:workflowId/start-execution/:bpmnId',
    access: SIGNED_IN,
    screen: () => import('./pages/StartPage'),
    titleKey: 'workflowRuns:dispatch.startNew',
  },
  {
    path: '/workflows/:workflowType/executions',
    access: SIGNED_IN,
    screen: () => import('./pages/ExecutionsPage'),
    titleKey: 'workflowRuns:executions.title',
  },
  {
    path: '/workflows/:workflowType/executions/:workflowId/:executionId',
    access: SIGNED_IN,
    screen: () => import('./pages/ExecutionPage'),
    titleKey: 'workflowRuns:execution.pageTitle',
  },
  {
    path: '/workflows/:workflowType/:id',
    access: SIGNED_IN,
    screen: () => import('./pages/TypeOverviewPage'),
    titleKey: 'workflowRuns:overview.title',
  },
  {
    path: '/public/workflows/:workflowType/:workflowId/start-execution/:bpmnId',
    access: 'public',
    screen: () => import('./pages/PublicStartPage'),
    titleKey: 'workflowRuns:public.send',
  },
];
