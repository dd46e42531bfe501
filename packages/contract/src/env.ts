/**
 * The web app's runtime configuration (SPEC 5 and 9). The server renders it into
 * index.html, so one build runs in every environment; the web app validates it at start-up.
 */

import { type FeatureFlags, resolveFlags } from './flags';

export const URL_RULE_MESSAGE = 'Expected URL to start with https:// and NOT end with /';
export const ENV_ERROR_ALERT = 'Error parsing environment variables';

/**
 * URLs are templates with a `{subdomain}` placeholder (`https://{subdomain}.faena.app`);
 * `firebase.emulatorUrl` is set in development and tests only; flags are given as the
 * strings 'true' / 'false' in configuration. The server's `WebConfig` schema describes the
 * same shape for the OpenAPI document.
 */
export interface WebConfig {
  webUrl: string;
  gatewayUrl: string;
  firebase: {
    apiKey: string;
    projectId: string;
    authDomain: string;
    emulatorUrl?: string;
    /** Push registration needs both, or neither is set. */
    messagingSenderId?: string;
    appId?: string;
  };
  flags: FeatureFlags;
  version: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`${ENV_ERROR_ALERT}: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Loopback development is the one exception to the https rule: `http://` is accepted only
 * when the host is `localhost`, a `*.localhost` name or `127.0.0.1`, which never leave the
 * machine. Every other URL must be https.
 */
const LOOPBACK_HOST =
  /^(localhost|127\.0\.0\.1|\{subdomain\}\.[a-z0-9.-]*localhost|[a-z0-9.-]*\.localhost)(:\d+)?$/i;

export function checkServiceUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.endsWith('/')) return URL_RULE_MESSAGE;
  if (value.startsWith('https://')) return value.length > 'https://'.length ? null : URL_RULE_MESSAGE;
  if (value.startsWith('http://')) {
    const host = value.slice('http://'.length).split('/')[0] ?? '';
    return LOOPBACK_HOST.test(host) ? null : URL_RULE_MESSAGE;
  }
  return URL_RULE_MESSAGE;
}

/** Validates raw configuration; throws a ConfigError listing every problem. */
export function parseWebConfig(raw: unknown): WebConfig {
  const problems: string[] = [];
  const r = (raw ?? {}) as Record<string, unknown>;
  const fb = (r.firebase ?? {}) as Record<string, unknown>;
  for (const key of ['webUrl', 'gatewayUrl'] as const) {
    const problem = checkServiceUrl(r[key]);
    if (problem) problems.push(`${key}: ${problem}`);
  }
  for (const key of ['apiKey', 'projectId', 'authDomain'] as const) {
    if (typeof fb[key] !== 'string' || fb[key] === '') problems.push(`firebase.${key}: required`);
  }
  if (
    fb.emulatorUrl !== undefined &&
    !/^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(String(fb.emulatorUrl))
  ) {
    problems.push('firebase.emulatorUrl: must be a loopback http URL');
  }
  // Every flag of SPEC 9, the configured ones on top of the defaults.
  const resolved = resolveFlags((r.flags ?? {}) as Record<string, unknown>);
  problems.push(...resolved.problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    webUrl: r.webUrl as string,
    gatewayUrl: r.gatewayUrl as string,
    firebase: {
      apiKey: fb.apiKey as string,
      projectId: fb.projectId as string,
      authDomain: fb.authDomain as string,
      ...(fb.emulatorUrl ? { emulatorUrl: String(fb.emulatorUrl) } : {}),
      // Push registration needs both; one without the other is left out.
      ...(typeof fb.messagingSenderId === 'string' &&
      fb.messagingSenderId !== '' &&
      typeof fb.appId === 'string' &&
      fb.appId !== ''
        ? { messagingSenderId: fb.messagingSenderId, appId: fb.appId }
        : {}),
    },
    flags: resolved.flags,
    version: typeof r.version === 'string' ? r.version : '0.0.0',
  };
}

export const CONFIG_GLOBAL = '__FAENA_CONFIG__';
export const CONFIG_PLACEHOLDER = '<!-- faena:config -->';

/** Renders the configuration into index.html in place of CONFIG_PLACEHOLDER. */
export function injectWebConfig(html: string, config: unknown): string {
  // Escape `<` so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_PLACEHOLDER, `<script>window.${CONFIG_GLOBAL}=${json};</script>`);
}

/** Fills a URL template's `{subdomain}` placeholder. */
export function urlForTenant(template: string, subdomain: string): string {
  return template.replaceAll('{subdomain}', subdomain);
}
