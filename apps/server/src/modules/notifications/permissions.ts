import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const NOTIFICATION_PERMISSIONS = {
  VIEW_NOTIFICATIONS: {
    description: 'See the notifications bell, list and stream',
    position: 30,
    byDefault: true,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof NOTIFICATION_PERMISSIONS, true> {}
}
