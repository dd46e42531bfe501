import {
  apiUrl,
  type GetCurrentOrganizationResponse,
  getCurrentOrganization,
  unwrap,
} from '@faena/api-client';
import { useQuery } from '@tanstack/react-query';

/** The organisation as the app uses it (SPEC 3: mapped from the API's snake_case fields). */
export interface Organization {
  id: string;
  name: string;
  subdomain: string;
  logoUrl: string | null;
  firebaseTenantId: string | null;
  signInMethods: string[];
}

export function toOrganization(raw: GetCurrentOrganizationResponse, gatewayUrl: string): Organization {
  return {
    id: raw.id,
    name: raw.name,
    subdomain: raw.subdomain,
    logoUrl: raw.logo_url ? apiUrl(raw.logo_url, gatewayUrl, raw.subdomain) : null,
    firebaseTenantId: raw.firebase_tenant_id ?? null,
    signInMethods: raw.firebase_sign_in_methods,
  };
}

/** Public and rarely changing: cached per tenant for the life of the page. */
export function useCurrentOrganization(subdomain: string, gatewayUrl: string) {
  return useQuery({
    queryKey: ['organization', 'current', subdomain],
    queryFn: async () => toOrganization(await unwrap(getCurrentOrganization()), gatewayUrl),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
