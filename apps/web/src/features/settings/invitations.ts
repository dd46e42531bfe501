/** The invitation logic lives in the platform, shared with the /invite screen. */
export { createInvitation, type Invitation, type InviteErrors, validateInvite } from '@/platform/invitations';
