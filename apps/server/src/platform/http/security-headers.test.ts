import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  inlineScriptsOf,
  registerSecurityHeaders,
  scriptHashSource,
  templateSource,
  withFrameAncestors,
} from './security-headers.ts';

const HTTPS = {
  FAENA_WEB_URL: 'https://{subdomain}.faena.app',
  FAENA_GATEWAY_URL: 'https://{subdomain}.api.faena.app',
  FIREBASE_PROJECT_ID: 'faena-prod',
  FIREBASE_AUTH_DOMAIN: 'auth.faena.app',
};
const HTTP_EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

/** A bare server with the headers and a few routes, configured from `env`. */
async function serverWith(env: Record<string, string>, page = { inlineScripts: ['boot();'] }) {
  const app = Fastify();
  await registerSecurityHeaders(app, loadConfig({ FAENA_DATA_DIR: 'memory://', ...env }), page);
  app.get('/', async () => 'page');
  app.get('/api/things', async () => ({ things: [] }));
  app.get('/reports/:id', { config: { frameAncestors: ['https://partner.example'] } }, async () => 'report');
  app.get('/api/reports/:id', { config: { frameAncestors: ["'self'"] } }, async () => ({}));
  await app.ready();
  return app;
}

function policyOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('sends HSTS only when the web URL is https', async () => {
    const https = await serverWith(HTTPS);
    const http = await serverWith(HTTP_EMULATOR);
    for (const url of ['/', '/api/things', '/missing']) {
      expect((await https.inject(url)).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await http.inject(url)).headers['strict-transport-security']).toBeUndefined();
    }
    expect(policyOf((await https.inject('/')).headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
    expect(policyOf((await http.inject('/')).headers['content-security-policy'])).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it("lets the app reach Google's sign-in endpoints in production, only the emulator under it", async () => {
    const production = policyOf(
      (await (await serverWith(HTTPS)).inject('/')).headers['content-security-policy'],
    );
    expect(production['connect-src']).toEqual([
      "'self'",
      'https://*.api.faena.app',
      'https://*.faena.app',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(production['script-src']).toEqual([
      "'self'",
      scriptHashSource('boot();'),
      'https://apis.google.com',
    ]);
    expect(production['frame-src']).toEqual(['https://auth.faena.app']);

    const emulated = policyOf(
      (await (await serverWith(HTTP_EMULATOR)).inject('/')).headers['content-security-policy'],
    );
    expect(emulated['connect-src']).toEqual([
      "'self'",
      'http://*.faena.localhost:3000',
      'http://127.0.0.1:9099',
    ]);
    expect(emulated['script-src']).toEqual(["'self'", scriptHashSource('boot();')]);
    expect(emulated['frame-src']).toEqual(["'none'"]);
  });

  it('lets push registration reach the messaging service when push is configured', async () => {
    const app = await serverWith({
      ...HTTPS,
      FIREBASE_MESSAGING_SENDER_ID: '123',
      FIREBASE_APP_ID: '1:123:web:9',
    });
    expect(policyOf((await app.inject('/')).headers['content-security-policy'])['connect-src']).toEqual(
      expect.arrayContaining([
        'https://fcmregistrations.googleapis.com',
        'https://firebaseinstallations.googleapis.com',
      ]),
    );
  });

  it('gives each response its own style nonce', async () => {
    const app = await serverWith(HTTP_EMULATOR);
    const nonces = await Promise.all(
      [1, 2].map(
        async () => policyOf((await app.inject('/')).headers['content-security-policy'])['style-src'],
      ),
    );
    for (const styles of nonces)
      expect(styles).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{24}'$/)]);
    expect(nonces[0]).not.toEqual(nonces[1]);
  });

  it('holds API answers, found or not, to a policy that allows nothing', async () => {
    const app = await serverWith(HTTP_EMULATOR);
    for (const url of ['/api/things', '/api/missing?x=1']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    expect(
      policyOf((await app.inject('/missing')).headers['content-security-policy'])['default-src'],
    ).toEqual(["'self'"]);
  });

  it('lets a route flagged with frameAncestors be framed by the sites it names, and no others', async () => {
    const app = await serverWith(HTTPS);
    const report = await app.inject('/reports/42');
    expect(policyOf(report.headers['content-security-policy'])['frame-ancestors']).toEqual([
      'https://partner.example',
    ]);
    // The rest of the page's policy is the web app's.
    expect(policyOf(report.headers['content-security-policy'])['script-src']).toContain(
      scriptHashSource('boot();'),
    );
    expect(report.headers['x-frame-options']).toBeUndefined();
    expect(report.headers['x-content-type-options']).toBe('nosniff');

    const apiReport = await app.inject('/api/reports/42');
    expect(apiReport.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'self'");
    expect(apiReport.headers['x-frame-options']).toBeUndefined();

    // Routes without the flag stay unframeable.
    const page = await app.inject('/');
    expect(policyOf(page.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('lets a route decide per request who may frame it (frameAncestorsOf), keeping the rest of the policy', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, loadConfig({ FAENA_DATA_DIR: 'memory://', ...HTTPS }), {
      inlineScripts: ['boot();'],
    });
    const byHost: Record<string, readonly string[] | null> = {
      'a.faena.app': ['https://intranet.a.example', 'https://*.a.example:8443'],
      'b.faena.app': null,
      'c.faena.app': [],
    };
    app.get(
      '/shared/:id',
      { config: { frameAncestorsOf: async (request) => byHost[request.headers.host ?? ''] ?? null } },
      async (request, reply) => {
        if ((request.params as { id: string }).id === 'missing') return reply.code(404).send('no');
        return 'page';
      },
    );
    app.get('/other', async () => 'page');
    await app.ready();
    const get = (url: string, host: string) => app.inject({ url, headers: { host } });

    const framed = await get('/shared/1', 'a.faena.app');
    const policy = policyOf(framed.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(['https://intranet.a.example', 'https://*.a.example:8443']);
    expect(policy['script-src']).toContain(scriptHashSource('boot();'));
    expect(policy['style-src']?.some((source) => source.startsWith("'nonce-"))).toBe(true);
    expect(framed.headers['x-frame-options']).toBeUndefined();

    for (const [url, host] of [
      ['/shared/1', 'b.faena.app'],
      ['/shared/1', 'c.faena.app'],
      ['/shared/missing', 'a.faena.app'],
      ['/other', 'a.faena.app'],
    ] as const) {
      const response = await get(url, host);
      expect(
        policyOf(response.headers['content-security-policy'])['frame-ancestors'],
        `${host}${url}`,
      ).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], `${host}${url}`).toBe('DENY');
    }
  });

  it('replaces only the frame-ancestors directive of a policy', () => {
    expect(
      withFrameAncestors("default-src 'self';frame-ancestors 'none';img-src data:", ['https://a.example']),
    ).toBe("default-src 'self';img-src data:;frame-ancestors https://a.example");
  });

  it('refuses a frameAncestors flag that names nobody', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, loadConfig({ FAENA_DATA_DIR: 'memory://' }), null);
    expect(() => app.get('/embed', { config: { frameAncestors: [] } }, async () => '')).toThrow(
      /frameAncestors/,
    );
  });
});

describe('templateSource', () => {
  it.each([
    ['https://{subdomain}.faena.app', 'https://*.faena.app'],
    ['http://{subdomain}.faena.localhost:3000', 'http://*.faena.localhost:3000'],
    ['https://{subdomain}-api.faena.app', 'https://*.faena.app'],
    ['https://api.faena.app', 'https://api.faena.app'],
    ['https://api.faena.app/{subdomain}', 'https://api.faena.app'],
  ])('%s → %s', (template, source) => {
    expect(templateSource(template)).toBe(source);
  });
});

describe('inlineScriptsOf', () => {
  it('finds the text of inline scripts, never of scripts with a src', () => {
    const html =
      '<head><script nonce="n">a();</script><script type="module" src="/x.js"></script>' +
      '<SCRIPT>\n b();\n</SCRIPT></head>';
    expect(inlineScriptsOf(html)).toEqual(['a();', '\n b();\n']);
  });
});
