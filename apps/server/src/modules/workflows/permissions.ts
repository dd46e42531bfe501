import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const WORKFLOW_PERMISSIONS = {
  MANAGE_WORKFLOWS: {
    description:
      'Create and configure workflow types, design and publish their processes and forms, configure kanban boards, and see every execution',
    position: 45,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof WORKFLOW_PERMISSIONS, true> {}
}
