import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, flagEnvName, flagOfEnvName, isFeatureFlag, resolveFlags } from '../src/flags';

describe('feature flags', () => {
  it('default as SPEC 9 says', () => {
    const on = Object.entries(FEATURE_FLAG_DEFAULTS)
      .filter(([, value]) => value)
      .map(([name]) => name);
    expect(on).toEqual(
      expect.arrayContaining(['settings', 'languageSetting', 'oidcSignIn', 'onboarding', 'taskManagerHome']),
    );
    for (const off of [
      'magicLink',
      'magicCode',
      'samlSignIn',
      'editProfile',
      'inviteFromFrontend',
    ] as const) {
      expect(FEATURE_FLAG_DEFAULTS[off]).toBe(false);
    }
  });

  it('map to and from environment variable names', () => {
    expect(flagEnvName('magicLink')).toBe('FAENA_FLAG_MAGIC_LINK');
    expect(flagOfEnvName('FAENA_FLAG_MAGIC_LINK')).toBe('magicLink');
    expect(flagOfEnvName('FAENA_FLAG_')).toBeNull();
    expect(flagOfEnvName('FAENA_SEED')).toBeNull();
    for (const flag of Object.keys(FEATURE_FLAG_DEFAULTS)) {
      expect(flagOfEnvName(flagEnvName(flag as keyof typeof FEATURE_FLAG_DEFAULTS))).toBe(flag);
    }
  });

  it('take only known names and the strings true and false', () => {
    expect(isFeatureFlag('toString')).toBe(false);
    const { flags, problems } = resolveFlags({
      magicLink: 'true',
      settings: false,
      saml: 'true',
      kanban: 'on',
    });
    expect(flags.magicLink).toBe(true);
    expect(flags.settings).toBe(false);
    expect(problems).toEqual(['flags.saml: unknown flag', 'flags.kanban: unknown flag']);
    expect(resolveFlags({ magicLink: 'yes' }).problems).toEqual([
      "flags.magicLink: expected 'true' or 'false'",
    ]);
  });
});
