/**
 * Sign-in: what the sign-in screens ask before anybody is signed in (is this email known,
 * with which methods; in which organizations) and the emailed one-time code.
 */
import { defineModule } from '../../platform/module.ts';
import { signInRoutes } from './routes.ts';
import { SIGN_IN_SCHEMAS } from './schemas.ts';

export const signInModule = defineModule({
  name: 'sign-in',
  routes: [signInRoutes],
  schemas: SIGN_IN_SCHEMAS,
  permissions: {},
  services: {},
});
