/**
 * Activities (SPEC 3–5, 9): recurring and one-off tasks on iCalendar rules, their occurrences per
 * day in the person's zone, a record per occurrence, and iCalendar feeds and imports.
 */
import { defineModule } from '../../platform/module.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { occurrenceRoutes, recordRelatedRecord } from './occurrence-routes.ts';
import { ACTIVITY_PERMISSIONS } from './permissions.ts';
import { completionByVenueAndWeek } from './report-queries.ts';
import { activityRoutes } from './routes.ts';
import { ACTIVITY_SCHEMAS } from './schemas.ts';

export const activitiesModule = defineModule({
  name: 'activities',
  // The feed's fixed paths before `/activities/:publicId`, so the document reads in that order.
  routes: [calendarRoutes, activityRoutes, occurrenceRoutes],
  schemas: ACTIVITY_SCHEMAS,
  permissions: ACTIVITY_PERMISSIONS,
  services: {
    /** Links what was done (a checklist execution…) to an occurrence, and completes it. */
    recordRelatedRecord,
    /** Native reports: recorded occurrences per venue and week, counted in SQL. */
    completionByVenueAndWeek,
  },
});
