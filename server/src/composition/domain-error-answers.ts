import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { createDomainErrorAnswerer } from '../http/domain-error-answers.js';
import { commonAnswers } from '../http/common-answers.js';
import { poolAnswers } from '../pools/pool-answers.js';
import { authAnswers } from '../auth/auth-answers.js';
import { registrationAnswers } from '../registration/registration-answers.js';
import { accountAnswers } from '../account/account-answers.js';
import { secondFactorAnswers } from '../second-factor/second-factor-answers.js';
import { passkeyAnswers } from '../passkeys/passkey-answers.js';
import { userAnswers } from '../users/user-answers.js';
import { referenceAnswers } from '../references/reference-answers.js';
import { featureAnswers } from '../features/feature-answers.js';
import { installerAnswers } from '../installer/installer-answers.js';
import { releaseAnswers } from '../releases/release-answers.js';
import { orderAnswers } from '../orders/order-answers.js';
import { accountingAnswers } from '../accounting/accounting-answers.js';
import { desktopAnswers } from '../desktop/desktop-answers.js';
import { invitationAnswers } from '../invitations/invitation-answers.js';
import { telemetryAnswers } from '../telemetry/telemetry-answers.js';

/**
 * Every feature's answers to its domain errors, merged: typed as the full map, so a reason no
 * feature answers fails the typecheck. `http/` gets the answerer and knows no feature.
 */
export const domainErrorAnswers: DomainErrorAnswers = {
  ...commonAnswers,
  ...poolAnswers,
  ...authAnswers,
  ...registrationAnswers,
  ...accountAnswers,
  ...secondFactorAnswers,
  ...passkeyAnswers,
  ...userAnswers,
  ...referenceAnswers,
  ...featureAnswers,
  ...installerAnswers,
  ...releaseAnswers,
  ...orderAnswers,
  ...accountingAnswers,
  ...desktopAnswers,
  ...invitationAnswers,
  ...telemetryAnswers,
};

export const answerToDomainError = createDomainErrorAnswerer(domainErrorAnswers);
