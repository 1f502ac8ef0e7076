import { useState } from 'preact/hooks';
import type { PasswordContext } from '@bfsm/api-adapter';
import { passwordPairErrors } from './password-pair';

/**
 * A new password and its repetition, as a form that asks only for them (and perhaps the old one)
 * keeps them: `entries` go to PasswordPairFields, `problems()` checks them in the form's words.
 */
export function usePasswordPair(context: PasswordContext) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  return {
    pair: { first, second },
    entries: { first, second, onFirst: setFirst, onSecond: setSecond },
    problems: () => passwordPairErrors(first, second, context),
    empty() {
      setFirst('');
      setSecond('');
    },
  };
}
