/**
 * The language an API answer is written in (SPEC: es-MX first, en-US): one rule for every
 * module's messages, from the request's Accept-Language.
 */
import type { FastifyRequest } from 'fastify';

export type Locale = 'es-MX' | 'en-US';

/** en-US when English comes first in Accept-Language, else es-MX. */
export function localeOfHeader(acceptLanguage: string | undefined): Locale {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en-US' : 'es-MX';
}

export const localeOf = (request: FastifyRequest): Locale =>
  localeOfHeader(request.headers['accept-language']);

/** A message in both languages, answered in one. */
export type Say = (es: string, en: string) => string;

export const sayIn =
  (locale: string): Say =>
  (es, en) =>
    locale === 'en-US' ? en : es;

/** `sayIn` the request's language. */
export const sayFor = (request: FastifyRequest): Say => sayIn(localeOf(request));
