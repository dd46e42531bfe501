/**
 * `npm start -w @faena/server`: migrate, seed, listen.
 */
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { DEMO_CREDENTIALS } from './seed-data.ts';

const config = loadConfig();
const { database } = await prepareDatabase(config);
const app = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.database.dataDir}`;
app.log.info(
  `Faena ${config.version} on http://demo.faena.localhost:${port} (API docs: /api/docs; data: ${where})`,
);
if (config.firebase.emulatorHost) {
  const lines = DEMO_CREDENTIALS.map(
    (c) =>
      `  http://${c.tenant}.faena.localhost:${port}  ${c.email} / ${c.password}${c.member ? '' : '  (not a member)'}`,
  );
  // Plain text for people, next to the JSON log lines.
  console.log(`Demo sign-ins (Auth Emulator at ${config.firebase.emulatorHost}):\n${lines.join('\n')}`);
}
