/**
 * Schemas shared between routes, registered by `$id` so the OpenAPI document names them
 * (components.schemas) and the generated client gets one type per entity.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { PERMISSION_CODES, type Permission } from '../permissions/catalog.ts';
import { ErrorBody } from './errors.ts';

export { ErrorBody };

/** A `$ref` to a shared schema that still carries its static type for the route handler. */
export function ref<T extends TSchema>(schema: T) {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>({ $ref: `${id}#` });
}

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** SPEC 3 "Tenant/organisation", field names as the product uses them. */
export const Organization = Type.Object(
  {
    id: Type.String(),
    subdomain: Type.String(),
    name: Type.String(),
    firebase_tenant_id: Nullable(Type.String()),
    firebase_sign_in_methods: Type.Array(Type.String(), {
      description: 'GOOGLE, MAGIC_LINK, PASSWORD, SAML, OIDC',
    }),
    logo_url: Nullable(Type.String()),
  },
  { $id: 'Organization', additionalProperties: false },
);

/** The signed-in person, in the tenant of the request. */
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
  },
  { $id: 'Me', additionalProperties: false },
);

export const Health = Type.Object(
  { status: Type.Literal('ok') },
  { $id: 'Health', additionalProperties: false },
);

/** `WebConfig` of @faena/api-client/env: URLs are templates with a `{subdomain}` placeholder. */
export const WebConfigSchema = Type.Object(
  {
    webUrl: Type.String(),
    gatewayUrl: Type.String(),
    firebase: Type.Object(
      {
        apiKey: Type.String(),
        projectId: Type.String(),
        authDomain: Type.String(),
        emulatorUrl: Type.Optional(Type.String()),
      },
      { additionalProperties: false },
    ),
    flags: Type.Record(Type.String(), Type.Boolean()),
    version: Type.String(),
  },
  { $id: 'WebConfig', additionalProperties: false },
);

export const PermissionCode = Type.Unsafe<Permission>({
  $id: 'PermissionCode',
  type: 'string',
  enum: PERMISSION_CODES,
});

/** SPEC 6 site config: the signed-in person's permission flags. */
export const SiteConfig = Type.Object(
  { permissions: Type.Array(ref(PermissionCode), { uniqueItems: true }) },
  { $id: 'SiteConfig', additionalProperties: false },
);

export const PermissionInfo = Type.Object(
  { code: ref(PermissionCode), description: Type.String() },
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
    permissions: Type.Array(ref(PermissionCode), { uniqueItems: true }),
  },
  { $id: 'PassportPermissions', additionalProperties: false },
);

/** A person as administrators see them in lists. */
export const PersonSummary = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    disabled: Type.Boolean(),
  },
  { $id: 'PersonSummary', additionalProperties: false },
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

export const SHARED_SCHEMAS = [
  ErrorBody,
  Organization,
  Me,
  Health,
  WebConfigSchema,
  PermissionCode,
  SiteConfig,
  PermissionInfo,
  PermissionList,
  PassportPermissions,
  PersonSummary,
  Impersonation,
] as const;
