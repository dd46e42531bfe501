/**
 * Schemas shared between routes, registered by `$id` so the OpenAPI document names them
 * (components.schemas) and the generated client gets one type per entity.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { SIGN_IN_METHOD_TYPES, type SignInMethodType } from '../auth/sign-in-methods.ts';
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

/** SPEC 3 sign-in method; OIDC and SAML name their identity provider. */
export const SignInMethod = Type.Object(
  {
    type: Type.Unsafe<SignInMethodType>({ type: 'string', enum: [...SIGN_IN_METHOD_TYPES] }),
    provider_id: Type.Optional(Type.String({ description: 'oidc.<x> or saml.<x>' })),
  },
  { $id: 'SignInMethod', additionalProperties: false },
);

const Color = Nullable(Type.String({ pattern: '^#[0-9a-f]{6}$', description: '#rrggbb' }));
const WordingMap = Type.Record(Type.String(), Type.String(), {
  description: 'i18next key (namespace:path.to.key) → replacement text',
});

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
    sign_in_methods: Type.Array(ref(SignInMethod)),
    logo_url: Nullable(Type.String()),
    brand: ref(Brand),
    wording: ref(Wording),
    hidden_field_types: Type.Array(Type.String(), {
      description: 'Form field types hidden in the form builder picker',
    }),
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
    /** When the person sent the onboarding form; null until then. */
    onboarded_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'Me', additionalProperties: false },
);

export const Health = Type.Object(
  { status: Type.Literal('ok') },
  { $id: 'Health', additionalProperties: false },
);

/** `WebConfig` of @faena/contract/env: URLs are templates with a `{subdomain}` placeholder. */
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
        messagingSenderId: Type.Optional(Type.String()),
        appId: Type.Optional(Type.String()),
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

export const PersonList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(PersonSummary)) },
  { $id: 'PersonList', additionalProperties: false },
);

export const SignInOptions = Type.Object(
  {
    /** A person of this organization has this email. */
    registered: Type.Boolean(),
    /** The methods this email already signs in with at this organization's identity provider. */
    methods: Type.Array(ref(SignInMethod)),
  },
  { $id: 'SignInOptions', additionalProperties: false },
);

export const WorkspaceList = Type.Object(
  {
    workspaces: Type.Array(
      Type.Object({ subdomain: Type.String(), name: Type.String() }, { additionalProperties: false }),
    ),
  },
  { $id: 'WorkspaceList', additionalProperties: false },
);

export const SignInCodeSent = Type.Object(
  {
    expires_at: Type.String({ format: 'date-time' }),
    /** The code itself; only in development (Auth Emulator), null otherwise. */
    code: Nullable(Type.String()),
  },
  { $id: 'SignInCodeSent', additionalProperties: false },
);

export const CustomToken = Type.Object(
  {
    /** Exchange with the identity provider (signInWithCustomToken) for a session. */
    custom_token: Type.String(),
  },
  { $id: 'CustomToken', additionalProperties: false },
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

export const WorkflowType = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    /** A short icon name ('cart', 'wrench'). */
    icon: Type.String(),
  },
  { $id: 'WorkflowType', additionalProperties: false },
);

/** A form-engine FormDefinition (SPEC 3); fields keep their type-specific extras. */
export const FormDefinition = Type.Object(
  {
    id: Type.String(),
    description: Type.Optional(Type.String()),
    fields: Type.Array(
      Type.Object(
        { id: Type.String(), name: Type.String(), type: Type.String() },
        { additionalProperties: true },
      ),
    ),
  },
  { $id: 'FormDefinition', additionalProperties: false },
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

/** SPEC 3 notification payload: its `type` and that type's fields (NEW_POST: postId, title). */
export const NotificationPayload = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 64, description: 'NEW_POST, …' }),
  },
  {
    $id: 'NotificationPayload',
    additionalProperties: true,
    maxProperties: 20,
    description: 'NEW_POST: { type, postId, title }',
  },
);

/** SPEC 3 notification: id, read, payload. */
export const Notification = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    read: Type.Boolean(),
    payload: ref(NotificationPayload),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Notification', additionalProperties: false },
);

/** SPEC 7 notifications inbox page. */
export const NotificationInbox = Type.Object(
  {
    results: Type.Array(ref(Notification)),
    count: Type.Integer({ minimum: 0, description: "All of the person's notifications" }),
    totalUnread: Type.Integer({ minimum: 0, description: "The person's unread notifications" }),
  },
  { $id: 'NotificationInbox', additionalProperties: false },
);

/** Device info as the app reports it (platform, model, user agent…): short texts by name. */
export const DeviceInfo = Type.Record(
  Type.String({ maxLength: 64 }),
  Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean(), Type.Null()]),
  { $id: 'DeviceInfo', maxProperties: 20 },
);

/** A registered push device (SPEC 3 device registration: device info plus token). */
export const NotificationDevice = Type.Object(
  {
    token: Type.String(),
    device_info: ref(DeviceInfo),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'NotificationDevice', additionalProperties: false },
);

export const PushConfig = Type.Object(
  {
    webPushPublicKey: Nullable(
      Type.String({ description: 'The web push (VAPID) public key for getToken; null when not configured' }),
    ),
  },
  { $id: 'PushConfig', additionalProperties: false },
);

export const SHARED_SCHEMAS = [
  ErrorBody,
  SignInMethod,
  Brand,
  Wording,
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
  PersonList,
  SignInOptions,
  WorkspaceList,
  SignInCodeSent,
  CustomToken,
  Invitation,
  WorkflowType,
  FormDefinition,
  Impersonation,
  NotificationPayload,
  Notification,
  NotificationInbox,
  DeviceInfo,
  NotificationDevice,
  PushConfig,
] as const;
