// The second journey stack's Firebase Auth Emulator, as a Playwright web server: starts it on
// the port given, and stops it (it runs in a process group of its own) when told to end.
import { startAuthEmulator } from '../scripts/emulator.mjs';

const port = Number(process.argv[2]);
const emulator = await startAuthEmulator({ port });
const stop = async () => {
  await emulator.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 60_000);
