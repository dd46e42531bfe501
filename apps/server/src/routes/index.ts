import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formRoutes } from './forms.ts';
import { healthRoutes } from './health.ts';
import { impersonationRoutes } from './impersonations.ts';
import { invitationRoutes } from './invitations.ts';
import { meRoutes } from './me.ts';
import { notificationRoutes } from './notifications.ts';
import { onboardingRoutes } from './onboarding.ts';
import { organizationRoutes } from './organizations.ts';
import { permissionRoutes } from './permissions.ts';
import { personRoutes } from './persons.ts';
import { signInRoutes } from './sign-in.ts';
import { workflowTypeRoutes } from './workflow-types.ts';

/** Every route plugin of /api, in document order. Add new route modules here. */
export const API_ROUTES: readonly FastifyPluginAsyncTypebox[] = [
  healthRoutes,
  organizationRoutes,
  signInRoutes,
  meRoutes,
  onboardingRoutes,
  permissionRoutes,
  personRoutes,
  invitationRoutes,
  impersonationRoutes,
  workflowTypeRoutes,
  formRoutes,
  notificationRoutes,
];
