import { IDENTITY_DOCUMENT_TYPES, type IdentityDocumentType } from '@faena/contract/identity-documents';
import { type TSchema, Type } from 'typebox';
import type { Permission } from '../../platform/auth/permissions.ts';
import { Nullable, nameString, ref, refTo } from '../../platform/http/schemas.ts';

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

/** An identity document: its type, its stored (normalised) number and how it is shown. */
export const PersonDocument = Type.Object(
  {
    type: Type.Unsafe<IdentityDocumentType>({ type: 'string', enum: [...IDENTITY_DOCUMENT_TYPES] }),
    number: Type.String(),
    display: Type.String(),
  },
  { $id: 'PersonDocument', additionalProperties: false },
);

/** Who a person works for: a company record, or null for the organization itself. */
export const PersonCompany = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    kind: Type.Union([Type.Literal('PARTNER'), Type.Literal('CONTRACTOR')]),
  },
  { $id: 'PersonCompany', additionalProperties: false },
);

/** A person as the directory lists them. */
export const PersonListItem = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    /** null: a person who does not sign in (loaded in bulk without an address). */
    email: Nullable(Type.String()),
    disabled: Type.Boolean(),
    photo_url: Nullable(Type.String()),
    company: Nullable(ref(PersonCompany)),
    /** The person's first documents (at most 3). */
    documents: Type.Array(ref(PersonDocument)),
    phones: Type.Array(Type.String()),
  },
  { $id: 'PersonListItem', additionalProperties: false },
);

export const PersonList = Type.Object(
  {
    count: Type.Integer({
      minimum: 0,
      description: 'How many people match, counted up to 1,000 (see `count_capped`)',
    }),
    count_capped: Type.Boolean({
      description: 'More people match than `count` says: it stopped counting at 1,000',
    }),
    results: Type.Array(ref(PersonListItem)),
  },
  { $id: 'PersonList', additionalProperties: false },
);

const OrgRef = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String() },
  { additionalProperties: false },
);

/** Everything the directory knows of a person (the person's page). */
export const PersonDetail = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Nullable(Type.String()),
    disabled: Type.Boolean(),
    photo_url: Nullable(Type.String()),
    company: Nullable(ref(PersonCompany)),
    documents: Type.Array(ref(PersonDocument)),
    emails: Type.Array(Type.String()),
    phones: Type.Array(Type.String()),
    address: Nullable(Type.String()),
    business_lines: Type.Array(Type.String()),
    positions: Type.Array(OrgRef),
    groups: Type.Array(OrgRef),
    venues: Type.Array(OrgRef),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'PersonDetail', additionalProperties: false },
);

const listOf = <T extends TSchema>(item: T, max: number) => Type.Array(item, { maxItems: max });

/** What a form sends for a person (create: `name` required; update: any subset). */
const personFields = {
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
  documents: Type.Optional(
    listOf(
      Type.Object(
        {
          type: Type.String({ maxLength: 20, description: `One of ${IDENTITY_DOCUMENT_TYPES.join(', ')}` }),
          number: Type.String({ maxLength: 40 }),
        },
        { additionalProperties: false },
      ),
      10,
    ),
  ),
  emails: Type.Optional(listOf(Type.String({ maxLength: 254 }), 10)),
  phones: Type.Optional(listOf(Type.String({ maxLength: 40 }), 10)),
  address: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  business_lines: Type.Optional(listOf(Type.String({ maxLength: 120 }), 10)),
  company_id: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  /** The person confirmed the warnings (an RFC whose check digit SAT's algorithm refuses). */
  confirm_warnings: Type.Optional(Type.Boolean()),
};

export const PersonCreate = Type.Object(
  { name: nameString({ maxLength: 120 }), ...personFields },
  { $id: 'PersonCreate', additionalProperties: false },
);

export const PersonUpdate = Type.Object(
  {
    name: Type.Optional(nameString({ maxLength: 120 })),
    ...personFields,
    /** Disabling also disables their identity and ends every session at once. */
    disabled: Type.Optional(Type.Boolean()),
  },
  { $id: 'PersonUpdate', additionalProperties: false },
);

/** One field's change: documents added (before null) or removed (after null) one by one. */
export const PersonHistoryEntry = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    at: Type.String({ format: 'date-time' }),
    source: Type.String(),
    actor: Nullable(OrgRef),
    changes: Type.Array(
      Type.Object(
        { field: Type.String(), before: Type.Unknown(), after: Type.Unknown() },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'PersonHistoryEntry', additionalProperties: false },
);

export const PersonHistoryList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(PersonHistoryEntry)) },
  { $id: 'PersonHistoryList', additionalProperties: false },
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

export const PendingInvitation = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    name: Type.String({ description: 'The invited person’s name' }),
    invited_by: Nullable(
      Type.Object(
        { id: Type.String({ format: 'uuid' }), name: Type.String() },
        { additionalProperties: false },
      ),
    ),
    created_at: Type.String({ format: 'date-time', description: 'When it was first sent' }),
  },
  { $id: 'PendingInvitation', additionalProperties: false },
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
  PersonDocument,
  PersonCompany,
  PersonListItem,
  PersonList,
  PersonDetail,
  PersonCreate,
  PersonUpdate,
  PersonHistoryEntry,
  PersonHistoryList,
  Invitation,
  PendingInvitation,
  Impersonation,
];
