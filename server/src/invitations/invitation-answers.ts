import { texts } from '@bfsm/api-adapter';
import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { invitationTexts } from './invitation-texts.js';

/** The invitation links' refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const invitationAnswers = {
  invitationLinkInvalid: { code: 'code-invalid', message: texts.invitation.invalid },
  invitationLinkUsed: { code: 'code-used', message: texts.invitation.invalid },
  invitationLinkExpired: { code: 'code-expired', message: texts.invitation.invalid },
  invitationLicenseTaken: { code: 'no-free-license', message: invitationTexts.noFreeLicense },
  inviteeHasLicense: { code: 'has-license', message: texts.invitation.hasLicense },
  inviteeAccountExists: { code: 'account-exists', message: texts.invitation.needsLogin },
  wrongInvitee: { code: 'wrong-user', message: texts.invitation.wrongUser },
  inviteePasswordTooShort: { code: 'invalid-input', message: texts.password.tooShort, field: 'newPassword1' },
  inviteePasswordsDiffer: { code: 'invalid-input', message: texts.password.mismatch, field: 'newPassword2' },
} satisfies Partial<DomainErrorAnswers>;
