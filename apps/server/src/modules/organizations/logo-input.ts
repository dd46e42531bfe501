/**
 * Checks of an uploaded organization logo: a PNG, JPEG, WebP or SVG image of at most 256 KiB
 * (the platform's image checks, `platform/http/images.ts`).
 */
import { checkImage, type ImageRules } from '../../platform/http/images.ts';

export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

const LOGO_RULES: ImageRules<LogoContentType> = {
  types: LOGO_CONTENT_TYPES,
  maxBytes: 256 * 1024,
  code: 'INVALID_LOGO',
};

/** The decoded image and its SHA-256, or 400 INVALID_LOGO with a message for people. */
export const checkLogo = (contentType: string, data: string) => checkImage(LOGO_RULES, contentType, data);
