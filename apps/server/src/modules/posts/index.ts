/**
 * Posts (SPEC 3): channels (who reads them — a saved audience or everyone — and who publishes
 * in them), posts with a markdown body sanitised on the server by the shared sanitiser
 * (`@faena/form-engine/markdown`), the audience notified with NEW_POST, one receipt per person
 * and post (seen, acknowledged), and the acknowledgement figures by venue and position.
 */
import { defineModule } from '../../platform/module.ts';
import { channelRoutes } from './channel-routes.ts';
import { POST_PERMISSIONS } from './permissions.ts';
import { postRoutes } from './post-routes.ts';
import { acknowledgementRates } from './queries.ts';
import { POST_SCHEMAS } from './schemas.ts';

export type { AcknowledgementRate } from './queries.ts';

export const postsModule = defineModule({
  name: 'posts',
  routes: [channelRoutes, postRoutes],
  schemas: POST_SCHEMAS,
  permissions: POST_PERMISSIONS,
  services: {
    /** For the reports: each recent post's audience, seen and acknowledged counts (one statement). */
    acknowledgementRates,
  },
});
