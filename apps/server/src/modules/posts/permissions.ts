import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const POST_PERMISSIONS = {
  MANAGE_POSTS: {
    description:
      "Create, change and delete post channels, publish in any channel, and see every post's acknowledgement figures",
    position: 38,
  },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof POST_PERMISSIONS, true> {}
}
