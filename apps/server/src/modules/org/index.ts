import { defineModule } from '../../platform/module.ts';

export { companies } from './tables.ts';

/** Organisation structure: companies, positions, groups, venues and locations. */
export const orgModule = defineModule({
  name: 'org',
  routes: [],
  schemas: [],
  permissions: {},
  services: {},
});
