import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const ORGANIZATION_PERMISSIONS = {
  MANAGE_ORGANIZATION: { description: "Edit the organization's name, logo, brand and wording", position: 60 },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof ORGANIZATION_PERMISSIONS, true> {}
}
