import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';
import { passwordPairProblem, registrationCalls, texts } from '@bfsm/api-adapter';
import type { CaptchaProvider } from '../captcha/captcha-provider.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { issueFormToken } from '../sessions/form-tokens.js';
import type { SessionManager } from '../sessions/session-manager.js';
import type { OneTimeCodes } from '../codes/one-time-codes.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { UserDirectory } from '../users/user-directory.js';
import type { RegistrationService } from './registration-service.js';
import type { AccountRequestQueue } from './account-requests.js';
import { newPasswordProblem } from '../auth/password-policy.js';
import { registrationTexts } from './registration-texts.js';
import { codeError } from './code-errors.js';

export interface RegistrationRouteDependencies {
  route: ContractRouteOptions;
  sessions: SessionManager;
  captcha: CaptchaProvider;
  codes: OneTimeCodes;
  registration: RegistrationService;
  accountRequests: Pick<AccountRequestQueue, 'deliverAfterAnswer'>;
  users: UserDirectory;
  throttle: LoginThrottle;
  phoneOptional: boolean;
  db: Kysely<Database>;
}

const captchaSiteKey = { provider: 'altcha' as const, challengeUrl: registrationCalls.captchaChallengePath };

/** Registration, confirmation of the address, and the forgotten password: everything a visitor does before signing in. */
export function registerRegistrationRoutes(app: FastifyInstance, deps: RegistrationRouteDependencies): void {
  const { route } = deps;

  contractRoute(
    app,
    route,
    registrationCalls.getCaptchaChallenge,
    async () => (await deps.captcha.createChallenge()) as Record<string, unknown>,
  );

  contractRoute(app, route, registrationCalls.registerToken, async (_input, request, reply) => {
    const session = await deps.sessions.ensure(request, reply);
    return {
      token: issueFormToken(session.csrfSecret, registrationCalls.registerToken.action),
      captcha: captchaSiteKey,
      phoneRequired: !deps.phoneOptional,
    };
  });

  contractRoute(app, route, registrationCalls.forgottenPasswordToken, async (_input, request, reply) => {
    const session = await deps.sessions.ensure(request, reply);
    return { token: issueFormToken(session.csrfSecret, registrationCalls.forgottenPasswordToken.action), captcha: captchaSiteKey };
  });

  contractRoute(app, route, registrationCalls.register, async ({ body }, request) => {
    const form = body.user_register;
    // The captcha first: without a solved one nothing else is looked at, not even the address.
    if (!(await deps.captcha.verify(form.captcha))) throw HttpError.invalidInput(registrationTexts.captchaInvalid, 'captcha');
    const passwordProblem =
      passwordPairProblem(form.plainPassword.first, form.plainPassword.second, 'register') ??
      newPasswordProblem(form.plainPassword.first, form.email);
    if (passwordProblem) throw HttpError.invalidInput(passwordProblem, 'plainPassword');
    if (!form.phone_number && !deps.phoneOptional) throw HttpError.invalidInput(registrationTexts.phoneRequired, 'phone_number');
    const dueAt = await deps.registration.register({
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
  });

  contractRoute(app, route, registrationCalls.confirmMail, async ({ params }, request) => {
    const check = await deps.codes.check('confirm-email', params.code, request.ip);
    if (!check.ok) throw codeError(check);
    if (!(await deps.codes.use(check.codeId))) throw codeError({ ok: false, reason: 'used' });
    await deps.registration.confirmEmail(check.userId, check.registration);
    return { success: true as const };
  });

  contractRoute(app, route, registrationCalls.forgotPassword, async ({ body }, request) => {
    if (!(await deps.captcha.verify(body.captcha))) throw HttpError.invalidInput(registrationTexts.captchaInvalid, 'captcha');
    // The same work and answer whether or not the address has an account; only an account gets mail, decided after the answer.
    const dueAt = await deps.registration.requestPasswordReset(body.email);
    deps.accountRequests.deliverAfterAnswer(request, dueAt);
    return { success: true as const };
  });

  contractRoute(app, route, registrationCalls.testConfirmForgottenPassword, async ({ params }, request) => {
    const check = await deps.codes.check('reset-password', params.code, request.ip);
    if (!check.ok) throw codeError(check);
    const user = await deps.users.findById(check.userId);
    if (!user) throw codeError({ ok: false, reason: 'unknown' });
    if (user.fixed_password_account) throw limitedUserRefusal();
    return { success: true as const, email: user.email };
  });

  contractRoute(app, route, registrationCalls.confirmForgottenPassword, async ({ params, body }, request, reply) => {
    const check = await deps.codes.check('reset-password', params.code, request.ip);
    if (!check.ok) throw codeError(check);
    const owner = await deps.users.findById(check.userId);
    if (!owner) throw codeError({ ok: false, reason: 'unknown' });
    // The fixed password of a training account stays, whichever way a new one is asked for.
    if (owner.fixed_password_account) throw limitedUserRefusal();
    // A refused password leaves the code alone: only its holder gets here (decision 013).
    const problem =
      passwordPairProblem(body.plainPassword.first, body.plainPassword.second, 'reset') ??
      newPasswordProblem(body.plainPassword.first, owner.email);
    if (problem) throw HttpError.invalidInput(problem, 'plainPassword');
    if (!(await deps.codes.use(check.codeId))) throw codeError({ ok: false, reason: 'used' });
    // The link came to the address, so it confirms it like a confirmation link (with the same
    // welcome mail): an account gets a session only with a confirmed address. Before the new
    // password, which the confirmation must not clear.
    if (!owner.email_confirmed) await deps.registration.confirmEmail(owner.id);
    const user = await deps.users.setPassword(check.userId, body.plainPassword.first);
    // A reset ends every other session (someone else may know the old password) and signs this
    // browser in through the gate: an account with a second factor still has to give its code.
    await deps.sessions.endAllOfUser(user.id);
    await deps.throttle.unlockAccount(user.email);
    await recordAuditEvent(
      deps.db,
      { id: user.id, email: user.email, address: request.ip },
      { kind: 'password-reset', subject: user, before: null, after: { passwordSet: true, via: 'mail-link' } },
    );
    return deps.sessions.signIn(request, reply, user, { record: { via: 'mail-link' } });
  });
}

function limitedUserRefusal(): HttpError {
  return new HttpError(403, 'limited-user', texts.password.limitedUser);
}
