/**
 * The audit log's reading side: administrators (VIEW_AUDIT_LOG) see what was written while
 * impersonating. The platform records the rows (platform/audit), for every route.
 */
import { defineModule } from '../../platform/module.ts';
import { AUDIT_PERMISSIONS } from './permissions.ts';
import { auditRoutes } from './routes.ts';
import { AUDIT_SCHEMAS } from './schemas.ts';

export const auditModule = defineModule({
  name: 'audit',
  routes: [auditRoutes],
  schemas: AUDIT_SCHEMAS,
  permissions: AUDIT_PERMISSIONS,
  services: {},
});
