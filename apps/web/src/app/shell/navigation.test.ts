import type { PermissionCode } from '@faena/api-client';
import { describe, expect, it } from 'vitest';
import {
  activeRailSection,
  activeTab,
  bottomTabs,
  canEditProfile,
  canInvite,
  canSeeNotifications,
  canSeeSettings,
  logoSource,
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

  it('lists the rail sections in order', () => {
    expect(railItems().map((item) => item.id)).toEqual([
      'home',
      'tools',
      'organization',
      'advanced',
      'myAccount',
    ]);
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
