// How every browser test here launches Chromium: Debian's build (never a downloaded one),
// headless, with the flags that keep it off the network and quiet in containers.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A fake microphone that needs no permission prompt, for the voice message stories.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/** Playwright `launchOptions`. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
