import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const ORG_PERMISSIONS = {
  MANAGE_ORGANIZATION_STRUCTURE: {
    description: 'Create, edit and delete companies, positions, groups, venues, locations and venue QR codes',
    position: 65,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof ORG_PERMISSIONS, true> {}
}
