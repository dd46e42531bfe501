import type { Feature } from '@/platform/feature';

const SIGNED_IN = { signedIn: true } as const;
const MANAGE = { signedIn: true, permission: 'MANAGE_REPORTS' } as const;

/** The administration: its own paths, and the report form (whose Tableau edit path starts /reports/categories). */
const isAdministration = (pathname: string) =>
  pathname.startsWith('/reports/administration') || pathname.startsWith('/reports/categories/');

/**
 * Reports (SPEC 2.2): the reports one may see (native charts over Faena's data, or Tableau
 * views), their administration (categories, reports, public links, settings), and the public
 * page a share link opens without signing in.
 *
 * A report opens in place in the list (/reports/list?report=<publicId>); a native report is
 * edited in the create form with ?report=<publicId>, a Tableau one on its own update route.
 */
export const reportsFeature: Feature = {
  id: 'reports',
  routes: [
    { path: '/reports', access: SIGNED_IN, redirect: '/reports/list' },
    {
      path: '/reports/list',
      access: SIGNED_IN,
      screen: () => import('./pages/ReportsListPage'),
      titleKey: 'reports:list.title',
    },
    {
      path: '/reports/administration',
      access: MANAGE,
      screen: () => import('./pages/AdministrationPage'),
      titleKey: 'reports:admin.title',
    },
    {
      path: '/reports/administration/:categoryId',
      access: MANAGE,
      screen: () => import('./pages/AdministrationPage'),
      titleKey: 'reports:admin.title',
    },
    {
      path: '/reports/administration/create/:categoryId',
      access: MANAGE,
      screen: () => import('./pages/ReportFormPage'),
      titleKey: 'reports:admin.createTitle',
    },
    {
      path: '/reports/categories/:categoryId/tableau/:publicId/update',
      access: MANAGE,
      screen: () => import('./pages/ReportFormPage'),
      titleKey: 'reports:admin.editTitle',
    },
    {
      // The parameter is the share link's token (SPEC names it publicId).
      path: '/reports/:publicId',
      access: 'public',
      screen: () => import('./pages/PublicReportPage'),
      titleKey: 'reports:list.title',
    },
  ],
  navigation: [
    {
      place: 'tab',
      id: 'reports',
      href: '/reports/list',
      labelKey: 'shell:tabs.reports',
      order: 30,
      activeOn: (pathname) => pathname.startsWith('/reports') && !isAdministration(pathname),
    },
    {
      place: 'tools',
      id: 'reports',
      href: '/reports/list',
      order: 130,
      icon: 'reports',
      labelKey: 'shell:areas.reports.label',
      purposeKey: 'shell:areas.reports.purpose',
      activeOn: (pathname) => pathname.startsWith('/reports') && !isAdministration(pathname),
    },
    {
      place: 'advanced',
      id: 'reportAdministration',
      href: '/reports/administration',
      order: 270,
      icon: 'administration',
      labelKey: 'shell:areas.reportAdministration.label',
      purposeKey: 'shell:areas.reportAdministration.purpose',
      activeOn: isAdministration,
    },
  ],
  i18n: async () => [(await import('./i18n')).reports],
};
