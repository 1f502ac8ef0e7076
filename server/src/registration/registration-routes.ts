import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { passwordPairProblem, registrationCalls, type PasswordContext } from '@bfsm/api-adapter';
import type { CaptchaProvider } from '../captcha/captcha-provider.js';
import { caller } from '../http/access-check.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { issueFormToken } from '../http/form-tokens.js';
import { ensureSession, signIn, type SessionManagerDeps } from '../sessions/session-manager.js';
import { destroyAllSessionsOf } from '../sessions/session-store.js';
import type { OneTimeCodes } from '../codes/one-time-codes.js';
import { unlockAccount, type LoginThrottle } from '../auth/login-throttle.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { RegistrationDeps } from './registration-deps.js';
import { registerCustomer, requestPasswordReset } from './queue-account-request.js';
import { confirmEmail } from './confirm-email.js';
import type { AccountRequestQueue } from './account-requests.js';
import type { CurrentTerms } from './terms.js';
import { passwordProblem } from '../auth/password-policy.js';
import { codeError } from './code-errors.js';
import type { AccountAlerts } from '../account-alerts/account-alerts.js';
import { removeCredentialsAddedSince, resetWindowStart } from '../credentials/remove-added-credentials.js';

export interface RegistrationRouteDependencies {
  sessions: SessionManagerDeps;
  captcha: CaptchaProvider;
  codes: OneTimeCodes;
  registration: RegistrationDeps;
  accountRequests: Pick<AccountRequestQueue, 'deliverAfterAnswer'>;
  users: UserDirectory;
  throttle: LoginThrottle;
  terms: Pick<CurrentTerms, 'acceptCurrent'>;
  phoneOptional: boolean;
  db: Kysely<Database>;
  /** Tells the account's owner by mail (decision 044). */
  alerts: Pick<AccountAlerts, 'sendAccountAlert'>;
}

const captchaSiteKey = { provider: 'altcha' as const, challengeUrl: registrationCalls.captchaChallengePath };

/**
 * Refuses a new password: first the pair by the shared rule, in the wording of the form it came
 * from (the rule words it, so its message is passed on), then the password policy.
 */
function refuseNewPassword(pair: { first: string; second: string }, context: PasswordContext, email: string): void {
  const pairMessage = passwordPairProblem(pair.first, pair.second, context);
  if (pairMessage) throw new DomainError('passwordPairRefused', { message: pairMessage, field: 'plainPassword' });
  const problem = passwordProblem(pair.first, email);
  if (problem) throw new DomainError('weakPassword', { problem, field: 'plainPassword' });
}

/**
 * Registration, confirmation of the address, the forgotten password: everything a visitor does
 * before signing in; and the consent to the current terms, which a signed-in user gives first.
 */
export function registrationRoutes(deps: RegistrationRouteDependencies) {
  return domainRoutes('registration', {
    getCaptchaChallenge: async () => (await deps.captcha.createChallenge()) as Record<string, unknown>,

    registerToken: async (_input, request, reply) => {
      const session = await ensureSession(deps.sessions, request, reply);
      return {
        token: issueFormToken(session.csrfSecret, registrationCalls.registerToken.action),
        captcha: captchaSiteKey,
        phoneRequired: !deps.phoneOptional,
      };
    },

    forgottenPasswordToken: async (_input, request, reply) => {
      const session = await ensureSession(deps.sessions, request, reply);
      return { token: issueFormToken(session.csrfSecret, registrationCalls.forgottenPasswordToken.action), captcha: captchaSiteKey };
    },

    setNewPasswordForgottenToken: formToken,

    termsConsentToken: formToken,

    register: async ({ body }, request) => {
      const form = body.user_register;
      // The captcha first: without a solved one nothing else is looked at, not even the address.
      if (!(await deps.captcha.verify(form.captcha))) throw new DomainError('captchaInvalid');
      refuseNewPassword(form.plainPassword, 'register', form.email);
      if (!form.phone_number && !deps.phoneOptional) throw new DomainError('phoneRequired');
      const dueAt = await registerCustomer(deps.registration, {
        email: form.email,
        password: form.plainPassword.first,
        greeting: form.greeting,
        firstName: form.firstName,
        lastName: form.lastName,
        companyName: form.companyName,
        phoneNumber: form.phone_number,
        newsletter: form.email_newsletter,
        edition: form.license_type,
      });
      deps.accountRequests.deliverAfterAnswer(request, dueAt);
      return { success: true as const };
    },

    confirmMail: async ({ params }, request) => {
      const check = await deps.codes.check('confirm-email', params.code, request.ip);
      if (!check.ok) throw codeError(check);
      if (!(await deps.codes.use(check.codeId))) throw codeError({ ok: false, reason: 'used' });
      await confirmEmail(deps.registration, check.userId, check.registration);
      return { success: true as const };
    },

    forgotPassword: async ({ body }, request) => {
      if (!(await deps.captcha.verify(body.captcha))) throw new DomainError('captchaInvalid');
      // The same work and answer whether or not the address has an account; only an account gets mail, decided after the answer.
      const dueAt = await requestPasswordReset(deps.registration, body.email);
      deps.accountRequests.deliverAfterAnswer(request, dueAt);
      return { success: true as const };
    },

    testConfirmForgottenPassword: async ({ params }, request) => {
      const check = await deps.codes.check('reset-password', params.code, request.ip);
      if (!check.ok) throw codeError(check);
      const user = await deps.users.findById(check.userId);
      if (!user) throw codeError({ ok: false, reason: 'unknown' });
      if (user.fixed_password_account) throw new DomainError('limitedUser');
      return { success: true as const, email: user.email };
    },

    confirmForgottenPassword: async ({ params, body }, request, reply) => {
      const check = await deps.codes.check('reset-password', params.code, request.ip);
      if (!check.ok) throw codeError(check);
      const owner = await deps.users.findById(check.userId);
      if (!owner) throw codeError({ ok: false, reason: 'unknown' });
      // The fixed password of a training account stays, whichever way a new one is asked for.
      if (owner.fixed_password_account) throw new DomainError('limitedUser');
      // A refused password leaves the code alone: only its holder gets here (decision 013).
      refuseNewPassword(body.plainPassword, 'reset', owner.email);
      if (!(await deps.codes.use(check.codeId))) throw codeError({ ok: false, reason: 'used' });
      // The link came to the address, so it confirms it like a confirmation link (with the same
      // welcome mail): an account gets a session only with a confirmed address. Before the new
      // password, which the confirmation must not clear.
      if (!owner.email_confirmed) await confirmEmail(deps.registration, owner.id);
      const user = await deps.users.setPassword(check.userId, body.plainPassword.first);
      // Whoever knew the old password may have added his own passkey or app: what was added in the
      // last days goes (decision 051). Then every other session ends and this browser signs in
      // through the gate: an account with a second factor that remains still has to give it.
      await removeCredentialsAddedSince(deps.db, user, resetWindowStart(new Date()), {
        id: user.id,
        email: user.email,
        address: request.ip,
      });
      await destroyAllSessionsOf(deps.db, user.id);
      await unlockAccount(deps.throttle, user.email);
      await recordAuditEvent(
        deps.db,
        { id: user.id, email: user.email, address: request.ip },
        { kind: 'password-reset', subject: user, before: null, after: { passwordSet: true, via: 'mail-link' } },
      );
      await deps.alerts.sendAccountAlert(user.id, 'password-reset', request);
      return signIn(deps.sessions, request, reply, user, { record: { via: 'mail-link' } });
    },

    // Both boxes are required by the contract.
    termsConsent: async (_input, request) => {
      await deps.terms.acceptCurrent(caller(request).id);
      return { success: true };
    },
  });
}
