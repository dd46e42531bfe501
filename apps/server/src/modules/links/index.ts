/**
 * The organization's links (SPEC /links): what the organization lists for its people (the
 * handbook, the payroll portal…), each opening outside the app. Every member reads them;
 * MANAGE_LINKS adds, changes, reorders and deletes them. Addresses are absolute http(s) URLs
 * without credentials; the icon is one of `LINK_ICONS`.
 */
import { defineModule } from '../../platform/module.ts';
import { LINK_PERMISSIONS } from './permissions.ts';
import { linkRoutes } from './routes.ts';
import { LINK_SCHEMAS } from './schemas.ts';

export { LINK_ICONS, type LinkIcon } from './schemas.ts';

export const linksModule = defineModule({
  name: 'links',
  routes: [linkRoutes],
  schemas: LINK_SCHEMAS,
  permissions: LINK_PERMISSIONS,
  services: {},
});
