/**
 * Rate limits of sign-in-adjacent routes. A route opts in with `config.rateLimit: <bucket>`;
 * each request counts one hit against the key bucket + client address + organization + route in a
 * fixed window. The counters live in PostgreSQL (`rate_limit_hit()`, an atomic upsert), so
 * every server instance on one database shares them. Over the limit: 429 RATE_LIMITED with
 * Retry-After.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RateLimitBucket, RateLimits } from '../../config.ts';
import { type Database, selectRows, type Tx } from '../database/database.ts';
import { rateLimited } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts the route's requests in this bucket's limit. */
    rateLimit?: RateLimitBucket;
  }
}

export interface RateLimitHit {
  count: number;
  retryAfterSeconds: number;
}

/** One hit of `key` in the current window of `windowSeconds`, counted within `tx`. */
export async function rateLimitHit(tx: Tx, key: string, windowSeconds: number): Promise<RateLimitHit> {
  const [row] = await selectRows<{ hit_count: number; retry_after_seconds: number }>(
    tx,
    sql`select hit_count, retry_after_seconds from public.rate_limit_hit(${key}, ${windowSeconds})`,
  );
  return { count: Number(row?.hit_count ?? 0), retryAfterSeconds: Number(row?.retry_after_seconds ?? 1) };
}

/** One hit of `key` in the current window of `windowSeconds`, counted in the database. */
export function hitRateLimit(database: Database, key: string, windowSeconds: number) {
  return database.withAppRole((tx) => rateLimitHit(tx, key, windowSeconds));
}

export function registerRateLimits(api: FastifyInstance, database: Database, limits: RateLimits): void {
  api.addHook('onRequest', async (request) => {
    const bucket = request.routeOptions.config.rateLimit;
    if (!bucket) return;
    const max = limits.max[bucket];
    if (max === 0) return;
    const key = [bucket, request.ip, request.organization?.id ?? '-', request.routeOptions.url].join('|');
    const hit = await hitRateLimit(database, key, limits.windowSeconds);
    if (hit.count > max) throw rateLimited(hit.retryAfterSeconds);
  });
}
