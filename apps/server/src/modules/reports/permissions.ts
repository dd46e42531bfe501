import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const REPORT_PERMISSIONS = {
  MANAGE_REPORTS: {
    description:
      'Create, change and delete reports and their categories, share them by public link, and set who may frame them and the Tableau connection',
    position: 39,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof REPORT_PERMISSIONS, true> {}
}
