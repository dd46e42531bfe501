/**
 * Text PostgreSQL cannot store, refused before validation on every `/api` route: NUL
 * (text and jsonb reject it) and unpaired UTF-16 surrogates (no UTF-8 form), in any string
 * or object key of the body, query or params. Bodies nested deeper than MAX_DEPTH are
 * refused too, so no later recursive step (validation, serialisation) can blow the stack.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

export const MAX_DEPTH = 64;

// With the `u` flag a well-formed surrogate pair is one code point, so \p{Cs} matches only
// a lone surrogate.
const LONE_SURROGATE = /\p{Cs}/u;

export const unstorableText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

const invalidInput = (message: string) => new ApiError(400, 'VALIDATION_ERROR', message);

/** The first problem in a parsed value, walked iteratively: `null` when it can be stored. */
export function findUnsafeInput(value: unknown, part: string): ApiError | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: part, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path, depth } = item;
    if (typeof current === 'string') {
      if (unstorableText(current)) {
        return invalidInput(`${path} must not contain NUL characters or unpaired surrogates`);
      }
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_DEPTH) return invalidInput(`${path} is nested more than ${MAX_DEPTH} levels deep`);
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    for (const [key, child] of entries) {
      const childPath = `${path}.${key}`;
      if (typeof key === 'string' && unstorableText(key)) {
        return invalidInput(`${path} must not contain a key with NUL characters or unpaired surrogates`);
      }
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/** preValidation hook: params, query and body of the request. */
export async function refuseUnsafeInput(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const problem = findUnsafeInput(value, part);
    if (problem) throw problem;
  }
}
