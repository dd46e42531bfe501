/**
 * People: the signed-in person (me), onboarding, permissions and their catalogue, the
 * people list, invitations and impersonation.
 */
import { defineModule } from '../../platform/module.ts';
import { AUDIENCE_SCHEMAS, audienceRoutes } from './audience-routes.ts';
import { audienceIncludes, isInAudience, resolveAudience } from './audiences.ts';
import { bulkLoadRoutes } from './bulk-load-routes.ts';
import { setupBulkLoads } from './bulk-load-runner.ts';
import { BULK_LOAD_SCHEMAS } from './bulk-load-schemas.ts';
import { directoryRoutes } from './directory-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { impersonationRoutes } from './impersonation-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { meRoutes } from './me-routes.ts';
import { onboardingRoutes } from './onboarding-routes.ts';
import { permissionRoutes } from './permission-routes.ts';
import { PEOPLE_PERMISSIONS } from './permissions.ts';
import { personRoutes } from './person-routes.ts';
import { createPerson, updatePerson, upsertPersonByDocument, validatePersonInput } from './person-writes.ts';
import { photoRoutes } from './photo-routes.ts';
import { PEOPLE_SCHEMAS } from './schemas.ts';

export const peopleModule = defineModule({
  name: 'people',
  routes: [
    meRoutes,
    onboardingRoutes,
    permissionRoutes,
    personRoutes,
    photoRoutes,
    directoryRoutes,
    invitationRoutes,
    impersonationRoutes,
    audienceRoutes,
    bulkLoadRoutes,
    exportRoutes,
  ],
  schemas: [...PEOPLE_SCHEMAS, ...AUDIENCE_SCHEMAS, ...BULK_LOAD_SCHEMAS],
  permissions: PEOPLE_PERMISSIONS,
  setup: setupBulkLoads,
  services: {
    createPerson,
    updatePerson,
    upsertPersonByDocument,
    validatePersonInput,
    resolveAudience,
    audienceIncludes,
    isInAudience,
  },
});
