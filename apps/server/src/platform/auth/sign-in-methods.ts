/**
 * SPEC 3 sign-in methods: what an organization offers (stored as text in
 * `tenants.firebase_sign_in_methods`) and what an identity already uses (Firebase providers).
 */
import { Type } from 'typebox';

export const SIGN_IN_METHOD_TYPES = ['GOOGLE', 'MAGIC_LINK', 'PASSWORD', 'SAML', 'OIDC', 'UNKNOWN'] as const;
export type SignInMethodType = (typeof SIGN_IN_METHOD_TYPES)[number];

export interface SignInMethod {
  type: SignInMethodType;
  /** The identity provider of OIDC and SAML methods (`oidc.acme`, `saml.acme`). */
  provider_id?: string;
}

const withProvider = (type: SignInMethodType, providerId: string | undefined): SignInMethod =>
  providerId ? { type, provider_id: providerId } : { type };

/**
 * A stored method: `PASSWORD`, `GOOGLE`, `MAGIC_LINK`, or `OIDC:<provider id>` /
 * `SAML:<provider id>`. Anything else is UNKNOWN.
 */
export function parseStoredMethod(stored: string): SignInMethod {
  const [type = '', providerId] = stored.split(':', 2);
  if (type === 'OIDC' || type === 'SAML') return withProvider(type, providerId);
  if (type === 'PASSWORD' || type === 'GOOGLE' || type === 'MAGIC_LINK') return { type };
  return withProvider('UNKNOWN', stored);
}

/** A Firebase user's provider (`providerData[].providerId`) as a sign-in method. */
export function methodOfProvider(providerId: string, hasPassword: boolean): SignInMethod {
  if (providerId === 'password') return { type: hasPassword ? 'PASSWORD' : 'MAGIC_LINK' };
  if (providerId === 'emailLink') return { type: 'MAGIC_LINK' };
  if (providerId === 'google.com') return { type: 'GOOGLE' };
  if (providerId.startsWith('oidc.')) return { type: 'OIDC', provider_id: providerId };
  if (providerId.startsWith('saml.')) return { type: 'SAML', provider_id: providerId };
  return { type: 'UNKNOWN', provider_id: providerId };
}

export function sameMethod(a: SignInMethod, b: SignInMethod): boolean {
  return a.type === b.type && a.provider_id === b.provider_id;
}

/** The `SignInMethod` schema: an organization's methods and those an identity uses. */
export const SignInMethodSchema = Type.Object(
  {
    type: Type.Unsafe<SignInMethodType>({ type: 'string', enum: [...SIGN_IN_METHOD_TYPES] }),
    provider_id: Type.Optional(Type.String({ description: 'oidc.<x> or saml.<x>' })),
  },
  { $id: 'SignInMethod', additionalProperties: false },
);
