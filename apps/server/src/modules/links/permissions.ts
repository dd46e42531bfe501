import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const LINK_PERMISSIONS = {
  MANAGE_LINKS: {
    description: "Add, change, reorder and delete the organization's links (/links)",
    position: 41,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof LINK_PERMISSIONS, true> {}
}
