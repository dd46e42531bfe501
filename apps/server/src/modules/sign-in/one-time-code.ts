/**
 * The 6-digit sign-in code (SPEC 5 and 9): random, stored only as a hash, valid for ten
 * minutes and for a few attempts, so guessing one of a million codes is not an option.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses allowed before the code is burnt and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** Bound to the email, so a code hash is worthless for any other address. */
export function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}\u0000${code}`).digest('hex');
}

export function codeMatches(storedHash: string, email: string, code: string): boolean {
  const given = Buffer.from(hashCode(email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

export function checkCode(
  stored: { codeHash: string; expiresAt: Date; attempts: number } | undefined,
  email: string,
  code: string,
  now: Date,
): CodeCheck {
  if (!stored || stored.attempts >= MAX_CODE_ATTEMPTS) return 'invalid';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  return codeMatches(stored.codeHash, email, code) ? 'ok' : 'invalid';
}
