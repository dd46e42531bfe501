/** The uploads' refusals, in the words people read (server README "Uploads"). */
import { ApiError, notFound } from '../http/errors.ts';
import { ALLOWED_TYPES_TEXT } from './file-checks.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** `1,5 GB`, `20 MB`: a size as a person reads it (es-MX writes the decimal with a point). */
export function sizeText(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  return `${Math.max(1, Math.round(bytes / MB))} MB`;
}

export const tooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    'UPLOAD_TOO_LARGE',
    `El archivo pesa más de ${sizeText(maxBytes)}. Sube un archivo más liviano.`,
  );

export const quotaExceeded = (usedBytes: number, quotaBytes: number) =>
  new ApiError(
    413,
    'QUOTA_EXCEEDED',
    `La organización no tiene espacio para este archivo: usa ${sizeText(usedBytes)} de ${sizeText(quotaBytes)}. Pide a un administrador que libere espacio o amplíe el límite.`,
  );

export const typeNotAllowed = () =>
  new ApiError(
    415,
    'UPLOAD_TYPE_NOT_ALLOWED',
    `Este tipo de archivo no está permitido. Puedes subir ${ALLOWED_TYPES_TEXT}.`,
  );

export const imageUnreadable = () =>
  new ApiError(
    415,
    'UPLOAD_IMAGE_UNREADABLE',
    'La imagen está dañada o incompleta y no se pudo leer. Vuelve a tomar la foto o elige otra.',
  );

export const uploadNotFound = () => notFound('El archivo');

export const offsetMismatch = (offset: number) =>
  new ApiError(
    409,
    'UPLOAD_OFFSET_MISMATCH',
    `El servidor tiene ${offset} bytes de este archivo: continúa desde ahí (Upload-Offset).`,
  );

export const uploadIncomplete = () =>
  new ApiError(409, 'UPLOAD_INCOMPLETE', 'El archivo aún no termina de subir. Espera a que se complete.');

export const uploadComplete = () => new ApiError(409, 'UPLOAD_COMPLETE', 'El archivo ya se subió completo.');

export const beyondLength = () =>
  new ApiError(
    400,
    'UPLOAD_BEYOND_LENGTH',
    'Este fragmento va más allá del tamaño que se declaró para el archivo.',
  );

export const badHeader = (name: string) =>
  new ApiError(400, 'VALIDATION_ERROR', `El encabezado ${name} debe ser un número entero de bytes.`);
