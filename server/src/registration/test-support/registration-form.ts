import { flattenBrackets, type Nested } from '@bfsm/api-adapter';

/**
 * The registration form as a browser sends it: multipart, every field named user_register[...]
 * (nested values such as plainPassword become user_register[plainPassword][first]).
 */
export function registrationForm(fields: Nested): { payload: string; headers: Record<string, string> } {
  const boundary = '----bfsm-test-boundary';
  const parts = flattenBrackets({ user_register: fields }).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
