/**
 * `npm run seed -w @faena/server`: migrate and seed without serving. Do not run it against a
 * PGlite folder that a running server has open.
 */
import { prepareDatabase } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';

const { database, seed } = await prepareDatabase({ ...loadConfig(), seedDemoData: true });
await database.close();
console.log('Seeded demo data:', seed?.firebaseTenantIds);
