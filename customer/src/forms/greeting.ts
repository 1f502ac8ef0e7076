import { greetings, type Greeting } from '@bfsm/api-adapter';

/** A greeting the forms offer, or '' for anything else (also what older accounts may hold). */
export function asGreeting(value: string | null): Greeting | '' {
  return greetings.find((greeting) => greeting === value) ?? '';
}

/** The sign-up forms ask in the order Frau, Frau Dr., Herr, Herr Dr. */
export const signUpGreetings = [...greetings].sort((a, b) => a.localeCompare(b, 'de'));
