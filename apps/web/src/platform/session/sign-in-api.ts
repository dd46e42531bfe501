/**
 * The sign-in calls of the contract, over the generated SDK functions of the same names, in
 * the shapes the pages use.
 */
import {
  acceptInvitation as acceptInvitationCall,
  findWorkspaces as findWorkspacesCall,
  getSignInOptions as getSignInOptionsCall,
  type SendSignInCodeResponse,
  type StartImpersonationResponse,
  sendSignInCode as sendSignInCodeCall,
  startImpersonation as startImpersonationCall,
  unwrap,
  type VerifySignInCodeResponse,
  verifySignInCode as verifySignInCodeCall,
} from '@faena/api-client';
import type { SignInMethod } from '../organization/organization';
import { fromApiMethod } from './sign-in-methods';

export interface SignInOptionsResult {
  registered: boolean;
  methods: SignInMethod[];
}

/** `getSignInOptions`: whether the email is a person here and the methods it already uses. */
export async function getSignInOptions(email: string): Promise<SignInOptionsResult> {
  const result = await unwrap(getSignInOptionsCall({ body: { email } }));
  return { registered: result.registered, methods: result.methods.map(fromApiMethod) };
}

export interface Workspace {
  subdomain: string;
  name: string;
}

/** `findWorkspaces`: the organisations an email belongs to (works on any host). */
export async function findWorkspaces(email: string): Promise<Workspace[]> {
  return (await unwrap(findWorkspacesCall({ body: { email } }))).workspaces;
}

/** `sendSignInCode`: emails a 6-digit code; `code` comes back only against the Auth Emulator. */
export function sendSignInCode(email: string): Promise<SendSignInCodeResponse> {
  return unwrap(sendSignInCodeCall({ body: { email } }));
}

/** `verifySignInCode`: a custom token for a right code; 400 CODE_INVALID / CODE_EXPIRED otherwise. */
export function verifySignInCode(email: string, code: string): Promise<VerifySignInCodeResponse> {
  return unwrap(verifySignInCodeCall({ body: { email, code } }));
}

/** `acceptInvitation`, as the signed-in invitee. */
export async function acceptInvitation(invitationId: string): Promise<void> {
  await unwrap(acceptInvitationCall({ path: { invitationId } }));
}

/** `startImpersonation` (IMPERSONATE): a custom token of the person to act as. */
export function startImpersonation(personId: string): Promise<StartImpersonationResponse> {
  return unwrap(startImpersonationCall({ body: { person_id: personId } }));
}
