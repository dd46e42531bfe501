/**
 * The committed OpenAPI document: what `npm run openapi` writes and what the drift test
 * compares against.
 */
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, REPO_ROOT } from './config.ts';
import { openDatabase } from './platform/database/database.ts';

export const OPENAPI_PATH = join(REPO_ROOT, 'packages', 'api-client', 'openapi.json');

interface Document {
  components?: { schemas?: Record<string, unknown> };
}

/**
 * Components by name: the platform and each module register their own schemas, so moving a
 * schema between them must not reshuffle the document (and the client generated from it).
 */
function componentsByName(document: Document): Document {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const ordered = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name]]),
  );
  return { ...document, components: { ...document.components, schemas: ordered } };
}

/** The document as pretty JSON with a trailing newline, from an app that never serves. */
export async function renderOpenApi(): Promise<string> {
  // Environment must not leak into the document: fixed, in-memory, no web build.
  const config = loadConfig({ FAENA_DATA_DIR: 'memory://', FAENA_WEB_DIST: join(REPO_ROOT, '.no-web-dist') });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    return `${JSON.stringify(componentsByName(app.swagger() as Document), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}
