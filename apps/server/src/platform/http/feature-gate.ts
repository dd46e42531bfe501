/**
 * SPEC 9 feature flags at the API: a route whose config names a `flag` answers 404
 * FEATURE_DISABLED while that flag is off, once the caller is authenticated and holds the route's
 * permission (anonymous callers still get 401, members without it 403), before its input is
 * validated: for those who could use it, a switched-off feature looks absent.
 */
import type { FeatureFlag, FeatureFlags } from '@faena/contract/flags';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The feature flag this route belongs to; while it is off the route answers 404. */
    flag?: FeatureFlag;
  }
}

export const featureDisabled = () =>
  new ApiError(404, 'FEATURE_DISABLED', 'Esta función no está activada en esta organización.');

export function registerFeatureGates(api: FastifyInstance, flags: FeatureFlags): void {
  api.addHook('onRequest', async (request) => {
    const flag = request.routeOptions.config.flag;
    if (flag && !flags[flag]) throw featureDisabled();
  });
}
