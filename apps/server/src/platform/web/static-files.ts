/**
 * Files the server hands out besides the API: organization logos and other server assets
 * at /assets/, and the built web app with its runtime configuration.
 *
 * The web build writes a `.br` and a `.gz` twin next to each file it compresses well; those
 * are sent to clients whose Accept-Encoding allows them (`Content-Encoding`, and
 * `Vary: Accept-Encoding` on every answer so shared caches keep the variants apart), the
 * plain file to the others.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { CONFIG_PLACEHOLDER, injectWebConfig } from '@faena/contract/env';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_ROOT, type ServerConfig } from '../../config.ts';
import { type FrameAncestorsResolver, inlineScriptsOf, styleNonce } from '../http/security-headers.ts';
import { webConfigFor } from './web-config.ts';

export const SERVER_ASSETS_DIR = join(SERVER_ROOT, 'assets');

/** A URL whose content never changes: a year in any cache, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What must reach browsers anew on their next load: index.html and the runtime configuration. */
const NOT_STORED = 'no-store';

/**
 * /assets/ serves the server's own assets and, after them, the web build's `assets/` folder
 * (Vite's default output folder shares the URL prefix). Vite names every file of that folder
 * by its content hash, so those are immutable; the server's own (the seeded logos) are not.
 */
export async function registerAssets(app: FastifyInstance, webDistDir: string): Promise<void> {
  const webAssets = resolve(webDistDir, 'assets');
  const hasWebAssets = existsSync(webAssets);
  await app.register(fastifyStatic, {
    root: hasWebAssets ? [SERVER_ASSETS_DIR, webAssets] : SERVER_ASSETS_DIR,
    prefix: '/assets/',
    index: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      if (hasWebAssets && path.startsWith(webAssets + sep)) reply.header('cache-control', IMMUTABLE);
    },
  });
}

/**
 * The built index.html with the runtime configuration rendered in. Each response carries its
 * own style nonce (see ../http/security-headers.ts): a first inline script reads it from its
 * own `nonce` attribute and leaves it where the dialogs' scroll lock looks for one when it adds
 * its `<style>` element (`__webpack_nonce__`, the convention of the library that adds it).
 */
export interface WebPage {
  /** index.html for one response, carrying that response's style nonce. */
  render(nonce: string): string;
  /** The exact text of each inline script of the page, the same in every response. */
  inlineScripts: readonly string[];
}

const NONCE_HANDOFF = 'window.__webpack_nonce__=document.currentScript.nonce;';

/** The web build's page, or null when there is no build (`config.web.distDir`). */
export function loadWebPage(config: ServerConfig): WebPage | null {
  const indexPath = join(config.web.distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const raw = readFileSync(indexPath, 'utf8');
  const html = injectWebConfig(raw, webConfigFor(config));
  // Before the configuration script (which takes the placeholder's place), else ending the head.
  const placeholderAt = raw.indexOf(CONFIG_PLACEHOLDER);
  const at = placeholderAt === -1 ? Math.max(html.indexOf('</head>'), 0) : placeholderAt;
  const [before, after] = [html.slice(0, at), html.slice(at)];
  const render = (nonce: string) => `${before}<script nonce="${nonce}">${NONCE_HANDOFF}</script>${after}`;
  return { render, inlineScripts: inlineScriptsOf(render('')) };
}

export interface WebApp {
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * A client route of the web app served with options of its own: index.html as for any client
 * route, framed by whom `frameAncestors` decides for each request (see
 * ../http/security-headers.ts `frameAncestorsOf`). Every other page stays unframeable.
 */
export interface WebPageRoute {
  /** A route path (`/reports/:token`). */
  url: string;
  frameAncestors: FrameAncestorsResolver;
}

/**
 * Serves the built web app when there is one. Every GET outside /api and /assets that
 * is not a file of the build gets index.html with the runtime configuration rendered in,
 * never stored, so a new configuration or build reaches browsers on their next load. Other
 * files of the build's root (favicon, service worker) keep their names across builds: they
 * are revalidated on every use.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: ServerConfig,
  page: WebPage | null,
  pageRoutes: readonly WebPageRoute[] = [],
): Promise<WebApp | null> {
  if (page === null) return null;
  await app.register(fastifyStatic, {
    root: config.web.distDir,
    prefix: '/',
    index: false,
    decorateReply: false,
    preCompressed: true,
    // The raw index.html (and its compressed twins) still holds the configuration placeholder.
    allowedPath: (pathname) => !pathname.startsWith('/index.html'),
  });
  const sendIndex = (reply: FastifyReply) =>
    reply
      .code(200)
      .header('cache-control', NOT_STORED)
      .type('text/html; charset=utf-8')
      .send(page.render(styleNonce(reply)));
  // The root is a folder to the static handler; every other client route reaches
  // sendIndex through the not-found handler.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  for (const route of pageRoutes) {
    app.get(
      route.url,
      { schema: { hide: true }, config: { frameAncestorsOf: route.frameAncestors } },
      (_request, reply) => sendIndex(reply),
    );
  }
  return { sendIndex };
}

export function isWebAppPath(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  return !(path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/'));
}
