/**
 * The committed OpenAPI document: what `npm run openapi` writes and what the drift test
 * compares against.
 */
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, REPO_ROOT } from './config.ts';
import { openDatabase } from './db/database.ts';

export const OPENAPI_PATH = join(REPO_ROOT, 'packages', 'api-client', 'openapi.json');

/** The document as pretty JSON with a trailing newline, from an app that never serves. */
export async function renderOpenApi(): Promise<string> {
  // Environment must not leak into the document: fixed, in-memory, no web build.
  const config = loadConfig({ FAENA_DATA_DIR: 'memory://', FAENA_WEB_DIST: join(REPO_ROOT, '.no-web-dist') });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}
