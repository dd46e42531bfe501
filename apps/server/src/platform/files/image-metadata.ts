/**
 * Photos lose their metadata before they are stored, when the organization asks for it
 * (`tenants.strip_image_metadata`, on by default): a phone's JPEG carries where it was taken
 * (EXIF GPS), the camera, its serial number and times. sharp decodes and re-encodes the image
 * without any of it; `.rotate()` first applies the EXIF orientation to the pixels, so the photo
 * still stands the right way up once the tag is gone.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { mediaType } from './file-checks.ts';

/** The types re-encoded (GIF and HEIC are stored as sent: see README "Uploads"). */
const STRIPPED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function strips(contentType: string): boolean {
  return STRIPPED.has(mediaType(contentType));
}

export class ImageUnreadableError extends Error {}

/**
 * Writes the image at `input` without metadata to `output` (same format); rejects with
 * `ImageUnreadableError` when its bytes are not an image sharp can read.
 */
export async function stripImageMetadata(input: string, output: string, contentType: string): Promise<void> {
  const type = mediaType(contentType);
  try {
    // Pixels decoded once, whatever the input's size limit: the upload's own limits bound it.
    const image = sharp(input, { limitInputPixels: 268_402_689, sequentialRead: true }).rotate();
    if (type === 'image/jpeg') await image.jpeg({ quality: 92, mozjpeg: false }).toFile(output);
    else if (type === 'image/png') await image.png({ compressionLevel: 6 }).toFile(output);
    else await image.webp({ quality: 92 }).toFile(output);
  } catch (error) {
    await rm(output, { force: true });
    throw new ImageUnreadableError((error as Error).message);
  }
}

/** The size and SHA-256 of a file, read as a stream. */
export async function digestOf(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { size: (await stat(path)).size, sha256: hash.digest('hex') };
}
