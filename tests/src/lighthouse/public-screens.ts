import { LICENSE } from '@bfsm/api-adapter';
import { createOneTimeCodes, type CodeGuessLimit } from '@bfsm/server/codes/one-time-codes.js';
import { createInvitation, createPool, createReference, createUser } from '@bfsm/server/factories/index.js';
import type { RunningPortal } from '../support/portal.js';

/**
 * Every public screen of the customer app (customer/src/app/routes.ts; the account area is not
 * public). `address` is asked anew for every run, so screens behind a mail's code get a fresh,
 * valid one: an unknown code would show an error and put a 4xx into the console. A new public
 * screen is one line here.
 */
export interface PublicScreen {
  name: string;
  address: (portal: RunningPortal) => Promise<string> | string;
}

export const publicScreens: PublicScreen[] = [
  { name: 'Anmelden', address: () => '/login' },
  { name: 'Registrierung Next-Test', address: () => '/register' },
  { name: 'Registrierung Concept', address: () => '/register-concept' },
  { name: 'Registrierung abgeschickt', address: () => '/register/success' },
  { name: 'Concept', address: () => '/concept' },
  { name: 'Passwort vergessen', address: () => '/forgot-password' },
  { name: 'Neues Passwort vergeben', address: async (portal) => `/confirm-forgotten-password/${await resetCode(portal)}` },
  // The screen asks for a click before it confirms, so any code shows it as the mail's link does.
  { name: 'E-Mail-Adresse bestätigen', address: () => '/confirm-mail/lighthouse-ohne-echten-code-0000' },
  // Likewise the account alert's 'Das war ich nicht' link: it acts on a click, so any code shows it.
  { name: 'Das war ich nicht', address: () => '/not-me/lighthouse-ohne-echten-code-0000' },
  { name: 'Einladung', address: async (portal) => invitationAddress(portal, '/invitation') },
  { name: 'Einladung ablehnen', address: async (portal) => invitationAddress(portal, '/decline-invitation') },
  { name: 'Einladung abgelehnt', address: () => '/invitation-declined' },
  {
    name: 'Referenz',
    address: async (portal) => `/reference/${(await createReference(portal.db, { title: 'Klinikum Nord', showOnHomepage: true })).id}`,
  },
  { name: 'Impressum', address: () => '/impressum' },
  { name: 'AGB', address: () => '/bedingungen' },
  { name: 'Datenschutz', address: () => '/datenschutz' },
  { name: 'Kontakt', address: () => '/kontakt' },
];

let people = 0;
const nextEmail = (kind: string) => `lighthouse.${kind}.${++people}@example.test`;

async function resetCode(portal: RunningPortal): Promise<string> {
  const user = await createUser(portal.db, { kind: 'classic', email: nextEmail('reset') });
  // Issuing never counts guesses; only checking a code does (on the server, with its own limit).
  const noGuessing = { counter: undefined, perAddress: 0 } as unknown as CodeGuessLimit;
  return createOneTimeCodes(portal.db, noGuessing).issue(user.id, 'reset-password', 60);
}

/** The address of `route` for a fresh invitation of a new owner's pool to `email` (the mail's link). */
export async function invitationAddress(portal: RunningPortal, route: string, email = nextEmail('invitee')): Promise<string> {
  const owner = await createUser(portal.db, { kind: 'nextOwner', email: nextEmail('owner') });
  const pool = await createPool(portal.db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 1 }] });
  const invitation = await createInvitation(portal.db, {
    pool,
    email,
    licenseType: LICENSE.insight,
    licenseId: pool.licenses[0]?.id ?? null,
  });
  return `${route}/${invitation.id}/${invitation.code}`;
}
