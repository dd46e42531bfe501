/**
 * Every permission the product knows. SPEC 6 names the VIEW_* flags of the site config;
 * the MANAGE_* and IMPERSONATE permissions guard the administration routes.
 */
export const PERMISSIONS = {
  VIEW_HOME: 'See the home tab',
  VIEW_SETTINGS: 'See the settings (with the settings feature on)',
  VIEW_NOTIFICATIONS: 'See the notifications bell, list and stream',
  MANAGE_PEOPLE: 'Create, edit and disable people',
  MANAGE_PERMISSIONS: "Read and change other people's permissions",
  MANAGE_ORGANIZATION: "Edit the organization's name, logo, brand and wording",
  IMPERSONATE: 'Act as another person of the organization',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_CODES = Object.keys(PERMISSIONS) as Permission[];

/** What a person may do until an administrator says otherwise. */
export const DEFAULT_PERMISSIONS: readonly Permission[] = [
  'VIEW_HOME',
  'VIEW_SETTINGS',
  'VIEW_NOTIFICATIONS',
];

export function isPermission(code: string): code is Permission {
  return Object.hasOwn(PERMISSIONS, code);
}
