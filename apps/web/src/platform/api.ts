import {
  ApiError,
  type ApiErrorBody,
  client,
  configureApiClient,
  createQueryClient,
} from '@faena/api-client';
import type { WebConfig } from '@faena/contract/env';
import { reportAuthFailure } from './session/auth-failures';
import { currentIdToken } from './session/identity';

/** The page's one query cache (server state lives here only). */
export const queryClient = createQueryClient();

let errorsAsApiErrors = false;

/**
 * Points the generated client at this tenant's gateway with the signed-in user's token, and
 * makes the generated query and mutation options (`@faena/api-client/query`) fail with an
 * `ApiError` (status, code, field messages) like `unwrap` does, so screens read both alike.
 */
export function configureApi(config: WebConfig, subdomain: string): void {
  configureApiClient(client, {
    gatewayUrl: config.gatewayUrl,
    subdomain,
    getToken: currentIdToken,
    onAuthFailure: reportAuthFailure,
  });
  if (errorsAsApiErrors) return;
  errorsAsApiErrors = true;
  client.interceptors.error.use((error, response, _request, options) =>
    options.throwOnError && !(error instanceof ApiError)
      ? new ApiError(response?.status ?? 0, error as ApiErrorBody | undefined)
      : error,
  );
}

/**
 * Generated query options cached per signed-in person: the person joins the generated key,
 * so one person's data is never shown to the next one signed in on this page.
 */
export function perPerson<T extends { queryKey: readonly unknown[] }>(
  options: T,
  personId: string | null,
): T {
  return { ...options, queryKey: [...options.queryKey, personId] as unknown as T['queryKey'] };
}
