import { Type } from 'typebox';
import type { Permission } from '../../platform/auth/permissions.ts';
import { Nullable, ref, refTo } from '../../platform/http/schemas.ts';

/** The catalogue's codes: the app registers `PermissionCode` from every module's permissions. */
export const PermissionCode = refTo<Permission>('PermissionCode');

/** The signed-in person, in the organization of the request. */
export const Me = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    tenant_id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    /** While an administrator acts as this person: who they are. */
    impersonated_by: Nullable(
      Type.Object(
        { id: Type.String({ format: 'uuid' }), name: Type.String() },
        { additionalProperties: false },
      ),
    ),
    /** When the person sent the onboarding form; null until then. */
    onboarded_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'Me', additionalProperties: false },
);

/** SPEC 6 site config: the signed-in person's permission flags. */
export const SiteConfig = Type.Object(
  { permissions: Type.Array(PermissionCode, { uniqueItems: true }) },
  { $id: 'SiteConfig', additionalProperties: false },
);

export const PermissionInfo = Type.Object(
  { code: PermissionCode, description: Type.String() },
  { $id: 'PermissionInfo', additionalProperties: false },
);

export const PermissionList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(PermissionInfo)) },
  { $id: 'PermissionList', additionalProperties: false },
);

/** A person's permissions; the passport is the person's id. */
export const PassportPermissions = Type.Object(
  {
    passport_id: Type.String({ format: 'uuid' }),
    permissions: Type.Array(PermissionCode, { uniqueItems: true }),
  },
  { $id: 'PassportPermissions', additionalProperties: false },
);

/** A person as administrators see them in lists. */
export const PersonSummary = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    /** null: a person who does not sign in (loaded in bulk without an address). */
    email: Nullable(Type.String()),
    disabled: Type.Boolean(),
  },
  { $id: 'PersonSummary', additionalProperties: false },
);

export const PersonList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(PersonSummary)) },
  { $id: 'PersonList', additionalProperties: false },
);

export const Invitation = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    name: Type.String(),
    /** The email sign-in link; only in development (Auth Emulator), null otherwise. */
    link: Nullable(Type.String()),
  },
  { $id: 'Invitation', additionalProperties: false },
);

export const Impersonation = Type.Object(
  {
    /** Exchange with the identity provider (signInWithCustomToken) for the person's session. */
    custom_token: Type.String(),
    person: Type.Object(
      { id: Type.String({ format: 'uuid' }), name: Type.String() },
      { additionalProperties: false },
    ),
  },
  { $id: 'Impersonation', additionalProperties: false },
);

export const PEOPLE_SCHEMAS = [
  Me,
  SiteConfig,
  PermissionInfo,
  PermissionList,
  PassportPermissions,
  PersonSummary,
  PersonList,
  Invitation,
  Impersonation,
];
