// The invitee's pages share one lazy chunk, for the same reason as the pool's (account/pool/pool-screens.ts).
export { default as AcceptInvitationScreen, DeclineInvitationScreen } from './InvitationScreen';
export { default as InvitationDeclinedScreen } from './InvitationDeclinedScreen';
