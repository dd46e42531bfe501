/**
 * The 6-digit sign-in code (SPEC 5 and 9): random, stored only as a hash, valid for ten
 * minutes and for a few attempts, so guessing one of a million codes is not an option.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses allowed before the code is burnt and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one address may be sent per hour, whoever asks: nobody can mail-bomb a person. */
export const CODES_PER_ADDRESS_PER_HOUR = 5;
/** Wrong guesses one address may make across all its codes before it is locked out… */
export const WRONG_GUESSES_BEFORE_LOCKOUT = 10;
/** …for this long. With 5 codes an hour, that leaves a guesser 10 tries in a million per 15 minutes. */
export const LOCKOUT_MS = 15 * 60_000;

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
