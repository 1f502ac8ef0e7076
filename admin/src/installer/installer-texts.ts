import type { NightlyProblem } from '@bfsm/api-adapter';

/** Why the page shows no version, in words an admin can act on. */
export const installerProblemText: Record<NightlyProblem, string> = {
  'not-configured': 'Es ist keine Nightly-Adresse eingerichtet (Einstellung NIGHTLY_INSTALLER_URL).',
  unreachable: 'Die Installationsdatei der Nightly ist zurzeit nicht erreichbar. Bitte versuchen Sie es später erneut.',
  malformed: 'Die Installationsdatei der Nightly ist fehlerhaft: Es konnte keine Version gelesen werden.',
};
