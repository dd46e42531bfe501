/**
 * What an upload may be, decided by its bytes (file-type reads the magic numbers, and for
 * zip-based office documents the archive's entries), never by the name or the declared type
 * alone; and what its name may be once it is stored.
 */
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

/** Types an upload may be, by what its bytes are (the first of a group is the default). */
const ALLOWED: Record<string, readonly string[]> = {
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png'],
  'image/apng': ['image/png'],
  'image/webp': ['image/webp'],
  'image/gif': ['image/gif'],
  'image/heic': ['image/heic'],
  'image/heic-sequence': ['image/heic'],
  'image/heif': ['image/heif', 'image/heic'],
  'image/heif-sequence': ['image/heif', 'image/heic'],
  'application/pdf': ['application/pdf'],
  // A WebM or MP4 container says nothing about whether it holds video: a voice message recorded
  // as audio/webm or audio/mp4 keeps the type it was sent with.
  'video/webm': ['video/webm', 'audio/webm'],
  'video/mp4': ['video/mp4', 'audio/mp4'],
  'audio/mp4': ['audio/mp4', 'video/mp4'],
  'audio/x-m4a': ['audio/mp4'],
  'audio/ogg': ['audio/ogg'],
  'audio/ogg; codecs=opus': ['audio/ogg'],
  'application/ogg': ['audio/ogg', 'video/ogg'],
  'video/ogg': ['video/ogg', 'audio/ogg'],
  'audio/mpeg': ['audio/mpeg'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  'application/vnd.oasis.opendocument.text': ['application/vnd.oasis.opendocument.text'],
  'application/vnd.oasis.opendocument.spreadsheet': ['application/vnd.oasis.opendocument.spreadsheet'],
  'application/vnd.oasis.opendocument.presentation': ['application/vnd.oasis.opendocument.presentation'],
};

/** Text has no magic number: it is accepted only when sent as one of these and reads as such. */
const TEXT_TYPES = ['text/plain', 'text/csv'] as const;

/** Markup a browser could render as a page or a script host, however the file is named. */
const MARKUP = /^\s*(?:<\?xml|<!doctype|<html|<svg|<script|<body|<head|<iframe|<!--)/i;

/** Control characters other than tab, line feed, form feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** The media type without parameters, lower case (`Text/CSV; charset=utf-8` → `text/csv`). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The first bytes of a file: enough to tell text from something else. */
async function head(path: string, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function readsAsText(bytes: Buffer): boolean {
  let text: string;
  try {
    // A cut in the middle of a multi-byte character at the end of the sample is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return false;
  }
  return !BINARY_CONTROL.test(text) && !MARKUP.test(text.replace(/^\uFEFF/, ''));
}

/**
 * The content type to store the file at `path` as, or null when its bytes are not an allowed
 * type: `declared` (the request's Content-Type) is kept when the bytes agree with it, otherwise
 * the type the bytes show. SVG, HTML, XML and scripts are never allowed.
 */
export async function allowedContentType(
  path: string,
  declaredHeader: string | undefined,
): Promise<string | null> {
  const declared = mediaType(declaredHeader);
  const detected = await fileTypeFromFile(path);
  if (detected) {
    const accepted = ALLOWED[detected.mime];
    if (!accepted) return null;
    return accepted.includes(declared) ? declared : (accepted[0] ?? null);
  }
  if (!(TEXT_TYPES as readonly string[]).includes(declared)) return null;
  return readsAsText(await head(path, 64 * 1024)) ? `${declared}; charset=utf-8` : null;
}

/** The types a person may upload, for messages and documentation. */
export const ALLOWED_TYPES_TEXT =
  'imágenes JPEG, PNG, WebP, GIF o HEIC, PDF, audio WebM, Ogg, MP4 o MP3, video MP4 o WebM, texto o CSV y documentos de Office u OpenDocument';

const MAX_NAME_BYTES = 255;
// Controls, format characters (bidi overrides, zero-width) and the separators of paths.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Cuts `text` to at most `bytes` UTF-8 bytes without splitting a character. */
function cutToBytes(text: string, bytes: number): string {
  let result = '';
  let used = 0;
  for (const character of text) {
    const size = Buffer.byteLength(character);
    if (used + size > bytes) break;
    result += character;
    used += size;
  }
  return result;
}

/**
 * A file name safe to store and to send back in Content-Disposition: the last segment of any
 * path (`/` or `\`, a drive letter dropped), no control or invisible format characters, no leading dots, at most 255
 * UTF-8 bytes (the extension kept when it is short), `archivo` when nothing is left.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    // A drive-relative name (`C:informe.pdf`) keeps only the name.
    .replace(/^[A-Za-z]:/, '')
    .normalize('NFC')
    .replace(UNSAFE_NAME_CHARACTERS, '')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (cleaned === '') return 'archivo';
  if (Buffer.byteLength(cleaned) <= MAX_NAME_BYTES) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  const stem = extension ? cleaned.slice(0, dot) : cleaned;
  return cutToBytes(stem, MAX_NAME_BYTES - Buffer.byteLength(extension)).trimEnd() + extension;
}

/** The `X-File-Name` header: URL-encoded UTF-8; text that is not valid encoding is taken as it is. */
export function fileNameHeader(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Types a browser may show in place (`inline`); everything else downloads. */
export function mayShowInline(contentType: string): boolean {
  const type = mediaType(contentType);
  // SVG is a page that runs scripts: never in place, even if one were ever stored.
  if (type === 'image/svg+xml') return false;
  return /^(image|audio|video)\//.test(type) || type === 'application/pdf';
}

/** `attachment` / `inline` with the name, ASCII fallback plus RFC 5987 UTF-8. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
