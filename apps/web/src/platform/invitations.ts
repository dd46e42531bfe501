/**
 * Creating an invitation (SPEC: "create invite"), shared by the settings dialog and the /invite
 * screen: the client-side checks and the call.
 */
import { createInvitation as createInvitationCall, type Invitation, unwrap } from '@faena/api-client';
import { isBlankText } from '@faena/contract/text';
import { isEmail } from '@/platform/email';

/** `link`: the email sign-in link, only against the Auth Emulator (development). */
export type { Invitation };

/** `POST /api/invitations` (operation createInvitation, MANAGE_PEOPLE). */
export function createInvitation(body: { email: string; name: string }): Promise<Invitation> {
  return unwrap(createInvitationCall({ body }));
}

export interface InviteErrors {
  email?: 'required' | 'emailInvalid' | 'emailInUse';
  name?: 'required';
}

/** Client-side checks before anything is sent. */
export function validateInvite(values: { email: string; name: string }): InviteErrors {
  const errors: InviteErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (!isEmail(email)) errors.email = 'emailInvalid';
  // Only invisible characters (zero-width spaces, bidi controls…) are no name either.
  if (isBlankText(values.name)) errors.name = 'required';
  return errors;
}
