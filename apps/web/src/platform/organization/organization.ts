import { apiUrl, type GetCurrentOrganizationResponse } from '@faena/api-client';
import { getCurrentOrganizationOptions } from '@faena/api-client/query';
import { useQuery } from '@tanstack/react-query';

/** SPEC 3 sign-in method types. */
export const SIGN_IN_METHOD_TYPES = ['GOOGLE', 'MAGIC_LINK', 'PASSWORD', 'SAML', 'OIDC', 'UNKNOWN'] as const;
export type SignInMethodType = (typeof SIGN_IN_METHOD_TYPES)[number];

/** A sign-in method of the organisation; SAML and OIDC carry the identity provider's id. */
export interface SignInMethod {
  type: SignInMethodType;
  providerId?: string;
}

/** The tenant's brand colours (`#rrggbb`), or null for Faena's own. */
export interface OrganizationBrand {
  primary: string | null;
  accent: string | null;
}

export const WORDING_LOCALES = ['es-MX', 'en-US'] as const;
export type WordingLocale = (typeof WORDING_LOCALES)[number];

/** Tenant wording overrides per locale: i18next key (`namespace:path.key`) → replacement text. */
export type Wording = Record<WordingLocale, Record<string, string>>;

/** The organisation as the app uses it (SPEC 3: mapped from the API's snake_case fields). */
export interface Organization {
  id: string;
  name: string;
  subdomain: string;
  logoUrl: string | null;
  firebaseTenantId: string | null;
  signInMethods: SignInMethod[];
  brand: OrganizationBrand;
  wording: Wording;
  /** Form field types this tenant hides in the form builder's picker. */
  hiddenFieldTypes: string[];
  /** Uploaded photos lose their metadata (EXIF location, camera): on unless the tenant turned it off. */
  stripImageMetadata: boolean;
}

/** What the API sends: the generated type plus the fields added for branding and wording. */
export type RawOrganization = GetCurrentOrganizationResponse & {
  sign_in_methods?: Array<{ type: string; provider_id?: string | null }>;
  brand?: { primary?: string | null; accent?: string | null } | null;
  wording?: Partial<Record<string, Record<string, string>>> | null;
  hidden_field_types?: string[] | null;
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function signInMethodType(value: string): SignInMethodType {
  const upper = value.toUpperCase();
  return (SIGN_IN_METHOD_TYPES as readonly string[]).includes(upper)
    ? (upper as SignInMethodType)
    : 'UNKNOWN';
}

/**
 * A method from its legacy string form: 'PASSWORD', 'GOOGLE', 'OIDC:oidc.acme', or a provider id
 * such as 'saml.acme' / 'oidc.okta' (Firebase's naming), which carries the provider.
 */
export function parseSignInMethod(value: string): SignInMethod {
  const typed = /^([A-Z_]+):(.+)$/.exec(value);
  if (typed) return { type: signInMethodType(typed[1]!), providerId: typed[2]! };
  const lower = value.toLowerCase();
  if (lower.startsWith('saml.')) return { type: 'SAML', providerId: value };
  if (lower.startsWith('oidc.')) return { type: 'OIDC', providerId: value };
  return { type: signInMethodType(value) };
}

function toSignInMethods(raw: RawOrganization): SignInMethod[] {
  if (Array.isArray(raw.sign_in_methods))
    return raw.sign_in_methods.map(({ type, provider_id }) => {
      const method: SignInMethod = { type: signInMethodType(type) };
      if (provider_id) method.providerId = provider_id;
      return method;
    });
  return (raw.firebase_sign_in_methods ?? []).map(parseSignInMethod);
}

function toColor(value: unknown): string | null {
  return typeof value === 'string' && HEX_COLOR.test(value) ? value.toLowerCase() : null;
}

function toWording(raw: RawOrganization['wording']): Wording {
  const wording: Wording = { 'es-MX': {}, 'en-US': {} };
  for (const locale of WORDING_LOCALES) {
    const entries = raw?.[locale];
    if (!entries || typeof entries !== 'object') continue;
    for (const [key, text] of Object.entries(entries))
      if (typeof text === 'string' && text.trim() !== '') wording[locale][key] = text;
  }
  return wording;
}

export function toOrganization(raw: RawOrganization, gatewayUrl: string): Organization {
  return {
    id: String(raw.id),
    name: raw.name,
    subdomain: raw.subdomain,
    logoUrl: raw.logo_url ? apiUrl(raw.logo_url, gatewayUrl, raw.subdomain) : null,
    firebaseTenantId: raw.firebase_tenant_id ?? null,
    signInMethods: toSignInMethods(raw),
    brand: { primary: toColor(raw.brand?.primary), accent: toColor(raw.brand?.accent) },
    wording: toWording(raw.wording),
    hiddenFieldTypes: Array.isArray(raw.hidden_field_types) ? [...raw.hidden_field_types] : [],
    stripImageMetadata: raw.strip_image_metadata !== false,
  };
}

/** Whether the organisation offers a sign-in method (of any provider, for SAML/OIDC). */
export function hasSignInMethod(organization: Pick<Organization, 'signInMethods'>, type: SignInMethodType) {
  return organization.signInMethods.some((method) => method.type === type);
}

/** Public and rarely changing: cached per tenant (the key holds the tenant's base URL) for the page's life. */
export function useCurrentOrganization(gatewayUrl: string) {
  return useQuery({
    ...getCurrentOrganizationOptions(),
    select: (raw) => toOrganization(raw as RawOrganization, gatewayUrl),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
