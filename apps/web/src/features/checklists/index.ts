import type { Feature } from '@/platform/feature';
import { registerPendingWork } from '@/platform/pending-work';

const SIGNED_IN = { signedIn: true } as const;
const MANAGE = { signedIn: true, permission: 'MANAGE_CHECKLISTS' } as const;

/** Creating and editing a template belong to the administration, though their paths start /checklists. */
const isAdministration = (pathname: string) =>
  pathname.startsWith('/checklist-administration') ||
  pathname.startsWith('/checklists/create/') ||
  pathname.startsWith('/checklists/update');

/**
 * Checklists (SPEC 2.2): the administration of categories and templates, what a person can
 * execute, the execution on a phone (kept on the device until it is sent), and the history.
 */
export const checklistsFeature: Feature = {
  id: 'checklists',
  routes: [
    {
      path: '/checklist-administration',
      access: MANAGE,
      screen: () => import('./admin/AdministrationPage'),
      titleKey: 'checklists:admin.title',
    },
    {
      path: '/checklist-administration/:categoryId',
      access: MANAGE,
      screen: () => import('./admin/AdministrationPage'),
      titleKey: 'checklists:admin.title',
    },
    {
      path: '/checklists/create/:categoryId',
      access: MANAGE,
      screen: () => import('./admin/ChecklistEditorPage'),
      titleKey: 'checklists:admin.createTitle',
    },
    {
      path: '/checklists/update/:id?',
      access: MANAGE,
      screen: () => import('./admin/ChecklistEditorPage'),
      titleKey: 'checklists:admin.editTitle',
    },
    {
      path: '/checklists',
      access: SIGNED_IN,
      screen: () => import('./run/ChecklistsPage'),
      titleKey: 'checklists:run.title',
    },
    {
      path: '/checklists/:categoryId',
      access: SIGNED_IN,
      screen: () => import('./run/ChecklistsPage'),
      titleKey: 'checklists:run.title',
    },
    {
      path: '/checklists/:id/execute',
      access: SIGNED_IN,
      screen: () => import('./run/ExecutePage'),
      titleKey: 'checklists:run.executeTitle',
    },
    {
      path: '/checklists/executions',
      access: SIGNED_IN,
      screen: () => import('./history/ExecutionsPage'),
      titleKey: 'checklists:history.title',
    },
    {
      path: '/checklists/executions/:executionId',
      access: SIGNED_IN,
      screen: () => import('./history/ExecutionPage'),
      titleKey: 'checklists:history.executionTitle',
    },
    {
      path: '/checklists/executions_detail/:executionId',
      access: SIGNED_IN,
      screen: () => import('./history/ExecutionReportPage'),
      titleKey: 'checklists:history.reportTitle',
    },
  ],
  navigation: [
    {
      place: 'tools',
      id: 'checklists',
      href: '/checklists',
      order: 120,
      icon: 'checklists',
      labelKey: 'shell:areas.checklists.label',
      purposeKey: 'shell:areas.checklists.purpose',
      activeOn: (pathname) => pathname.startsWith('/checklists') && !isAdministration(pathname),
    },
    {
      place: 'advanced',
      id: 'checklistAdministration',
      href: '/checklist-administration',
      order: 260,
      icon: 'administration',
      labelKey: 'shell:areas.checklistAdministration.label',
      purposeKey: 'shell:areas.checklistAdministration.purpose',
      activeOn: isAdministration,
    },
  ],
  // Checklists sent while offline go as soon as the device is online, whatever screen is open.
  shell: () => import('./run/shell-parts').then((module) => module.shellParts),
  i18n: async () => [(await import('./i18n')).checklists],
  // /sync lists the drafts and submissions kept on this device.
  onStart: () =>
    registerPendingWork({
      id: 'checklists',
      order: 10,
      load: () => import('./run/pending-work').then((module) => module.useChecklistWork),
    }),
};
