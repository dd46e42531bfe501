import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, pendingRoutes } from './router';
import { SPEC_REDIRECTS } from './spec-routes';

/** One concrete URL per SPEC 2.1 / 2.2 route pattern. */
const SPEC_URLS = [
  '/',
  '/sign-in',
  '/login',
  '/from-invite',
  '/from-magic-link',
  '/onboarding',
  '/reports/r-123',
  '/public/workflows/compras/7/start-execution/Process_1',
  '/activities',
  '/activities/abc/123',
  '/activities/create',
  '/activities/create/5',
  '/checklist-administration',
  '/checklist-administration/3',
  '/checklists',
  '/checklists/3',
  '/checklists/9/execute',
  '/checklists/executions',
  '/checklists/executions/4',
  '/checklists/executions_detail/4',
  '/checklists/update',
  '/checklists/update/9',
  '/checklists/create/3',
  '/reports/list',
  '/reports/administration',
  '/reports/administration/2',
  '/reports/administration/create/2',
  '/reports/categories/2/tableau/r-1/update',
  '/workflows',
  '/workflows/compras/7',
  '/workflows/compras/dispatch-action',
  '/workflows/compras/execute',
  '/workflows/compras/executions',
  '/workflows/compras/executions/7/99',
  '/workflows/compras/administration',
  '/workflows/compras/administration/2',
  '/workflows/compras/configuration',
  '/workflows/create/configuration',
  '/workflows/compras/configuration/kanban/1',
  '/workflows/compras/7/start-execution/Process_1',
  '/workflows/7/form-builder',
  '/workflows/7/form-builder/12',
  '/people',
  '/people/0a5e7d1c',
  '/people-bulk-load/4',
  '/posts',
  '/posts/8',
  '/posts/new',
  '/home',
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
  '/lorem-ipsum/hola/1',
];

const leafPath = (url: string) => matchRoutes(appRoutes(), url)?.at(-1)?.route.path;

describe('routes (SPEC 2)', () => {
  it.each(SPEC_URLS)('%s is registered', (url) => {
    expect(leafPath(url)).not.toBe('*');
  });

  it('sends unknown paths to the not-found page, and /reports to /reports/list', () => {
    expect(leafPath('/nothing-here')).toBe('*');
    expect(leafPath('/reports')).toBe('/reports');
    expect(leafPath('/workflows/create/configuration')).toBe('/workflows/create/configuration');
    expect(leafPath('/posts/new')).toBe('/posts/new');
  });

  it('has a real screen for every SPEC route: none says "not available" but behind an off flag', () => {
    expect(pendingRoutes()).toEqual({ public: [], protected: [] });
    expect(SPEC_REDIRECTS).toEqual({});
  });
});
