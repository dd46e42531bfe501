/**
 * The installable web app's manifest, per organization: `GET /manifest.webmanifest` on the
 * organization's host (index.html links it) names the app after the organization (else
 * "Faena"), colours it with its brand and gives it icons made from its logo when it has one
 * (192 and 512 px, and a 512 px maskable one with the logo inside the safe zone), else the
 * product's own icons of the web build (`apps/web/public/icon-*.png`).
 *
 * Logo icons are resized once per logo (by its SHA-256, which their URL carries) and kept in
 * memory; a URL of a replaced logo answers 404, and the manifest, revalidated on every use,
 * names the new one.
 */
import { resolveTenant } from '@faena/contract/tenant';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database, Tx } from '../database/database.ts';
import { notFound, organizationNotFound } from '../http/errors.ts';
import { findOrganizationBySubdomain } from '../tenancy/organizations.ts';

/** The stored logo the organizations module reads for the manifest (its `findLogo` service). */
export interface StoredLogo {
  /** Base64 image bytes (PNG, JPEG, WebP or SVG). */
  data: string;
  sha256: string;
}

export interface ManifestOptions {
  database: Database;
  defaultOrganization: string;
  findLogo(tx: Tx, organizationId: string): Promise<StoredLogo | null>;
}

/** The product's colour, the theme when the organization has no brand colour. */
export const PRODUCT_COLOR = '#1f4fd1';
export const MANIFEST_PATH = '/manifest.webmanifest';
const ICON_PATH = '/manifest-icons';

type IconVariant = '192' | '512' | 'maskable-512';
const VARIANTS: readonly IconVariant[] = ['192', '512', 'maskable-512'];

interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

function iconsOf(logoSha: string | null): ManifestIcon[] {
  const src = (variant: IconVariant) =>
    logoSha ? `${ICON_PATH}/${logoSha}/${variant}.png` : `/icon-${variant}.png`;
  return [
    { src: src('192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: src('512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: src('maskable-512'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
}

/** `#rgb` or `#rrggbb`, as the brand colour is stored; anything else is not a colour here. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function webManifest(organization: {
  name: string | null;
  brandPrimary: string | null;
  logoSha: string | null;
}) {
  const name = organization.name?.trim() || 'Faena';
  const color =
    organization.brandPrimary && HEX_COLOR.test(organization.brandPrimary)
      ? organization.brandPrimary
      : PRODUCT_COLOR;
  return {
    id: '/',
    name,
    // Under a home-screen icon: at most 12 characters show in full on most launchers.
    short_name: [...name].length <= 12 ? name : 'Faena',
    lang: 'es-MX',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: color,
    background_color: color,
    icons: iconsOf(organization.logoSha),
  };
}

/** The logo as a square PNG: whole inside the square ("any"), or inside the maskable safe zone on white. */
export async function logoIcon(bytes: Buffer, variant: IconVariant): Promise<Buffer> {
  const size = variant === '192' ? 192 : 512;
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  if (variant !== 'maskable-512') {
    return sharp(bytes, { density: 300 })
      .resize(size, size, { fit: 'contain', background: transparent })
      .png()
      .toBuffer();
  }
  // Launchers may cut a maskable icon to a circle of 80% of its width: the logo stays within.
  const inner = Math.round(size * 0.7);
  const logo = await sharp(bytes, { density: 300 })
    .resize(inner, inner, { fit: 'contain', background: transparent })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** Resized icons by logo hash and variant, the most recently made kept. */
const ICON_CACHE_ENTRIES = 60;

export function registerWebManifest(app: FastifyInstance, options: ManifestOptions): void {
  const icons = new Map<string, Promise<Buffer>>();
  const iconFor = (sha: string, variant: IconVariant, data: string) => {
    const key = `${sha}/${variant}`;
    let icon = icons.get(key);
    if (!icon) {
      icon = logoIcon(Buffer.from(data, 'base64'), variant);
      icons.set(key, icon);
      // A logo that cannot be read is not kept: the next request tries again.
      icon.catch(() => icons.delete(key));
      if (icons.size > ICON_CACHE_ENTRIES) icons.delete(icons.keys().next().value as string);
    }
    return icon;
  };

  const organizationOf = async (host: string | undefined) => {
    const subdomain = resolveTenant({ host: host ?? '', defaultTenant: options.defaultOrganization });
    const found = await findOrganizationBySubdomain(options.database, subdomain);
    if (!found) throw organizationNotFound(subdomain);
    return found.organization;
  };
  const logoOf = (organizationId: string) =>
    options.database.withTenant(organizationId, (tx) => options.findLogo(tx, organizationId));

  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) => {
    const organization = await organizationOf(request.headers.host);
    const logo = await logoOf(organization.id);
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(
        JSON.stringify(
          webManifest({
            name: organization.name,
            brandPrimary: organization.brandPrimary,
            logoSha: logo?.sha256 ?? null,
          }),
        ),
      );
  });

  app.get<{ Params: { sha: string; variant: string } }>(
    `${ICON_PATH}/:sha/:variant`,
    { schema: { hide: true } },
    async (request, reply) => {
      const variant = request.params.variant.replace(/\.png$/, '') as IconVariant;
      if (!VARIANTS.includes(variant)) throw notFound('El icono');
      const organization = await organizationOf(request.headers.host);
      const logo = await logoOf(organization.id);
      if (!logo || logo.sha256 !== request.params.sha) throw notFound('El icono');
      let png: Buffer;
      try {
        png = await iconFor(logo.sha256, variant, logo.data);
      } catch {
        // The logo was accepted but is no image the resizer reads: the manifest's icons are lost.
        throw notFound('El icono');
      }
      // The URL names the logo's content: it never changes.
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/png').send(png);
    },
  );
}
