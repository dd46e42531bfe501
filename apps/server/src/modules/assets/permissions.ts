import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const ASSET_PERMISSIONS = {
  MANAGE_ASSETS: {
    description:
      "Manage every folder and document of the organization's file explorer, share folders with audiences, and empty or restore the trash",
    position: 40,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof ASSET_PERMISSIONS, true> {}
}
