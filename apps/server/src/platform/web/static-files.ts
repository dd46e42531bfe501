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
import { injectWebConfig } from '@faena/contract/env';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_ROOT, type ServerConfig } from '../../config.ts';
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

export interface WebApp {
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built web app when its folder exists. Every GET outside /api and /assets that
 * is not a file of the build gets index.html with the runtime configuration rendered in,
 * never stored, so a new configuration or build reaches browsers on their next load. Other
 * files of the build's root (favicon, service worker) keep their names across builds: they
 * are revalidated on every use.
 */
export async function registerWebApp(app: FastifyInstance, config: ServerConfig): Promise<WebApp | null> {
  const indexPath = join(config.web.distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const html = injectWebConfig(readFileSync(indexPath, 'utf8'), webConfigFor(config));
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
    reply.code(200).header('cache-control', NOT_STORED).type('text/html; charset=utf-8').send(html);
  // The root is a folder to the static handler; every other client route reaches
  // sendIndex through the not-found handler.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  return { sendIndex };
}

export function isWebAppPath(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  return !(path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/'));
}
