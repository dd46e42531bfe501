import { ApiError, unwrap, updateCurrentOrganization, uploadOrganizationLogo } from '@faena/api-client';
import { getCurrentOrganizationQueryKey } from '@faena/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '@/platform/context';
import {
  type Organization,
  type RawOrganization,
  toOrganization,
} from '@/platform/organization/organization';
import type { LogoType, OrganizationPatch } from './organization-form';

/** Field errors of a 400 (`fields` of the error body), keyed by the server's names. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/** Puts the organisation the server answered into the cache: brand and wording apply at once. */
function useStoreOrganization() {
  const queryClient = useQueryClient();
  const { config } = useAppContext();
  return (raw: RawOrganization): Organization => {
    queryClient.setQueryData(getCurrentOrganizationQueryKey(), raw);
    return toOrganization(raw, config.gatewayUrl);
  };
}

export function useUpdateOrganization() {
  const store = useStoreOrganization();
  return useMutation({
    mutationFn: async (patch: OrganizationPatch) =>
      store((await unwrap(updateCurrentOrganization({ body: patch }))) as RawOrganization),
  });
}

export function useUploadLogo() {
  const store = useStoreOrganization();
  return useMutation({
    mutationFn: async (logo: { contentType: LogoType; data: string }) =>
      store(
        (await unwrap(
          uploadOrganizationLogo({ body: { content_type: logo.contentType, data: logo.data } }),
        )) as RawOrganization,
      ),
  });
}
