/**
 * Serving the built web app: static files, index.html for client routes with the runtime
 * configuration rendered in, never cached; hashed assets compressed ahead of time and cached
 * for good; the API and assets keep their own 404s.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CONFIG_GLOBAL, CONFIG_PLACEHOLDER, parseWebConfig } from '@faena/contract/env';
import { FEATURE_FLAG_DEFAULTS } from '@faena/contract/flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let dist: string;
const APP_JS = Buffer.from(`export const words = ${JSON.stringify('faena '.repeat(200))};\n`);
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'faena-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head>${CONFIG_PLACEHOLDER}</head><body></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  // A hashed chunk with the compressed twins the build writes next to it, and one without.
  writeFileSync(join(dist, 'assets', 'app-B7xQ2kLm.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'app-B7xQ2kLm.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-B7xQ2kLm.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'tiny-Qx81LmZa.css'), 'a{}');
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(CONFIG_PLACEHOLDER));
  t = await startTestApp({ env: { FAENA_WEB_DIST: dist, PORT: '4321' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: DEMO_HOST, ...headers } });

function renderedConfig(html: string): unknown {
  const match = new RegExp(`window\\.${CONFIG_GLOBAL}=(.*?);</script>`).exec(html);
  if (!match) throw new Error('no configuration in index.html');
  return JSON.parse(match[1]!);
}

describe('web app', () => {
  it.each(['/', '/activities/abc/123', '/sign-in?next=/home', '/index.html'])(
    'answers %s with index.html carrying the runtime configuration, uncached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain(CONFIG_PLACEHOLDER);
      const config = renderedConfig(response.body);
      expect(config).toEqual({
        webUrl: 'http://{subdomain}.faena.localhost:4321',
        gatewayUrl: 'http://{subdomain}.faena.localhost:4321',
        firebase: {
          apiKey: 'demo-api-key',
          projectId: 'demo-faena',
          authDomain: 'demo-faena.firebaseapp.com',
          emulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
        },
        flags: FEATURE_FLAG_DEFAULTS,
        version: t.config.version,
      });
      // The web app's own start-up check accepts it.
      expect(() => parseWebConfig(config)).not.toThrow();
    },
  );

  it('serves files of the build, and the build assets next to the server assets', async () => {
    expect((await get('/robots.txt')).body).toBe('User-agent: *');
    expect((await get('/assets/index-abc123.js')).body).toContain('console.log');
    expect((await get('/assets/logos/demo.svg')).body).toContain('<svg');
  });

  it('keeps JSON 404s for unknown API routes and missing assets', async () => {
    for (const url of ['/api/nope', '/assets/missing.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('does not serve index.html for writes', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/activities', headers: { host: DEMO_HOST } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('built assets', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  it('sends the brotli twin of a hashed asset to a client that accepts it, cached for good', async () => {
    const response = await get('/assets/app-B7xQ2kLm.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(APP_JS);
  });

  it('sends the gzip twin when only gzip is accepted', async () => {
    const response = await get('/assets/app-B7xQ2kLm.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload)).toEqual(APP_JS);
  });

  it('sends the plain bytes to a client without Accept-Encoding', async () => {
    const response = await get('/assets/app-B7xQ2kLm.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload).toEqual(APP_JS);
  });

  it('falls back to the plain file when the build left no compressed twin', async () => {
    const response = await get('/assets/tiny-Qx81LmZa.css', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('a{}');
  });

  it('does not cache the server’s own assets for good: a seeded logo keeps its name', async () => {
    const response = await get('/assets/logos/demo.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('never hands out the raw index.html, compressed or not', async () => {
    const response = await get('/index.html', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(CONFIG_PLACEHOLDER);
    // Asked for by name, the twin is a client route like any other: index.html rendered.
    const twin = await get('/index.html.br');
    expect(twin.headers['content-type']).toContain('text/html');
    expect(twin.headers['cache-control']).toBe('no-store');
    expect(twin.body).not.toContain(CONFIG_PLACEHOLDER);
  });

  it('does not let the runtime configuration be stored either', async () => {
    const response = await get('/api/web-config');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
