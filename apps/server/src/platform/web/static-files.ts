/**
 * Files the server hands out besides the API: organisation logos and other server assets
 * at /assets/, and the built web app with its runtime configuration.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { injectWebConfig } from '@faena/contract/env';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_ROOT, type ServerConfig } from '../../config.ts';
import { webConfigFor } from './web-config.ts';

export const SERVER_ASSETS_DIR = join(SERVER_ROOT, 'assets');

/**
 * /assets/ serves the server's own assets and, after them, the web build's `assets/` folder
 * (Vite's default output folder shares the URL prefix).
 */
export async function registerAssets(app: FastifyInstance, webDistDir: string): Promise<void> {
  const webAssets = join(webDistDir, 'assets');
  await app.register(fastifyStatic, {
    root: existsSync(webAssets) ? [SERVER_ASSETS_DIR, webAssets] : SERVER_ASSETS_DIR,
    prefix: '/assets/',
    index: false,
    decorateReply: false,
  });
}

export interface WebApp {
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built web app when its folder exists. Every GET outside /api and /assets that
 * is not a file of the build gets index.html with the runtime configuration rendered in,
 * never cached, so a new configuration or build reaches browsers on their next load.
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
    // The raw index.html still holds the configuration placeholder.
    allowedPath: (pathname) => pathname !== '/index.html',
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
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
