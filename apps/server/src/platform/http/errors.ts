/**
 * One JSON error body for every failure: `{ statusCode, error, message, code? }`.
 * Client mistakes keep their 4xx status and say what was wrong; anything unexpected is
 * logged and answered with a 500 that reveals nothing.
 */
import { STATUS_CODES } from 'node:http';
import { VISIBLE_TEXT_PATTERN } from '@faena/contract/text';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String({ description: 'The HTTP reason phrase.' }),
    message: Type.String({ description: 'What went wrong, for people.' }),
    code: Type.Optional(Type.String({ description: 'What went wrong, for programs.' })),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'For a form response: the message of each field in error, by field name.',
      }),
    ),
    retry_after_seconds: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'With a 429: how long to wait before trying again (also sent as Retry-After).',
      }),
    ),
  },
  { $id: 'ErrorBody', additionalProperties: false },
);
export type ErrorBody = Static<typeof ErrorBody>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Field name → message, for errors about a form response. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A refusal that ends by itself: a 429 saying how long to wait, in the body and Retry-After. */
export class RetryLater extends ApiError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
    this.name = 'RetryLater';
  }
}

// SPEC 8 wording where the product defines it.
export const organizationNotFound = (subdomain: string) =>
  new ApiError(404, 'TENANT_NOT_FOUND', `No encontramos la organización ${subdomain}.`);
export const unauthenticated = (message = 'Debes iniciar sesión.') =>
  new ApiError(401, 'UNAUTHENTICATED', message);
export const tenantMismatch = () => new ApiError(403, 'TENANT_MISMATCH', 'Tenant in token is not valid');
export const notAMember = () => new ApiError(403, 'NOT_A_MEMBER', 'No perteneces a la organización');
export const personDisabled = () =>
  new ApiError(401, 'USER_DISABLED', 'Tu cuenta fue deshabilitada. Contacta al administrador.');
export const tokenRevoked = () =>
  new ApiError(401, 'TOKEN_REVOKED', 'Tu sesión fue cerrada. Por favor, inicia sesión nuevamente.');
export const rateLimited = (retryAfterSeconds: number) =>
  new RetryLater(
    'RATE_LIMITED',
    'Demasiados intentos. Espera un momento e inténtalo nuevamente.',
    retryAfterSeconds,
  );
export const validationFailed = (fields: Record<string, string>) =>
  new ApiError(400, 'VALIDATION_ERROR', Object.values(fields)[0] ?? 'Revisa los datos ingresados.', fields);
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.');
export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} no existe.`);

export function errorBody(
  statusCode: number,
  message: string,
  code?: string,
  fields?: Record<string, string>,
): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(code ? { code } : {}),
    ...(fields ? { fields } : {}),
  };
}

export function sendError(reply: FastifyReply, body: ErrorBody): void {
  if (body.statusCode === 401) reply.header('www-authenticate', 'Bearer');
  reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

export function handleError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error instanceof RetryLater) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    sendError(reply, {
      ...errorBody(429, error.message, error.code),
      retry_after_seconds: error.retryAfterSeconds,
    });
    return;
  }
  if (error instanceof ApiError) {
    sendError(reply, errorBody(error.statusCode, error.message, error.code, error.fields));
    return;
  }
  const rejected = databaseRejection(error);
  if (rejected) {
    request.log.info({ err: error }, 'the database refused the input');
    sendError(reply, errorBody(rejected.statusCode, rejected.message, rejected.code));
    return;
  }
  if (error.validation) {
    // Fastify's message names the part and the field: "body/name must be string"; for the
    // rules a form shows next to a field, `fields` says it in Spanish too.
    const fields = error.validationContext === 'body' ? validationFields(error.validation) : undefined;
    sendError(reply, errorBody(400, error.message, 'VALIDATION_ERROR', fields));
    return;
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large...
    sendError(reply, errorBody(status, error.message, error.code));
    return;
  }
  request.log.error({ err: error }, 'unexpected error');
  sendError(reply, errorBody(500, 'Ocurrió un error inesperado.', 'INTERNAL'));
}

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  propertyName?: string;
}

/** "/wording/es-MX" → "wording.es-MX" (JSON pointer unescaped). */
function fieldOf(instancePath: string, child?: unknown): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (typeof child === 'string') parts.push(child);
  return parts.join('.');
}

/**
 * The Spanish message, by field, of the schema rules a form shows next to a field (a required
 * name, a length, the size of a free-form object); undefined for the rest.
 */
export function validationFields(errors: readonly SchemaError[]): Record<string, string> | undefined {
  const [first] = errors;
  if (!first) return undefined;
  const { keyword, instancePath, params } = first;
  const limit = params.limit;
  let field = fieldOf(instancePath);
  let message: string | undefined;
  if (keyword === 'required') {
    field = fieldOf(instancePath, params.missingProperty);
    message = 'Este campo es requerido';
  } else if (first.propertyName !== undefined || keyword === 'propertyNames') {
    message =
      keyword === 'maxLength'
        ? `Cada clave debe tener a lo más ${limit} caracteres`
        : 'Una clave no es válida';
  } else if (keyword === 'format' && params.format === 'name') {
    message = 'Este campo es requerido';
  } else if (keyword === 'minLength' && limit === 1) {
    message = 'Este campo es requerido';
  } else if (keyword === 'pattern' && instancePath !== '' && isNamePattern(params.pattern)) {
    message = 'Este campo es requerido';
  } else if (keyword === 'maxLength') {
    message = `Debe tener a lo más ${limit} caracteres`;
  } else if (keyword === 'maxProperties') {
    message = `Debe tener a lo más ${limit} entradas`;
  }
  if (message === undefined) return undefined;
  return { [field || 'body']: message };
}

const isNamePattern = (pattern: unknown) => pattern === VISIBLE_TEXT_PATTERN;

// PostgreSQL refusals caused by what the client sent (SQLSTATE codes). Routes that expect one
// (an email already in use) catch it themselves with a specific answer; this is the net
// for the rest.
const DATABASE_REJECTIONS: Record<string, ApiError> = {
  '22001': new ApiError(400, 'VALIDATION_ERROR', 'Un valor es demasiado largo.'),
  '22003': new ApiError(400, 'VALIDATION_ERROR', 'Un número está fuera del rango permitido.'),
  '22007': new ApiError(400, 'VALIDATION_ERROR', 'Una fecha u hora no es válida.'),
  '22008': new ApiError(400, 'VALIDATION_ERROR', 'Una fecha u hora está fuera del rango permitido.'),
  '22021': new ApiError(400, 'VALIDATION_ERROR', 'Un texto contiene caracteres no permitidos.'),
  '22P02': new ApiError(400, 'VALIDATION_ERROR', 'Un valor no tiene el formato esperado.'),
  '22P05': new ApiError(400, 'VALIDATION_ERROR', 'Un texto contiene caracteres no permitidos.'),
  '23502': new ApiError(400, 'VALIDATION_ERROR', 'Falta un valor obligatorio.'),
  '23514': new ApiError(400, 'VALIDATION_ERROR', 'Un valor no cumple las reglas permitidas.'),
  '23503': new ApiError(409, 'CONFLICT', 'El registro hace referencia a otro que no existe o está en uso.'),
  '23505': new ApiError(409, 'CONFLICT', 'Ya existe un registro con esos datos.'),
};

/**
 * The client error for a PostgreSQL refusal, or null. pg's DatabaseError and PGlite's errors
 * carry the SQLSTATE in `code`; Drizzle wraps them in an error whose `cause` is the original.
 */
export function databaseRejection(error: unknown): ApiError | null {
  for (let current = error, hops = 0; current && hops < 5; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(DATABASE_REJECTIONS, code)) {
      return DATABASE_REJECTIONS[code] ?? null;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Errors Fastify raises before routing (a malformed URL), in the same shape. */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  handleError(error, request, reply);
}

export function routeNotFound(request: FastifyRequest): ErrorBody {
  const path = request.url.split('?')[0] ?? '';
  return errorBody(404, `Route ${request.method} ${path} not found`, 'ROUTE_NOT_FOUND');
}
