/**
 * The organization's own schemas, registered by `$id`.
 */
import { Type } from 'typebox';
import { SignInMethodSchema } from '../../platform/auth/sign-in-methods.ts';
import { freeFormMap, Nullable, ref } from '../../platform/http/schemas.ts';
import { MAX_WORDING_ENTRIES, MAX_WORDING_KEY_LENGTH } from './organization-input.ts';

const Color = Nullable(Type.String({ pattern: '^#[0-9a-f]{6}$', description: '#rrggbb' }));
const WordingMap = freeFormMap(
  Type.String(),
  { maxKeyLength: MAX_WORDING_KEY_LENGTH, maxEntries: MAX_WORDING_ENTRIES },
  { description: 'i18next key (namespace:path.to.key) → replacement text' },
);

export const Brand = Type.Object(
  { primary: Color, accent: Color },
  { $id: 'Brand', additionalProperties: false },
);

export const Wording = Type.Object(
  { 'es-MX': WordingMap, 'en-US': WordingMap },
  { $id: 'Wording', additionalProperties: false },
);

/** SPEC 3 "Tenant/organisation", field names as the product uses them. */
export const Organization = Type.Object(
  {
    id: Type.String(),
    subdomain: Type.String(),
    name: Type.String(),
    firebase_tenant_id: Nullable(Type.String()),
    firebase_sign_in_methods: Type.Array(Type.String(), {
      description: 'GOOGLE, MAGIC_LINK, PASSWORD, SAML, OIDC (the type of each of sign_in_methods)',
    }),
    sign_in_methods: Type.Array(ref(SignInMethodSchema)),
    logo_url: Nullable(Type.String()),
    brand: ref(Brand),
    wording: ref(Wording),
    hidden_field_types: Type.Array(Type.String(), {
      description: 'Form field types hidden in the form builder picker',
    }),
    strip_image_metadata: Type.Boolean({
      description: 'Uploaded JPEG, PNG and WebP photos lose their metadata (EXIF location, camera)',
    }),
  },
  { $id: 'Organization', additionalProperties: false },
);

export const ORGANIZATION_SCHEMAS = [Brand, Wording, Organization];
