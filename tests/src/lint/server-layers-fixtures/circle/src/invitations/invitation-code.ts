export const newInvitationCode = () => 'code';
