import { Type } from 'typebox';
import { SignInMethodSchema } from '../../platform/auth/sign-in-methods.ts';
import { Nullable, ref } from '../../platform/http/schemas.ts';

export const SignInOptions = Type.Object(
  {
    /** A person of this organization has this email. */
    registered: Type.Boolean(),
    /** The methods this email already signs in with at this organization's identity provider. */
    methods: Type.Array(ref(SignInMethodSchema)),
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

export const SIGN_IN_SCHEMAS = [SignInOptions, WorkspaceList, SignInCodeSent, CustomToken];
