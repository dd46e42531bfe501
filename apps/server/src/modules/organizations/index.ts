/**
 * Organizations: the current organization's public profile (name, sign-in methods, logo,
 * brand, wording, hidden field types) and its administration.
 */
import { defineModule } from '../../platform/module.ts';
import { ORGANIZATION_PERMISSIONS } from './permissions.ts';
import { findLogo } from './queries.ts';
import { organizationRoutes } from './routes.ts';
import { ORGANIZATION_SCHEMAS } from './schemas.ts';

export const organizationsModule = defineModule({
  name: 'organizations',
  routes: [organizationRoutes],
  schemas: ORGANIZATION_SCHEMAS,
  permissions: ORGANIZATION_PERMISSIONS,
  // The web app's manifest makes its icons from the uploaded logo (platform/web/manifest.ts).
  services: { findLogo },
});
