import { defaultMailSlug, mailSlugs, type MailSlug } from '@bfsm/api-adapter';

/** The template chosen in `?q=slug` (README, 'The back-office'); welcome when none or an unknown one is named. */
export function chosenSlug(search: string): MailSlug {
  const named = new URLSearchParams(search).get('q');
  return (mailSlugs as readonly (string | null)[]).includes(named) ? (named as MailSlug) : defaultMailSlug;
}
