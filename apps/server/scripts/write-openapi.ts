/**
 * `npm run openapi -w @faena/server`: writes the OpenAPI document the routes produce to
 * packages/api-client/openapi.json, which the client is generated from. Needs no emulator
 * and no database file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config.ts';
import { OPENAPI_PATH, renderOpenApi } from '../src/openapi-document.ts';

const written = await renderOpenApi();
writeFileSync(OPENAPI_PATH, written);
console.log(`Wrote ${join('.', OPENAPI_PATH.slice(REPO_ROOT.length))}`);
