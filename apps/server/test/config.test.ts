import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { webConfigFor } from '../src/platform/web/web-config.ts';

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

describe('rate limits and mail from the environment', () => {
  it('have generous defaults and take overrides', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      windowSeconds: 60,
      max: { signInLookup: 120, invitations: 60, impersonations: 60, me: 600 },
    });
    const config = loadConfig({
      FAENA_RATE_LIMIT_SIGN_IN: '5',
      FAENA_RATE_LIMIT_ME: '0',
      FAENA_RATE_LIMIT_WINDOW_SECONDS: '10',
    });
    expect(config.rateLimits).toMatchObject({ windowSeconds: 10, max: { signInLookup: 5, me: 0 } });
  });

  it('refuse a limit that is not a whole number and an SMTP URL of another scheme', () => {
    expect(() => loadConfig({ FAENA_RATE_LIMIT_INVITATIONS: 'many' })).toThrow(
      /FAENA_RATE_LIMIT_INVITATIONS/,
    );
    expect(() => loadConfig({ FAENA_RATE_LIMIT_WINDOW_SECONDS: '0' })).toThrow(/at least 1/);
    expect(() => loadConfig({ FAENA_SMTP_URL: 'http://mail' })).toThrow(/FAENA_SMTP_URL/);
    expect(loadConfig({ FAENA_SMTP_URL: 'smtp://u:p@mail:587' }).mail).toEqual({
      smtpUrl: 'smtp://u:p@mail:587',
      from: 'Faena <no-reply@faena.localhost>',
    });
  });
});

describe('notifications from the environment', () => {
  it('default to the log sender, 25 s pings and 5 streams per person, and take overrides', () => {
    expect(loadConfig({}).notifications).toEqual({
      push: 'log',
      webPushPublicKey: null,
      pingSeconds: 25,
      maxStreamsPerPerson: 5,
    });
    expect(
      loadConfig({
        FAENA_PUSH: 'fcm',
        FAENA_WEB_PUSH_PUBLIC_KEY: ' BKey ',
        FAENA_SSE_PING_SECONDS: '0.5',
        FAENA_SSE_MAX_PER_PERSON: '10',
      }).notifications,
    ).toEqual({ push: 'fcm', webPushPublicKey: 'BKey', pingSeconds: 0.5, maxStreamsPerPerson: 10 });
  });

  it('hand the web app its push messaging ids only when both are set', () => {
    expect(webConfigFor(loadConfig({})).firebase).not.toHaveProperty('messagingSenderId');
    expect(
      webConfigFor(loadConfig({ FIREBASE_MESSAGING_SENDER_ID: '123', FIREBASE_APP_ID: '1:123:web:abc' }))
        .firebase,
    ).toMatchObject({ messagingSenderId: '123', appId: '1:123:web:abc' });
    expect(webConfigFor(loadConfig({ FIREBASE_MESSAGING_SENDER_ID: '123' })).firebase).not.toHaveProperty(
      'messagingSenderId',
    );
  });

  it('refuse an unknown sender, a bad ping interval and a limit below 1', () => {
    expect(() => loadConfig({ FAENA_PUSH: 'apns' })).toThrow(/FAENA_PUSH/);
    expect(() => loadConfig({ FAENA_SSE_PING_SECONDS: 'soon' })).toThrow(/FAENA_SSE_PING_SECONDS/);
    expect(() => loadConfig({ FAENA_SSE_PING_SECONDS: '0' })).toThrow(/FAENA_SSE_PING_SECONDS/);
    expect(() => loadConfig({ FAENA_SSE_MAX_PER_PERSON: '0' })).toThrow(/at least 1/);
  });
});

describe('the Auth Emulator in production', () => {
  const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it('is refused under NODE_ENV=production or with a web URL off this machine, saying why', () => {
    const refused = [
      { NODE_ENV: 'production' },
      { FAENA_WEB_URL: 'https://{subdomain}.faena.app' },
      { FAENA_GATEWAY_URL: 'https://{subdomain}.api.faena.app' },
      { FAENA_WEB_URL: 'http://{subdomain}.faena.localhost.example.com:3000' },
      { FAENA_WEB_URL: 'http://10.0.0.5:3000' },
      { FAENA_WEB_URL: 'not a url' },
    ];
    for (const env of refused) {
      expect(() => loadConfig({ ...EMULATOR, ...env })).toThrow(
        /FIREBASE_AUTH_EMULATOR_HOST is set in production .*token signatures are not verified.*Unset FIREBASE_AUTH_EMULATOR_HOST/,
      );
    }
    expect(() => loadConfig({ ...EMULATOR, NODE_ENV: 'production' })).toThrow(/NODE_ENV is production/);
    expect(() => loadConfig({ ...EMULATOR, FAENA_WEB_URL: 'https://{subdomain}.faena.app' })).toThrow(
      /FAENA_WEB_URL \(https:\/\/\{subdomain\}\.faena\.app\) is not a loopback address/,
    );
  });

  it('is accepted for local development, the tests and the end-to-end stack', () => {
    const accepted = [
      {},
      { NODE_ENV: 'development' },
      { NODE_ENV: 'test', PORT: '0' },
      {
        FAENA_WEB_URL: 'http://{subdomain}.faena.localhost:5173',
        FAENA_GATEWAY_URL: 'http://localhost:5173',
      },
      { FAENA_WEB_URL: 'http://127.0.0.1:3000', FAENA_GATEWAY_URL: 'http://[::1]:3000' },
    ];
    for (const env of accepted) {
      expect(loadConfig({ ...EMULATOR, ...env }).firebase.emulatorHost).toBe('127.0.0.1:9099');
    }
  });

  it('is what the rule is about: production settings without it start', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', FAENA_WEB_URL: 'https://{subdomain}.faena.app' }).web.webUrl,
    ).toBe('https://{subdomain}.faena.app');
  });
});

describe('the trusted proxy from the environment', () => {
  it('trusts nobody by default, and takes true, a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ FAENA_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ FAENA_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ FAENA_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ FAENA_TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['yes', 'proxy.internal', '10.0.0.1/33', '10.0.0.1,', '-1', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ FAENA_TRUST_PROXY: value })).toThrow(/FAENA_TRUST_PROXY/);
    }
  });
});
