import { CONFIG_GLOBAL, parseWebConfig, type WebConfig } from '@faena/contract/env';

/**
 * The gateway the page calls. When the gateway template is the web app's own (the server that
 * serves the page serves `/api` on every host, and Vite proxies it in development), the page
 * calls its own origin: a host without a subdomain (`localhost:3000`, `faena.localhost:3000`)
 * or any tenant's host then reaches the API without a cross-origin request, and the server
 * resolves the organisation from the same host (SPEC 2.4). A gateway of its own stays a template.
 */
export function gatewayForPage(config: Pick<WebConfig, 'webUrl' | 'gatewayUrl'>, pageOrigin: string): string {
  return config.gatewayUrl === config.webUrl ? pageOrigin : config.gatewayUrl;
}

/** Reads the runtime configuration the server rendered into index.html. Throws a ConfigError. */
export function readWebConfig(): WebConfig {
  const config = parseWebConfig((window as unknown as Record<string, unknown>)[CONFIG_GLOBAL]);
  return { ...config, gatewayUrl: gatewayForPage(config, window.location.origin) };
}
