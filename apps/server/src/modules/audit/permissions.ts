import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const AUDIT_PERMISSIONS = {
  VIEW_AUDIT_LOG: {
    description: 'Read the audit log: what was done while acting as another person, and by whom',
    position: 80,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof AUDIT_PERMISSIONS, true> {}
}
