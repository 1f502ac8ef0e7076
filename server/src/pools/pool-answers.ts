import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { poolTexts } from './pool-texts.js';

/** The pools' refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const poolAnswers = {
  invitationClosed: { code: 'invitation-closed', message: poolTexts.invitationClosed },
  noFreeLicense: { code: 'no-free-license', message: poolTexts.noFreeLicense },
  tooManyInvitationMails: { code: 'too-many-attempts', message: poolTexts.tooManyInvitationMails },
  selfInvitation: { code: 'invalid-input', message: poolTexts.selfInvitation, field: 'email' },
  alreadyMember: { code: 'already-member', message: poolTexts.alreadyMember, field: 'email' },
  alreadyInvited: { code: 'already-invited', message: poolTexts.alreadyInvited, field: 'email' },
  viewerTypesOnly: { code: 'invalid-input', message: poolTexts.viewerTypesOnly, field: 'licensetype' },
  notPoolPerson: { code: 'invalid-input', message: poolTexts.notPoolPerson, field: 'userid' },
} satisfies Partial<DomainErrorAnswers>;
