import type { FeatureFlags } from '@faena/contract/flags';
import type { Permissions } from './site-config';

/** SPEC 6: settings need VIEW_SETTINGS and the settings feature. */
export const canSeeSettings = (permissions: Permissions, flags: Pick<FeatureFlags, 'settings'>) =>
  permissions.has('VIEW_SETTINGS') && flags.settings;

/** SPEC 6: the bell, list and stream need VIEW_NOTIFICATIONS. */
export const canSeeNotifications = (permissions: Permissions) => permissions.has('VIEW_NOTIFICATIONS');

/** SPEC 2.3: edit profile is behind its feature flag. */
export const canEditProfile = (flags: Pick<FeatureFlags, 'editProfile'>) => flags.editProfile;

/** Create invite: the inviteFromFrontend feature and MANAGE_PEOPLE (what createInvitation checks). */
export const canInvite = (permissions: Permissions, flags: Pick<FeatureFlags, 'inviteFromFrontend'>) =>
  flags.inviteFromFrontend && permissions.has('MANAGE_PEOPLE');
