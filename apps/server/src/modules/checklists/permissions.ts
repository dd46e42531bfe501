import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const CHECKLIST_PERMISSIONS = {
  MANAGE_CHECKLISTS: {
    description:
      "Create, change and archive checklists and their categories, and see everyone's checklist executions",
    position: 37,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof CHECKLIST_PERMISSIONS, true> {}
}
