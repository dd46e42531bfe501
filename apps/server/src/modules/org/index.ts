import { defineModule } from '../../platform/module.ts';
import {
  firstPositionName,
  firstVenueName,
  peopleInPlaces,
  toUuidArray,
  unknownOrgIds,
} from './person-filters.ts';

export { companies } from './tables.ts';

/** Organisation structure: companies, positions, groups, venues and locations. */
export const orgModule = defineModule({
  name: 'org',
  routes: [],
  schemas: [],
  permissions: {},
  services: {
    // SQL to compose in one statement (audiences): ids as `uuid[]` expressions.
    peopleInPlaces,
    toUuidArray,
    unknownOrgIds,
    firstPositionName,
    firstVenueName,
  },
});
