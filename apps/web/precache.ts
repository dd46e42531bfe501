import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** One file the service worker keeps for offline use: its URL and a hash of its content. */
export interface PrecacheEntry {
  url: string;
  revision: string;
}

/** Source maps, compressed twins, Vite's own manifest and the worker itself are not the app. */
const SKIPPED = /(?:\.map|\.br|\.gz)$|^\.vite\/|^push-sw\.js$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * The build's precache list, read from the app's finished build folder: index.html (the app
 * shell, which the server renders with the runtime configuration at `/index.html`) and every
 * static asset, each with the hash of its content as revision. Built into the service worker,
 * so a new build is a new worker the browser installs (and the "new version" prompt offers).
 */
export async function precacheList(distDir: string): Promise<PrecacheEntry[]> {
  const entries: PrecacheEntry[] = [];
  for await (const path of filesUnder(distDir)) {
    const name = relative(distDir, path).split(sep).join('/');
    if (SKIPPED.test(name)) continue;
    const revision = createHash('sha256')
      .update(await readFile(path))
      .digest('hex')
      .slice(0, 16);
    entries.push({ url: `/${name}`, revision });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}
