import { CONFIG_GLOBAL, parseWebConfig, type WebConfig } from '@faena/contract/env';

/** Reads the runtime configuration the server rendered into index.html. Throws a ConfigError. */
export function readWebConfig(): WebConfig {
  return parseWebConfig((window as unknown as Record<string, unknown>)[CONFIG_GLOBAL]);
}
