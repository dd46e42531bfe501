/**
 * Organisation structure: companies, positions (the reporting line) and the org chart,
 * groups, venues (with QR codes) and their locations. The people module reaches people's
 * places through `services` (people → org; org never imports people).
 */
import { defineModule } from '../../platform/module.ts';
import { chartRoutes } from './chart-routes.ts';
import { ORG_PERMISSIONS } from './permissions.ts';
import {
  firstPositionName,
  firstVenueName,
  orgNamesOf,
  peopleInPlaces,
  toUuidArray,
  unknownOrgIds,
  venuesOf,
} from './person-filters.ts';
import { ORG_SCHEMAS } from './schemas.ts';
import {
  assignmentsOf,
  personIdsIn,
  personPlaces,
  setPersonAssignments,
  setPersonPlaces,
} from './services.ts';
import { structureRoutes } from './structure-routes.ts';
import { venueRoutes } from './venue-routes.ts';

export type { IdArray, OrgIds, OrgPlaces } from './person-filters.ts';
export type { AssignmentKind, Assignments, Named, NamedRef, PlaceKind } from './services.ts';
export { UnknownAssignments } from './services.ts';
export { companies, venues } from './tables.ts';

/** Organisation structure: companies, positions, groups, venues and locations. */
export const orgModule = defineModule({
  name: 'org',
  routes: [structureRoutes, venueRoutes, chartRoutes],
  schemas: ORG_SCHEMAS,
  permissions: ORG_PERMISSIONS,
  services: {
    personIdsIn,
    setPersonAssignments,
    assignmentsOf,
    personPlaces,
    setPersonPlaces,
    peopleInPlaces,
    toUuidArray,
    unknownOrgIds,
    firstPositionName,
    firstVenueName,
    orgNamesOf,
    venuesOf,
  },
});
