/**
 * `POST /test/clock`: moves the workflow clock forward, so an end-to-end test can make a task
 * expire. It answers only when the server runs against the Auth Emulator (which the config
 * refuses in production); otherwise it is a 404 like any unknown route.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../platform/http/errors.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';

/** At most a year per call. */
const MAX_ADVANCE_MS = 366 * 24 * 3600 * 1000;

export const clockRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/test/clock',
    {
      config: { public: true, tenantless: true },
      schema: {
        operationId: 'advanceTestClock',
        tags: ['workflows'],
        summary:
          'Tests only (Auth Emulator configured, never production): moves the workflow clock forward and fires the timers then due',
        body: Type.Object(
          { advanceMs: Type.Integer({ minimum: 0, maximum: MAX_ADVANCE_MS }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            {
              now: Type.String({ format: 'date-time', description: "The workflow clock's time now" }),
              fired: Type.Integer({ minimum: 0, description: 'Timers this call fired' }),
            },
            { additionalProperties: false },
          ),
          404: errorResponse('The server does not run against the Auth Emulator (NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const clock = api.workflowClock;
      if (!clock.adjustable) throw new ApiError(404, 'NOT_FOUND', 'La ruta no existe.');
      const now = clock.advance(request.body.advanceMs);
      // Fire what is due at once: the caller sees the effects without waiting for the worker.
      const fired = await api.workflowTimers.tick();
      return { now: new Date(now).toISOString(), fired };
    },
  );
};
