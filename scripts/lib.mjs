// Shared steps of `npm start` and `npm test`: install what is missing, run commands.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';
import { ROOT } from './emulator.mjs';

export { ROOT };

export const BASE_ENV = {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
};
Object.assign(process.env, BASE_ENV);

export function log(message) {
  console.log(`\x1b[36m▸ ${message}\x1b[0m`);
}

/** npm dependencies: installed when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing npm dependencies (first run)…');
  // `npm ci` cannot be used: the lockfile lacks other platforms' optional binaries.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Colour emoji for the form engine's faces and reactions, so stories and screenshots show them. */
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** Debian's Chromium (and its emoji font) for the browser tests; never a downloaded browser build. */
export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(EMOJI_FONT)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium or its emoji font is missing. Install Debian's packages: sudo apt-get install -y chromium fonts-noto-color-emoji (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  log("Installing Debian's chromium and fonts-noto-color-emoji…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-color-emoji'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Runs a command to completion with inherited output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Starts a long-running command; returns the child. */
export function start(command, args, options = {}) {
  return spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...options });
}
