import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { webConfigFor } from '../src/web/static-files.ts';

describe('feature flags from the environment', () => {
  it('start from SPEC 9 defaults and reach the web app’s configuration', () => {
    const config = loadConfig({ FAENA_FLAG_MAGIC_LINK: 'true', FAENA_FLAG_SETTINGS: 'false' });
    const { flags } = webConfigFor(config);
    expect(flags).toMatchObject({ magicLink: true, settings: false, samlSignIn: false, oidcSignIn: true });
    expect(loadConfig({}).flags.magicLink).toBe(false);
  });

  it('refuse to start on an unknown flag or a value other than true or false, naming the variable', () => {
    expect(() => loadConfig({ FAENA_FLAG_MAGIC_LINK: 'yes', FAENA_FLAG_TELEPORT: 'true' })).toThrow(
      /^Error parsing environment variables: FAENA_FLAG_TELEPORT: unknown flag; FAENA_FLAG_MAGIC_LINK: expected 'true' or 'false'$/,
    );
  });
});
