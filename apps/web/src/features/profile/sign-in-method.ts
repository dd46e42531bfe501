import type { SignInMethodType } from '@/platform/organization/organization';

/** The sign-in method of the Firebase user, from its provider (`password`, `google.com`, `saml.x`…). */
export function signInMethodOf(providerId: string | undefined): {
  type: SignInMethodType;
  providerId?: string;
} {
  if (!providerId) return { type: 'UNKNOWN' };
  if (providerId === 'password') return { type: 'PASSWORD' };
  if (providerId === 'google.com') return { type: 'GOOGLE' };
  if (providerId === 'emailLink') return { type: 'MAGIC_LINK' };
  if (providerId.startsWith('saml.')) return { type: 'SAML', providerId };
  if (providerId.startsWith('oidc.')) return { type: 'OIDC', providerId };
  return { type: 'UNKNOWN' };
}
