import type { Feature } from '@/platform/feature';

/** /people-bulk-load/:loadId (SPEC 2.2): load people from an XLSX (MANAGE_PEOPLE); `new` starts one. */
export const bulkLoad: Feature = {
  id: 'bulk-load',
  routes: [
    {
      path: '/people-bulk-load/:loadId',
      access: { signedIn: true, permission: 'MANAGE_PEOPLE' },
      screen: () => import('./BulkLoadPage'),
      titleKey: 'bulkLoad:title',
    },
  ],
  i18n: async () => [(await import('./i18n')).bulkLoad],
};
