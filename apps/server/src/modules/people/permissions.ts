/**
 * The permissions the people module declares. SPEC 6 names the VIEW_* flags of the site
 * config; the MANAGE_* and IMPERSONATE permissions guard the administration routes.
 */
import type { PermissionDeclarations } from '../../platform/auth/permissions.ts';

export const PEOPLE_PERMISSIONS = {
  VIEW_HOME: { description: 'See the home tab', position: 10, byDefault: true },
  VIEW_SETTINGS: {
    description: 'See the settings (with the settings feature on)',
    position: 20,
    byDefault: true,
  },
  MANAGE_PEOPLE: { description: 'Create, edit and disable people', position: 40 },
  MANAGE_PERMISSIONS: { description: "Read and change other people's permissions", position: 50 },
  IMPERSONATE: { description: 'Act as another person of the organization', position: 70 },
} as const satisfies PermissionDeclarations;

declare module '../../platform/auth/permissions.ts' {
  interface PermissionCodes extends Record<keyof typeof PEOPLE_PERMISSIONS, true> {}
}
