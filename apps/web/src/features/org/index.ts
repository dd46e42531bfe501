import type { Feature } from '@/platform/feature';

const MANAGE = 'MANAGE_ORGANIZATION_STRUCTURE' as const;

/**
 * The organisation's structure: the org chart (/org-chart), venues with their locations and QR
 * codes (/venues), and, under Avanzado, positions (behind 'manage positions'), groups and
 * companies. Everyone reads; MANAGE_ORGANIZATION_STRUCTURE edits.
 */
export const orgStructure: Feature = {
  id: 'org',
  routes: [
    {
      path: '/org-chart',
      access: { signedIn: true, flag: 'organizationChart' },
      screen: () => import('./OrgChartPage'),
      titleKey: 'shell:areas.orgChart.label',
    },
    {
      path: '/venues',
      access: { signedIn: true },
      screen: () => import('./VenuesPage'),
      titleKey: 'org:venue.other',
    },
    {
      path: '/venues/new',
      access: { signedIn: true, permission: MANAGE },
      screen: () => import('./VenuePage'),
      titleKey: 'org:venue.one',
    },
    {
      path: '/venues/:venueId',
      access: { signedIn: true },
      screen: () => import('./VenuePage'),
      titleKey: 'org:venue.one',
    },
    {
      path: '/positions',
      access: { signedIn: true, flag: 'managePositions', permission: MANAGE },
      screen: () => import('./PositionsPage'),
      titleKey: 'org:nav.positions.label',
    },
    {
      path: '/groups',
      access: { signedIn: true, permission: MANAGE },
      screen: () => import('./GroupsPage'),
      titleKey: 'org:nav.groups.label',
    },
    {
      path: '/companies',
      access: { signedIn: true, permission: MANAGE },
      screen: () => import('./CompaniesPage'),
      titleKey: 'org:nav.companies.label',
    },
  ],
  navigation: [
    {
      place: 'advanced',
      id: 'orgChart',
      href: '/org-chart',
      order: 215,
      icon: 'orgChart',
      labelKey: 'shell:areas.orgChart.label',
      purposeKey: 'shell:areas.orgChart.purpose',
    },
    {
      place: 'advanced',
      id: 'venues',
      href: '/venues',
      order: 235,
      icon: 'locations',
      labelKey: 'org:venue.other',
      purposeKey: 'org:nav.venues.purpose',
    },
    {
      place: 'advanced',
      id: 'positions',
      href: '/positions',
      order: 220,
      icon: 'positions',
      labelKey: 'org:nav.positions.label',
      purposeKey: 'org:nav.positions.purpose',
    },
    {
      place: 'advanced',
      id: 'groups',
      href: '/groups',
      order: 225,
      icon: 'people',
      labelKey: 'org:nav.groups.label',
      purposeKey: 'org:nav.groups.purpose',
    },
    {
      place: 'advanced',
      id: 'companies',
      href: '/companies',
      order: 230,
      icon: 'administration',
      labelKey: 'org:nav.companies.label',
      purposeKey: 'org:nav.companies.purpose',
    },
  ],
  i18n: async () => [(await import('./i18n')).org, (await import('./chart/i18n')).orgChart],
};
