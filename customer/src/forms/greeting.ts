import { greetings, type Greeting } from '@bfsm/api-adapter';

/** A greeting the forms offer, or '' for anything else (also what older accounts may hold). */
export function asGreeting(value: string | null): Greeting | '' {
  return greetings.find((greeting) => greeting === value) ?? '';
}

/**
 * The sign-up forms ask in the order Frau, Frau Dr., Herr, Herr Dr. Compared by their characters,
 * not with localeCompare: the greetings are plain ASCII, which sorts the same either way, and a
 * German collator would start ICU while the profile screen loads (src/dates/german-date.ts says what that costs).
 */
export const signUpGreetings = [...greetings].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
