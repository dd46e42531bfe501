#!/usr/bin/env node
// `npm start`: installs what is missing, starts the Auth Emulator, builds the web app and
// runs the API server (which serves the app) on the embedded PGlite database in .data/.
// `npm run dev` starts the Vite dev server with hot reload in front of the same API.
import { startAuthEmulator } from './emulator.mjs';
import { ensureDependencies, log, run, start } from './lib.mjs';

const dev = process.argv.includes('--dev');
const PORT = Number(process.env.PORT ?? 3000);
const WEB_DEV_PORT = 5173;
const EMULATOR_PORT = Number(process.env.FAENA_EMULATOR_PORT ?? 9099);

ensureDependencies();

log(`Starting the Firebase Auth Emulator on port ${EMULATOR_PORT}…`);
const emulator = await startAuthEmulator({ port: EMULATOR_PORT });
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;

if (!dev) {
  log('Building the web app…');
  run('npx', ['turbo', 'run', 'build', '--filter=@faena/web', '--output-logs=errors-only']);
}

const children = [];
const webPort = dev ? WEB_DEV_PORT : PORT;
const server = start('node', ['node_modules/tsx/dist/cli.mjs', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(dev
      ? {
          FAENA_WEB_URL: `http://{subdomain}.faena.localhost:${WEB_DEV_PORT}`,
          FAENA_GATEWAY_URL: `http://{subdomain}.faena.localhost:${WEB_DEV_PORT}`,
        }
      : {}),
  },
});
children.push(server);
if (dev) {
  children.push(
    start('npx', ['vite'], {
      cwd: new URL('../apps/web/', import.meta.url).pathname,
      env: { ...process.env, FAENA_API_URL: `http://127.0.0.1:${PORT}`, FAENA_WEB_DEV_PORT: String(webPort) },
    }),
  );
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  await emulator.stop();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A process stopped (exit ${code}); shutting down.`);
      stop(code ?? 1);
    }
  });
}
