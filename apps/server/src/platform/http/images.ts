/**
 * Uploaded images (an organization's logo, a person's photo): the checks of an upload — an
 * allowed type, real base64, a size limit, bytes that are what the declared type says — and
 * serving a stored one at a URL that carries its hash.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { ApiError } from './errors.ts';

export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const TYPE_NAMES: Record<ImageContentType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
};

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function looksLike(contentType: ImageContentType, bytes: Buffer): boolean {
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

/** "PNG, JPEG o WebP" */
const typeList = (types: readonly ImageContentType[]) => {
  const names = types.map((type) => TYPE_NAMES[type]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : (names[0] ?? '');
};

export interface ImageRules<Type extends ImageContentType> {
  /** The types accepted. */
  types: readonly Type[];
  maxBytes: number;
  /** The error code of a refused upload, e.g. INVALID_LOGO. */
  code: string;
}

/** The decoded image, or 400 with `rules.code` and a message for people on the field at fault. */
export function checkImage<Type extends ImageContentType>(
  rules: ImageRules<Type>,
  contentType: string,
  data: string,
): { contentType: Type; bytes: Buffer; sha256: string } {
  const refuse = (field: 'content_type' | 'data', message: string) =>
    new ApiError(400, rules.code, message, { [field]: message });
  if (!(rules.types as readonly string[]).includes(contentType)) {
    throw refuse('content_type', `Formato no permitido: usa una imagen ${typeList(rules.types)}.`);
  }
  const compact = data.replace(/\s+/g, '');
  if (compact.length === 0 || !BASE64.test(compact)) {
    throw refuse('data', 'El archivo no se pudo leer: la imagen no está codificada en base64.');
  }
  const tooLarge = `La imagen pesa más de ${Math.round(rules.maxBytes / 1024)} KB. Usa una imagen más liviana.`;
  // Checked before decoding: 4 base64 characters carry 3 bytes.
  if ((compact.length / 4) * 3 > rules.maxBytes + 2) throw refuse('data', tooLarge);
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > rules.maxBytes) throw refuse('data', tooLarge);
  if (!looksLike(contentType as Type, bytes)) {
    throw refuse('data', 'El archivo no es una imagen del formato indicado.');
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { contentType: contentType as Type, bytes, sha256 };
}

/** The URL of a stored image: its path and the start of its hash, so a new image is a new URL. */
export const imageUrl = (path: string, sha256: string) => `${path}?v=${sha256.slice(0, 16)}`;

// Scripts inside an uploaded SVG must never run, even when the image is opened directly.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * Answers a stored image (bytes in base64): cached for a year at the URL carrying its current
 * hash (`v`), revalidated by ETag at any other, 304 when the browser already has it.
 */
export function sendImage(
  reply: FastifyReply,
  image: { contentType: string; data: string; sha256: string },
  request: { version?: string; ifNoneMatch?: string | string[] },
) {
  const etag = `"${image.sha256}"`;
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('etag', etag)
    // A URL carrying the current hash never changes; the bare URL must be revalidated.
    .header(
      'cache-control',
      request.version && image.sha256.startsWith(request.version)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
  if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
  if (request.ifNoneMatch === etag) return reply.code(304).send(null);
  // Bytes are sent as they are (Fastify serializes only objects); the schema documents them.
  const bytes = Buffer.from(image.data, 'base64') as unknown as string;
  return reply.type(image.contentType).send(bytes);
}
