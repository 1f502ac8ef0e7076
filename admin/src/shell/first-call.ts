import { screenAt } from '../screens';
import type { EarlyRequests } from './early-requests';

/**
 * When the back-office opens on a screen whose content waits for a call (screens.ts `firstCall`:
 * 'Übersicht's figures, a licence, a reference), that call is made as soon as the sign-in check has
 * found an admin: beside react-admin's start instead of after it, as the user list's first page is
 * (decisions 046 and 070). The screen's own call takes the answer (early-requests.ts).
 */
export async function startFirstCall(
  pathname: string,
  early: Pick<EarlyRequests, 'start'>,
  adminSignedIn: Promise<boolean>,
): Promise<void> {
  const opened = screenAt(pathname);
  const firstCall = opened?.screen.firstCall;
  if (!opened || !firstCall || !(await adminSignedIn)) return;
  await early.start((client) => firstCall(client, opened.id));
}
