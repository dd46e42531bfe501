/**
 * The installable app's manifest: per organization (name, brand colour), the product's icons
 * until the organization uploads a logo, then icons resized from that logo.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { PRODUCT_COLOR, webManifest } from './manifest.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const get = (url: string, host = DEMO_HOST) => t.app.inject({ method: 'GET', url, headers: { host } });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifestOf(host = DEMO_HOST): Promise<Manifest> {
  const response = await get('/manifest.webmanifest', host);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/manifest+json');
  return response.json();
}

async function organizationOf(host: string): Promise<{ name: string; brand: { primary: string | null } }> {
  return (await get('/api/organizations/current', host)).json();
}

describe('web app manifest', () => {
  it("names the app after the organization, in its brand colour, with the product's icons", async () => {
    const organization = await organizationOf(DEMO_HOST);
    const manifest = await manifestOf();
    expect(manifest).toMatchObject({
      name: organization.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: organization.brand.primary ?? PRODUCT_COLOR,
      background_color: organization.brand.primary ?? PRODUCT_COLOR,
    });
    expect(manifest.icons).toEqual([
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('answers each organization on its own host, and 404 for an unknown one', async () => {
    const acme = await organizationOf(ACME_HOST);
    expect((await manifestOf(ACME_HOST)).name).toBe(acme.name);
    const unknown = await get('/manifest.webmanifest', 'nadie.faena.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/nadie/);
  });

  it("makes the icons from the organization's uploaded logo, at the sizes it names", async () => {
    const logo = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#c02040' } })
      .png()
      .toBuffer();
    const upload = await t.callAs('PUT', '/api/organizations/current/logo', {
      content_type: 'image/png',
      data: logo.toString('base64'),
    });
    expect(upload.statusCode).toBe(200);

    const manifest = await manifestOf();
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      expect(icon.src).toMatch(/^\/manifest-icons\/[0-9a-f]{64}\//);
      const response = await get(icon.src);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect([format, `${width}x${height}`]).toEqual(['png', icon.sizes]);
    }
    // The maskable icon keeps the logo inside the safe zone: its corners are the white backdrop.
    const maskable = await get(manifest.icons[2]!.src);
    const { data } = await sharp(maskable.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);

    // The other organization keeps the product's icons.
    expect((await manifestOf(ACME_HOST)).icons[0]!.src).toBe('/icon-192.png');
    // Icons of another logo, or of no size the manifest names, are not found.
    const stale = manifest.icons[0]!.src.replace(/[0-9a-f]{64}/, '0'.repeat(64));
    expect((await get(stale)).statusCode).toBe(404);
    expect((await get(manifest.icons[0]!.src.replace('192.png', '64.png'))).statusCode).toBe(404);
  });

  it('falls back to Faena and the product colour, and keeps the home-screen name short', () => {
    expect(webManifest({ name: '  ', brandPrimary: 'red', logoSha: null })).toMatchObject({
      name: 'Faena',
      short_name: 'Faena',
      theme_color: PRODUCT_COLOR,
    });
    expect(
      webManifest({ name: 'Constructora del Norte', brandPrimary: '#0a7', logoSha: null }),
    ).toMatchObject({
      name: 'Constructora del Norte',
      short_name: 'Faena',
      theme_color: '#0a7',
    });
  });
});
