import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const ACTIVITY_PERMISSIONS = {
  MANAGE_ACTIVITIES: {
    description:
      "Create, change and delete activities, import them from iCalendar files, and see any venue's activities",
    position: 35,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof ACTIVITY_PERMISSIONS, true> {}
}
