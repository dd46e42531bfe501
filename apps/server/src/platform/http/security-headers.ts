/**
 * Security headers on every response (@fastify/helmet, registered once, before any route):
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`,
 * `X-Frame-Options: DENY` and `frame-ancestors 'none'`, HSTS when the web URL is https, and a
 * Content-Security-Policy:
 *
 * - the web app's (index.html, its files, /assets, and every answer outside /api): only this
 *   server's scripts plus the page's inline scripts by their sha256 hash, stylesheets from this
 *   server plus `<style>` elements carrying this response's nonce, connections to the API and
 *   to Firebase (the Auth Emulator in development and tests, Google's endpoints otherwise);
 * - the API's (every route under /api): `default-src 'none'; frame-ancestors 'none'` — JSON needs
 *   nothing, and an API answer opened as a page can run nothing;
 * - the API docs' (/api/docs): Swagger UI's own scripts from this server, and its inline styles.
 *
 * A route meant to be embedded by other sites relaxes framing with
 * `config: { frameAncestors: ['https://partner.example'] }`: its CSP names those ancestors and
 * it sends no X-Frame-Options (see README "Security headers"). When who may frame it depends on
 * the request (a public report page framed by the sites its organization lists),
 * `config: { frameAncestorsOf: async (request) => sources | null }` decides per response: the
 * sources it gives replace `frame-ancestors 'none'` and drop X-Frame-Options; null or none keeps
 * the page unframeable.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may frame this route's pages (CSP `frame-ancestors` sources, e.g.
     * `['https://partner.example']` or `['*']`); unset, nobody may. Meant for pages that are
     * embedded on purpose, such as public reports.
     */
    frameAncestors?: readonly string[];
    /**
     * Who may frame this response, decided per request (e.g. from the organization the host
     * names): CSP `frame-ancestors` sources, or null (or none) for nobody. The rest of the
     * route's policy is unchanged.
     */
    frameAncestorsOf?: FrameAncestorsResolver;
  }
}

/** Decides, for one request, who may frame its response; null: nobody. */
export type FrameAncestorsResolver = (request: FastifyRequest) => Promise<readonly string[] | null>;

/** `policy` with its frame-ancestors directive replaced by `sources`. */
export function withFrameAncestors(policy: string, sources: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...directives, ['frame-ancestors', ...sources].join(' ')].join(';');
}

type Directives = Record<string, readonly string[]>;
type CspOptions = Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined>;
type DirectiveValue = string | ((req: unknown, res: ServerResponse) => string);

/** What the web app's policy needs to know about its page: the text of each inline script. */
export interface InlineScripts {
  inlineScripts: readonly string[];
}

/** A CSP hash source for an inline script's exact text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The text of every inline (`src`-less) script element of an html page. */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1] ?? '')) scripts.push(match[2] ?? '');
  }
  return scripts;
}

const nonces = new WeakMap<ServerResponse, string>();

/**
 * This response's style nonce: `<style>` elements carrying it are allowed by the web app's
 * policy. index.html hands it to the page (see static-files.ts), where the dialogs' scroll lock
 * adds its `<style>` element with it.
 */
export function styleNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (nonce === undefined) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

const FIREBASE_AUTH_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
const FIREBASE_MESSAGING_ENDPOINTS = [
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
];
/** The popup sign-in's loader script (Google's api.js and what it loads). */
const FIREBASE_POPUP_SCRIPTS = 'https://apis.google.com';

/**
 * The CSP source for every host a `{subdomain}` URL template stands for:
 * `https://{subdomain}.faena.app` → `https://*.faena.app`; a template without the
 * placeholder in its host gives its origin.
 */
export function templateSource(template: string): string {
  const marker = 'subdomain-placeholder';
  const url = new URL(template.replaceAll('{subdomain}', marker));
  const port = url.port === '' ? '' : `:${url.port}`;
  const labels = url.hostname.split('.');
  const at = labels.findIndex((label) => label.includes(marker));
  if (at === -1) return url.origin;
  const parent = labels.slice(at + 1).join('.');
  return parent === '' ? url.protocol : `${url.protocol}//*.${parent}${port}`;
}

/** Whether the app is served over https (its web URL), which turns on HSTS. */
export function servedOverHttps(config: ServerConfig): boolean {
  return config.web.webUrl.startsWith('https://');
}

/** The web app's policy, its style nonce left to each response. */
export function webAppDirectives(config: ServerConfig, page: InlineScripts | null): Directives {
  const { firebase, web } = config;
  const api = [...new Set([templateSource(web.gatewayUrl), templateSource(web.webUrl)])];
  const emulator = firebase.emulatorHost === null ? null : `http://${firebase.emulatorHost}`;
  const messaging = firebase.messagingSenderId !== null && firebase.appId !== null;
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...new Set((page?.inlineScripts ?? []).map(scriptHashSource)),
      ...(emulator === null ? [FIREBASE_POPUP_SCRIPTS] : []),
    ],
    'script-src-attr': ["'none'"],
    // Component styles are files; the dialogs' scroll lock adds a <style> element with the
    // nonce. React sets style properties through the CSSOM, which a policy does not restrict.
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...api,
      ...(emulator === null ? FIREBASE_AUTH_ENDPOINTS : [emulator]),
      ...(messaging ? FIREBASE_MESSAGING_ENDPOINTS : []),
    ],
    // The popup sign-in talks to its provider through a hidden frame on the auth domain; under
    // the Auth Emulator the app signs in without a popup.
    'frame-src': emulator === null ? [`https://${firebase.authDomain}`] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(servedOverHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** API answers are data: nothing in them may load or run, and nobody may frame them. */
export const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Swagger UI at /api/docs: its scripts, styles and images from this server, the document by
 * fetch. Its bundle adds `<style>` elements without a nonce, so inline styles are allowed
 * there — on a page that shows only the API's own description; scripts stay its files only.
 */
export const DOCS_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'script-src-attr': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function csp(directives: Directives, nonce = false): CspOptions {
  const values: Record<string, DirectiveValue[]> = {};
  for (const [name, sources] of Object.entries(directives)) values[name] = [...sources];
  if (nonce) values['style-src'] = [...(values['style-src'] ?? []), (_req, res) => `'nonce-${nonceOf(res)}'`];
  return { useDefaults: false, directives: values as NonNullable<CspOptions['directives']> };
}

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

/**
 * Registers the headers on `app`. Call it before any route is added: each route's policy is
 * chosen as the route is registered.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
  page: InlineScripts | null,
): Promise<void> {
  const webApp = webAppDirectives(config, page);
  const policyOf = (url: string): { directives: Directives; nonce: boolean } =>
    isUnder(url, '/api/docs')
      ? { directives: DOCS_DIRECTIVES, nonce: false }
      : isUnder(url, '/api')
        ? { directives: API_DIRECTIVES, nonce: false }
        : { directives: webApp, nonce: true };

  // Runs before helmet's own onRoute hook, which reads `routeOptions.helmet`.
  app.addHook('onRoute', (route) => {
    if (route.helmet !== undefined) return;
    const frameAncestors = route.config?.frameAncestors;
    const { directives, nonce } = policyOf(route.url);
    if (frameAncestors === undefined) {
      if (directives !== webApp) route.helmet = { contentSecurityPolicy: csp(directives) };
      return;
    }
    if (frameAncestors.length === 0) throw new Error(`${route.url}: frameAncestors names no source`);
    route.helmet = {
      contentSecurityPolicy: csp({ ...directives, 'frame-ancestors': frameAncestors }, nonce),
      // X-Frame-Options can only deny or allow the same origin; frame-ancestors says it all.
      frameguard: false,
    };
  });

  await app.register(helmet, {
    // Every answer outside /api, 404s and errors included, is held to the web app's policy.
    contentSecurityPolicy: csp(webApp, true),
    frameguard: { action: 'deny' },
    // The origin (never the path) goes to other sites: Firebase checks it against the API
    // key's allowed referrers.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: servedOverHttps(config)
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // The sign-in popup reports back to its opener; 'same-origin' would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Organizations are sibling subdomains of one site; an API on another subdomain of it may
    // serve the logos.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // A path under /api that no API route serves is answered by the not-found handler, through
  // the web app's catch-all route: give the answer the API's policy as well.
  const apiPolicy = Object.entries(API_DIRECTIVES)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
  // Framing decided per request: the resolved sources replace the policy's 'none'.
  app.addHook('onSend', async (request, reply) => {
    const resolve = request.routeOptions.config?.frameAncestorsOf;
    if (resolve === undefined || reply.statusCode >= 400) return;
    const sources = await resolve(request);
    if (sources === null || sources.length === 0) return;
    const policy =
      reply.raw.getHeader('content-security-policy') ?? reply.getHeader('content-security-policy');
    if (typeof policy !== 'string') return;
    reply.raw.setHeader('content-security-policy', withFrameAncestors(policy, sources));
    reply.raw.removeHeader('x-frame-options');
    reply.removeHeader('x-frame-options');
  });
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isUnder(path, '/api') && !isUnder(request.routeOptions.url ?? '', '/api')) {
      reply.header('content-security-policy', apiPolicy);
    }
  });
}
