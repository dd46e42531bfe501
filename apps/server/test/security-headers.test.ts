/**
 * The security headers on every kind of answer of the whole app, with a web build of its own:
 * index.html, a hashed asset, API JSON, an API error, 404s and the API docs; and that the
 * policy allows exactly the inline scripts of the index.html it serves.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_PLACEHOLDER } from '@faena/contract/env';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'faena-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Faena</title>' +
      // A page script of the build besides the configuration's.
      "<script>document.documentElement.dataset.theme = 'light';</script>" +
      `${CONFIG_PLACEHOLDER}<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>` +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  t = await startTestApp({ env: { FAENA_WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: DEMO_HOST } });

function policyOf(response: LightMyRequestResponse): Record<string, string[]> {
  return Object.fromEntries(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(policyOf(response)['frame-ancestors']).toEqual(["'none'"]);
  // The test app is served over http.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it.each(['/', '/sign-in?next=/home'])('index.html at %s carries the web app policy', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    const policy = policyOf(response);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src']).not.toContain("'unsafe-inline'");
    expect(policy['connect-src']).toContain(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
  });

  it('allows each inline script of the served index.html by its hash, and no other', async () => {
    const response = await get('/');
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    // The build's page script, the style nonce hand-off and the runtime configuration.
    expect(inline).toHaveLength(3);
    expect(inline.some((script) => script.includes('__FAENA_CONFIG__'))).toBe(true);
    const hashes = inline.map(
      (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    );
    expect(policyOf(response)['script-src']).toEqual(["'self'", ...hashes]);
  });

  it("hands the page its response's style nonce, a new one each time", async () => {
    const nonceOf = (response: LightMyRequestResponse) => {
      const fromPolicy = /^'nonce-(.+)'$/.exec(policyOf(response)['style-src']!.at(-1)!)?.[1];
      expect(response.body).toContain(`<script nonce="${fromPolicy}">`);
      return fromPolicy;
    };
    expect(nonceOf(await get('/'))).not.toBe(nonceOf(await get('/')));
  });

  it('a hashed asset of the build carries the headers', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
  });

  it.each([
    ['API JSON', '/api/health', 200],
    ['an API error', '/api/me', 401],
    ['an unknown API route', '/api/no-such-route', 404],
  ])('%s carries the API policy', async (_what, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expectCommonHeaders(response);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('an unknown asset and the API docs carry the headers', async () => {
    const missing = await get('/assets/no-such-file.js');
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing);
    const docs = await get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expectCommonHeaders(docs);
    expect(policyOf(docs)['script-src']).toBeUndefined();
    expect(policyOf(docs)['default-src']).toEqual(["'self'"]);
  });
});
