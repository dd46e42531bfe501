import { account } from '@/features/account';
import { activitiesFeature } from '@/features/activities';
import { assetsFeature } from '@/features/assets';
import { audiencesFeature } from '@/features/audiences';
import { audit } from '@/features/audit';
import { auth } from '@/features/auth';
import { bulkLoad } from '@/features/bulk-load';
import { checklistsFeature } from '@/features/checklists';
import { home } from '@/features/home';
import { inviteFeature } from '@/features/invite';
import { linksFeature } from '@/features/links';
import { notifications } from '@/features/notifications';
import { offlineFeature } from '@/features/offline';
import { onboarding } from '@/features/onboarding';
import { orgStructure } from '@/features/org';
import { organization } from '@/features/organization';
import { peopleFeature } from '@/features/people';
import { placeholderFeature } from '@/features/placeholder';
import { postsFeature } from '@/features/posts';
import { profile } from '@/features/profile';
import { reportsFeature } from '@/features/reports';
import { settings } from '@/features/settings';
import { syncFeature } from '@/features/sync';
import { workflowsFeature } from '@/features/workflows';
import type { Feature } from '@/platform/feature';
import { hubs } from './shell/hubs';

/** The app's features: the router, the shell's navigation and the texts are built from them. */
export const FEATURES: readonly Feature[] = [
  auth,
  onboarding,
  home,
  hubs,
  organization,
  peopleFeature,
  account,
  profile,
  settings,
  notifications,
  audit,
  orgStructure,
  audiencesFeature,
  bulkLoad,
  workflowsFeature,
  activitiesFeature,
  checklistsFeature,
  postsFeature,
  reportsFeature,
  assetsFeature,
  linksFeature,
  syncFeature,
  inviteFeature,
  placeholderFeature,
  offlineFeature,
];
