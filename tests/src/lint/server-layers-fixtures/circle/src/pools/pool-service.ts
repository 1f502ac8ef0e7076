import { newInvitationCode } from '../invitations/invitation-code.js';

/** Pools use a helper of the invitations… */
export const invite = () => newInvitationCode();
