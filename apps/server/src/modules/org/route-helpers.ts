import { trimInvisible } from '@faena/contract/text';
import { Type } from 'typebox';
import { ApiError, validationFailed } from '../../platform/http/errors.ts';
import { Nullable } from '../../platform/http/schemas.ts';

export const MAX_NAME = 200;
export const MAX_TEXT = 500;
export const MAX_PAGE = 100;

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const pageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
};

export const pageOf = (query: { limit?: number; offset?: number }) => ({
  limit: query.limit ?? 50,
  offset: query.offset ?? 0,
});

export const optionalText = (maxLength = MAX_NAME) => Type.Optional(Nullable(Type.String({ maxLength })));

/** Optional free text as stored: trimmed, and empty as null. */
export function textOrNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = trimInvisible(value);
  return trimmed === '' ? null : trimmed;
}

/** The SQLSTATE of a database error (Drizzle wraps the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, hops = 0; current && hops < 5; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `write`; a unique violation becomes a 409 with `message` for `field`. */
export async function unlessDuplicate<T>(
  write: () => Promise<T>,
  field: string,
  message: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw new ApiError(409, 'DUPLICATE', message, { [field]: message });
    throw error;
  }
}

export const missing = (field: string, message: string) => validationFailed({ [field]: message });

export const withoutUndefined = <T extends Record<string, unknown>>(object: T) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
