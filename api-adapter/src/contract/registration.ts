import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { signInAnswer } from './auth.js';
import { publicAccess, signedIn } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { acceptedCheckbox, checkbox, email, formToken, greeting, optionalText, passwordPair, requiredText } from './fields.js';

/** Registration, e-mail confirmation, forgotten password and consent to changed terms. */

/** The captcha is our self-hosted ALTCHA: its "site key" is the address where the widget fetches a challenge. */
const captcha = { captcha: z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }) };

/**
 * Where the ALTCHA widget fetches a challenge (an addition to the original calls: our self-hosted captcha's
 * counterpart of a third-party script). The answer is ALTCHA's own challenge object.
 */
export const captchaChallengePath = '/webapi/captcha/challenge';

export const getCaptchaChallenge = defineCall({
  name: 'getCaptchaChallenge',
  method: 'GET',
  path: captchaChallengePath,
  access: publicAccess,
  encoding: 'none',
  response: z.record(z.string(), z.unknown()),
});

/** A mail link's code that is unknown, used up or expired. */
export const codeErrors = ['code-invalid', 'code-used', 'code-expired'] as const;

export const registrationLicenseTypes = ['next-trial', 'concept'] as const;

/** `phoneRequired`: the operator may make the phone number optional (REGISTRATION_PHONE_OPTIONAL). */
export const registerToken = defineTokenCall('registerToken', '/webapi/register-token', 'register', publicAccess, {
  ...captcha,
  phoneRequired: z.boolean(),
});

export const register = defineCall({
  name: 'register',
  method: 'POST',
  path: '/webapi/register',
  access: publicAccess,
  encoding: 'multipart',
  body: z.object({
    user_register: z.object({
      email,
      greeting,
      firstName: requiredText,
      lastName: requiredText,
      companyName: requiredText,
      /** Required unless the operator configures it optional, so the server decides. */
      phone_number: optionalText,
      plainPassword: passwordPair,
      license_type: z.enum(registrationLicenseTypes),
      privacy_policy_accepted: acceptedCheckbox,
      terms_accepted: acceptedCheckbox,
      email_newsletter: checkbox,
      /** The ALTCHA solution (payload of the widget). */
      captcha: requiredText,
      _token: formToken,
    }),
  }),
  response: successAnswer,
  token: { call: registerToken, field: 'body.user_register._token' },
});

/** The button of the confirmation mail. An admin confirms by hand with confirmMailByAdmin instead (decision 015). */
export const confirmMail = defineCall({
  name: 'confirmMail',
  method: 'POST',
  path: '/webapi/confirm-mail/:code',
  access: publicAccess,
  errors: codeErrors,
  encoding: 'none',
  params: z.object({ code: requiredText }),
  response: successAnswer,
});

export const forgottenPasswordToken = defineTokenCall(
  'forgottenPasswordToken',
  '/webapi/forgotten-password-token',
  'forgotten-password',
  publicAccess,
  captcha,
);

export const forgotPassword = defineCall({
  name: 'forgotPassword',
  method: 'POST',
  path: '/webapi/forgot-password',
  access: publicAccess,
  encoding: 'form',
  body: z.object({ email, captcha: requiredText, _token: formToken }),
  response: successAnswer,
  token: { call: forgottenPasswordToken, field: 'body._token' },
});

export const setNewPasswordForgottenToken = defineTokenCall(
  'setNewPasswordForgottenToken',
  '/webapi/set-new-password-forgotten-token',
  'set-new-password',
  publicAccess,
);

/** A training account with a fixed password ("limited user") cannot set a new one by reset either. */
const resetErrors = [...codeErrors, 'limited-user'] as const;

/** Tests the code of the mail link before the form is shown; an invalid code answers an error. */
export const testConfirmForgottenPassword = defineCall({
  name: 'testConfirmForgottenPassword',
  method: 'GET',
  path: '/webapi/test-confirm-forgotten-password/:code',
  access: publicAccess,
  errors: resetErrors,
  encoding: 'none',
  params: z.object({ code: requiredText }),
  response: z.object({ success: z.literal(true), email: z.string() }),
});

export const confirmForgottenPassword = defineCall({
  name: 'confirmForgottenPassword',
  method: 'POST',
  path: '/webapi/confirm-forgotten-password/:code',
  access: publicAccess,
  errors: resetErrors,
  encoding: 'form',
  params: z.object({ code: requiredText }),
  body: z.object({ plainPassword: passwordPair, _token: formToken }),
  response: signInAnswer,
  token: { call: setNewPasswordForgottenToken, field: 'body._token' },
  startsSession: true,
});

export const termsConsentToken = defineTokenCall('termsConsentToken', '/webapi/termsConsentToken', 'terms-consent', signedIn);

export const termsConsent = defineCall({
  name: 'termsConsent',
  method: 'POST',
  path: '/webapi/terms-consent',
  access: { ...signedIn, allowedWithoutConsent: true },
  encoding: 'form',
  query: z.object({ token: formToken }),
  /** The two boxes of the consent screen; the server records the consent only with both. */
  body: z.object({ privacy_policy_accepted: acceptedCheckbox, terms_accepted: acceptedCheckbox }),
  /** `wrong_token` tells the screen that the form expired, `message` what to show. */
  response: z.object({ success: z.boolean(), wrong_token: z.optional(z.boolean()), message: z.optional(z.string()) }),
  token: { call: termsConsentToken, field: 'query.token' },
});
