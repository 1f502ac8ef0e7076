import { texts } from './texts.js';

/** Business constants and validation rules shared by the server and the apps. */
export const rules = {
  passwordMinLength: 8,
  /** Licence expiry dates before this day are refused. */
  licenseDateMinimum: '2024-09-01',
  trialDays: 7,
  /** Waiting time after a device deactivation, and the lapse of a licence withdrawn offline. */
  deactivationWaitDays: 4,
  /** The longest offline period an admin may allow an account for files activated offline (decision 045). */
  maximumOfflineDays: 30,
  captchaLoaderRetries: 2,
  maximumApiKeysDefault: 0,
  /**
   * Devices active at once for licences without a number of their own: only Classic licences
   * carry one (an admin sets it on the profile); every other licence is one workstation.
   */
  defaultMaximumDevices: 1,
  /** How long the link of a pool invitation works; the owner can send an expired one again. */
  invitationValidDays: 14,
} as const;

export type PasswordContext = 'register' | 'admin-create' | 'change' | 'reset';

/** Checks a password pair with the wording of each form; undefined when both entries are fine. */
export function passwordPairProblem(first: string, second: string, context: PasswordContext): string | undefined {
  const messages = {
    register: [texts.password.tooShort, texts.password.mismatch],
    // An admin creating a user: the 'new password' wording with the registration's mismatch text.
    'admin-create': [texts.password.newTooShort, texts.password.mismatch],
    change: [texts.password.newTooShort, texts.password.newMismatch],
    reset: [texts.password.resetTooShort, texts.password.resetMismatch],
  } as const;
  const [tooShort, mismatch] = messages[context];
  if (first.length < rules.passwordMinLength) return tooShort;
  if (first !== second) return mismatch;
  return undefined;
}

export function isLicenseDateAllowed(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= rules.licenseDateMinimum;
}
