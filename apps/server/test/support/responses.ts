import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Expects an answer's status (200 unless told; the body shows when it differs) and gives its JSON
 * body, or null when it has none (a 204).
 */
export async function ok<T = Record<string, unknown>>(
  response: LightMyRequestResponse,
  status = 200,
): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return (response.body === '' ? null : response.json()) as T;
}
