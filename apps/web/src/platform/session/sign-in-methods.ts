import type { FeatureFlags } from '@faena/contract/flags';
import type { SignInMethod, SignInMethodType } from '../organization/organization';

export type { SignInMethod, SignInMethodType };

/** A way to sign in offered on the sign-in page; the 6-digit code is the email code of SPEC 9. */
export type SignInOption =
  | { type: 'PASSWORD' }
  | { type: 'GOOGLE' }
  | { type: 'MAGIC_LINK' }
  | { type: 'CODE' }
  | { type: 'OIDC'; providerId: string }
  | { type: 'SAML'; providerId: string };

type Flags = Pick<FeatureFlags, 'magicLink' | 'magicCode' | 'oidcSignIn' | 'samlSignIn'>;

/**
 * The options the sign-in page offers for an organisation's methods (SPEC 6 and 9): password and
 * Google always; the magic link behind `magicLink`; the 6-digit code (an email method too) behind
 * `magicCode` for organisations that allow email sign-in; OIDC and SAML behind their flags.
 * Unknown methods and duplicates are left out.
 */
export function signInOptions(methods: readonly SignInMethod[], flags: Flags): SignInOption[] {
  const options: SignInOption[] = [];
  const add = (option: SignInOption) => {
    if (!options.some((known) => sameOption(known, option))) options.push(option);
  };
  for (const method of methods) {
    switch (method.type) {
      case 'PASSWORD':
      case 'GOOGLE':
        add({ type: method.type });
        break;
      case 'MAGIC_LINK':
        if (flags.magicLink) add({ type: 'MAGIC_LINK' });
        if (flags.magicCode) add({ type: 'CODE' });
        break;
      case 'OIDC':
        if (flags.oidcSignIn && method.providerId) add({ type: 'OIDC', providerId: method.providerId });
        break;
      case 'SAML':
        if (flags.samlSignIn && method.providerId) add({ type: 'SAML', providerId: method.providerId });
        break;
      default:
        break;
    }
  }
  return options;
}

function sameOption(a: SignInOption, b: SignInOption): boolean {
  return a.type === b.type && providerOf(a) === providerOf(b);
}

function providerOf(option: SignInOption | SignInMethod): string | undefined {
  return 'providerId' in option ? option.providerId : undefined;
}

/** `saml.acme-corp` → 'Acme Corp': the provider id without its prefix, each word capitalised. */
export function providerDisplayName(providerId: string): string {
  const name = providerId.replace(/^(saml|oidc)\./i, '');
  return name
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Labels of the `auth` namespace the display names need. */
export interface MethodLabels {
  magicLink: string;
  password: string;
  code: string;
  unknown: string;
}

/**
 * SPEC 3 display names: 'Google', 'vínculo mágico', 'correo y contraseña', the capitalised
 * provider name for SAML and OIDC, '[método desconocido]' otherwise.
 */
export function signInMethodName(
  method: { type: SignInMethodType | 'CODE'; providerId?: string },
  labels: MethodLabels,
): string {
  switch (method.type) {
    case 'GOOGLE':
      return 'Google';
    case 'MAGIC_LINK':
      return labels.magicLink;
    case 'PASSWORD':
      return labels.password;
    case 'CODE':
      return labels.code;
    case 'SAML':
    case 'OIDC': {
      const name = method.providerId ? providerDisplayName(method.providerId) : '';
      return name || labels.unknown;
    }
    default:
      return labels.unknown;
  }
}

/** A method as the API sends it (`{ type, provider_id }`), as the app uses it. */
export function fromApiMethod(raw: { type: string; provider_id?: string | null }): SignInMethod {
  const known = ['GOOGLE', 'MAGIC_LINK', 'PASSWORD', 'SAML', 'OIDC'];
  const type = (known.includes(raw.type) ? raw.type : 'UNKNOWN') as SignInMethodType;
  return raw.provider_id ? { type, providerId: raw.provider_id } : { type };
}
