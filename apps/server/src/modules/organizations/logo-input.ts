/**
 * Checks of an uploaded organization logo: an allowed image type, real base64, at most
 * 256 KiB, and bytes that are what the declared type says.
 */
import { ApiError } from '../../platform/http/errors.ts';

export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
export const MAX_LOGO_BYTES = 256 * 1024;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const invalidLogo = (field: 'content_type' | 'data', message: string) =>
  new ApiError(400, 'INVALID_LOGO', message, { [field]: message });

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function looksLike(contentType: LogoContentType, bytes: Buffer): boolean {
  switch (contentType) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8);
    case 'image/svg+xml': {
      const text = bytes.toString('utf8');
      return /<svg[\s>]/i.test(text) && !text.includes('\uFFFD');
    }
  }
}

export function isLogoContentType(value: string): value is LogoContentType {
  return (LOGO_CONTENT_TYPES as readonly string[]).includes(value);
}

/** The decoded image, or 400 INVALID_LOGO with a message for people. */
export function checkLogo(
  contentType: string,
  data: string,
): { contentType: LogoContentType; bytes: Buffer } {
  if (!isLogoContentType(contentType)) {
    throw invalidLogo('content_type', 'Formato no permitido: usa una imagen PNG, JPEG, WebP o SVG.');
  }
  const compact = data.replace(/\s+/g, '');
  if (compact.length === 0 || !BASE64.test(compact)) {
    throw invalidLogo('data', 'El archivo no se pudo leer: la imagen no está codificada en base64.');
  }
  // Checked before decoding: 4 base64 characters carry 3 bytes.
  if ((compact.length / 4) * 3 > MAX_LOGO_BYTES + 2) {
    throw invalidLogo('data', 'La imagen pesa más de 256 KB. Usa una imagen más liviana.');
  }
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw invalidLogo('data', 'La imagen pesa más de 256 KB. Usa una imagen más liviana.');
  }
  if (!looksLike(contentType, bytes)) {
    throw invalidLogo('data', 'El archivo no es una imagen del formato indicado.');
  }
  return { contentType, bytes };
}
