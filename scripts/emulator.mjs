// Starts the Firebase Auth Emulator on a loopback port and waits until it answers.
// Shared by `npm start`, `npm test` and the server's test setup.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-faena';

export async function isEmulatorUp(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/emulator/v1/projects/${PROJECT_ID}/config`);
    return res.ok;
  } catch {
    return false;
  }
}

/** Returns { host, stop }. Reuses an emulator already listening on the port. */
export async function startAuthEmulator({ port = 9099, quiet = true } = {}) {
  const host = `127.0.0.1:${port}`;
  if (await isEmulatorUp(port)) return { host, stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'faena-emulator-'));
  const config = join(dir, 'firebase.json');
  // The hub and logging ports sit next to the auth port, so emulators started for
  // `npm start`, `npm test` and the server suite never fight over the defaults (4400, 4500).
  const emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: port + 1 },
    logging: { host: '127.0.0.1', port: port + 2 },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(config, JSON.stringify({ emulators }));
  const bin = join(ROOT, 'node_modules', '.bin', 'firebase');
  // Quiet output goes to a file, not a pipe: an emulator left running by a killed parent (and
  // reused by the next run) would otherwise die on its first log line, such as an email link.
  const logFile = join(dir, 'emulator.log');
  const output = quiet ? openSync(logFile, 'a') : 'inherit';
  const child = spawn(
    bin,
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config],
    {
      cwd: dir,
      env: { ...process.env, CI: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      stdio: ['ignore', output, output],
      detached: process.platform !== 'win32',
    },
  );
  if (quiet) closeSync(output);
  // Generous: on a loaded two-core machine the CLI alone can take half a minute to boot.
  const deadline = Date.now() + 180_000;
  while (!(await isEmulatorUp(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const why = child.exitCode !== null ? `exited with ${child.exitCode}` : 'timed out';
      child.kill('SIGKILL');
      const printed = quiet ? readFileSync(logFile, 'utf8') : '(printed above)';
      throw new Error(`The Firebase Auth Emulator did not start on port ${port} (${why}):\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  };
  return { host, stop };
}
