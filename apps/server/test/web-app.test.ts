/**
 * Serving the built web app: static files, index.html for client routes with the runtime
 * configuration rendered in, never cached; the API and assets keep their own 404s.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_GLOBAL, CONFIG_PLACEHOLDER, parseWebConfig } from '@faena/contract/env';
import { FEATURE_FLAG_DEFAULTS } from '@faena/contract/flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'faena-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head>${CONFIG_PLACEHOLDER}</head><body></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  t = await startTestApp({ env: { FAENA_WEB_DIST: dist, PORT: '4321' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: DEMO_HOST } });

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
