import type { PermissionCode } from '@faena/api-client';
import { FEATURE_FLAG_DEFAULTS } from '@faena/contract/flags';
import { describe, expect, it } from 'vitest';
import type { Feature, NavigationEntry } from '@/platform/feature';
import {
  activeArea,
  activeRailSection,
  activeTab,
  areaEntries,
  bottomTabs,
  canEditProfile,
  canInvite,
  canSeeNotifications,
  canSeeSettings,
  claimedRoutes,
  logoSource,
  NAVIGATION,
  navigationOf,
  railItems,
  usesTaskManagerTopBar,
} from './navigation';

const perms = (...codes: PermissionCode[]) => new Set(codes);
const types = [
  { id: 'wt-1', name: 'Solicitudes de compra', icon: 'cart' },
  { id: 'wt-2', name: 'Mantenimiento', icon: 'wrench' },
];

describe('shell visibility rules (SPEC 2.3, 6)', () => {
  it('shows Home only with VIEW_HOME, then Activities, Reports and one tab per workflow type', () => {
    expect(bottomTabs(perms('VIEW_HOME'), types).map((tab) => [tab.id, tab.href])).toEqual([
      ['home', '/'],
      ['activities', '/activities'],
      ['reports', '/reports/list'],
      ['workflow:wt-1', '/workflows/wt-1/dispatch-action'],
      ['workflow:wt-2', '/workflows/wt-2/dispatch-action'],
    ]);
    expect(bottomTabs(perms(), []).map((tab) => tab.id)).toEqual(['activities', 'reports']);
  });

  it('lists the rail sections in order; Organización only for those who may manage it', () => {
    const context = (...codes: PermissionCode[]) => ({
      permissions: perms(...codes),
      flags: FEATURE_FLAG_DEFAULTS,
    });
    expect(railItems(context('MANAGE_ORGANIZATION')).map((item) => item.id)).toEqual([
      'home',
      'tools',
      'organization',
      'advanced',
      'myAccount',
    ]);
    expect(railItems(context('VIEW_HOME')).map((item) => item.id)).toEqual([
      'home',
      'tools',
      'advanced',
      'myAccount',
    ]);
  });

  it('lists an area only once a feature claims its route, its flag is on and its permission held', () => {
    const flags = FEATURE_FLAG_DEFAULTS;
    const entry = (id: string, href: string): NavigationEntry => ({
      place: 'advanced',
      id,
      href,
      order: 1,
      labelKey: `x:${id}`,
    });
    const entries = [entry('people', '/people'), entry('audit', '/audit'), entry('beta', '/beta')];
    const features: Feature[] = [
      {
        id: 'audit',
        routes: [{ path: '/audit', access: { signedIn: true, permission: 'VIEW_AUDIT_LOG' } }],
      },
      { id: 'beta', routes: [{ path: '/beta', access: { signedIn: true, flag: 'editProfile' } }] },
    ];
    const routes = claimedRoutes(features);
    const ids = (codes: PermissionCode[], on = false) =>
      areaEntries(
        'advanced',
        { permissions: perms(...codes), flags: { ...flags, editProfile: on } },
        entries,
        routes,
      ).map((area) => area.id);
    // /people is not built: hidden, never a 'not available' screen.
    expect(ids([])).toEqual([]);
    expect(ids(['VIEW_AUDIT_LOG'])).toEqual(['audit']);
    expect(ids(['VIEW_AUDIT_LOG'], true)).toEqual(['audit', 'beta']);
    expect(areaEntries('tools', { permissions: perms('VIEW_AUDIT_LOG'), flags }, entries, routes)).toEqual(
      [],
    );
  });

  it('lists each area once: a feature that lands replaces its placeholder entry', () => {
    const placeholder: NavigationEntry = { place: 'advanced', id: 'people', href: '/people', order: 1 };
    const own: NavigationEntry = { place: 'advanced', id: 'directory', href: '/people', order: 2 };
    const later: NavigationEntry = { place: 'tools', id: 'posts', href: '/posts', order: 3 };
    expect(navigationOf([{ id: 'people', navigation: [own] }], [placeholder, later])).toEqual([own, later]);
    // The app's own navigation: every place holds an address once.
    const seen = NAVIGATION.map((entry) => `${entry.place} ${entry.href}`);
    expect(seen.length).toBe(new Set(seen).size);
    const areas = NAVIGATION.filter((entry) => entry.place === 'tools' || entry.place === 'advanced');
    expect(areas.length).toBe(new Set(areas.map((entry) => entry.href)).size);
  });

  it('shows a member without administration permissions only the areas open to every member', () => {
    const flags = FEATURE_FLAG_DEFAULTS;
    expect(areaEntries('advanced', { permissions: perms('VIEW_HOME'), flags }).map((a) => a.href)).toEqual([
      '/org-chart',
      '/venues',
    ]);
    expect(areaEntries('tools', { permissions: perms('VIEW_HOME'), flags }).map((a) => a.href)).toEqual([
      '/activities',
      '/checklists',
      '/reports/list',
      '/workflows',
      '/posts',
      '/assets',
      '/links',
      '/sync',
    ]);
    // Creating and editing a template are in the administration, running one in the checklists.
    expect(activeArea('/checklists/update/t1')?.href).toBe('/checklist-administration');
    expect(activeArea('/checklists/create/c1')?.href).toBe('/checklist-administration');
    expect(activeArea('/checklists/t1/execute')?.href).toBe('/checklists');
    expect(activeArea('/checklists/executions')?.href).toBe('/checklists');
    // Administering checklists takes its permission.
    expect(
      areaEntries('advanced', { permissions: perms('VIEW_HOME', 'MANAGE_CHECKLISTS'), flags }).map(
        (a) => a.href,
      ),
    ).toContain('/checklist-administration');
  });

  it('shows settings only with VIEW_SETTINGS and the settings feature', () => {
    expect(canSeeSettings(perms('VIEW_SETTINGS'), { settings: true })).toBe(true);
    expect(canSeeSettings(perms('VIEW_SETTINGS'), { settings: false })).toBe(false);
    expect(canSeeSettings(perms('VIEW_HOME'), { settings: true })).toBe(false);
  });

  it('shows the bell only with VIEW_NOTIFICATIONS; edit profile and invites behind their flags', () => {
    expect(canSeeNotifications(perms('VIEW_NOTIFICATIONS'))).toBe(true);
    expect(canSeeNotifications(perms('VIEW_HOME'))).toBe(false);
    expect(canEditProfile({ editProfile: false })).toBe(false);
    expect(canEditProfile({ editProfile: true })).toBe(true);
    expect(canInvite(perms('MANAGE_PEOPLE'), { inviteFromFrontend: true })).toBe(true);
    expect(canInvite(perms('MANAGE_PEOPLE'), { inviteFromFrontend: false })).toBe(false);
    expect(canInvite(perms('VIEW_HOME'), { inviteFromFrontend: true })).toBe(false);
  });

  it('marks the current tab and rail section', () => {
    expect(activeTab('/')).toBe('home');
    expect(activeTab('/activities/abc/1')).toBe('activities');
    expect(activeTab('/reports/list')).toBe('reports');
    expect(activeTab('/workflows/wt-1/dispatch-action')).toBe('workflow:wt-1');
    expect(activeTab('/settings')).toBeUndefined();
    expect(activeRailSection('/home')).toBe('home');
    expect(activeRailSection('/organization')).toBe('organization');
    expect(activeRailSection('/my-account')).toBe('myAccount');
    expect(activeRailSection('/tools-x')).toBeUndefined();
    expect(activeRailSection('/tools')).toBe('tools');
    // An area belongs to its hub's section.
    expect(activeRailSection('/settings/audit-log')).toBe('advanced');
  });

  it('applies the logo rule: under /public the organisation logo once loaded, elsewhere the default', () => {
    const org = { name: 'Demo Faena', logoUrl: '/assets/logos/demo.svg' };
    expect(logoSource('/activities', org)).toEqual({ src: null, name: null });
    expect(logoSource('/public/workflows/a/b/start-execution/c', undefined)).toBeNull();
    expect(logoSource('/public/workflows/a/b/start-execution/c', org)).toEqual({
      src: '/assets/logos/demo.svg',
      name: 'Demo Faena',
    });
  });

  it('uses the task-manager top bar on the home screen only, with its flag', () => {
    expect(usesTaskManagerTopBar('/', { taskManagerHome: true })).toBe(true);
    expect(usesTaskManagerTopBar('/home', { taskManagerHome: true })).toBe(true);
    expect(usesTaskManagerTopBar('/activities', { taskManagerHome: true })).toBe(false);
    expect(usesTaskManagerTopBar('/', { taskManagerHome: false })).toBe(false);
  });
});
