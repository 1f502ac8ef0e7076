import { adminResourceAdapters, type ResourceAdapter } from '@bfsm/api-adapter';
import { screenAt } from '../screens';
import type { EarlyRequests } from './early-requests';
import { listQueryAt } from './list-query';

/**
 * When the back-office opens on a screen whose content waits for calls (screens.ts: a list's first
 * page, 'Übersicht's figures, a licence, a reference, 'Summen je Monat'), they are made as soon as
 * the sign-in check has found an admin: beside react-admin's start instead of after it, as the
 * user list's first page is (decisions 046, 070 and 071). The screen's own calls take the answers
 * (early-requests.ts). A list's page is the one react-admin will ask for on that address, with the
 * view it stored (list-query.ts).
 */
export async function startFirstCall(
  where: { pathname: string; search: string },
  early: Pick<EarlyRequests, 'start'>,
  adminSignedIn: Promise<boolean>,
  storage: Pick<Storage, 'getItem'>,
): Promise<void> {
  const opened = screenAt(where.pathname);
  if (!opened || (!opened.screen.firstCall && !opened.screen.list) || !(await adminSignedIn)) return;
  const { screen, id } = opened;
  const { firstCall, list } = screen;
  await Promise.all([
    firstCall && early.start((client) => firstCall(client, id)),
    list &&
      early.start<unknown>((client) => {
        const adapter: ResourceAdapter = adminResourceAdapters[list.resource](client);
        return adapter.getList?.(listQueryAt(list, where.search, storage)) ?? Promise.resolve(undefined);
      }),
  ]);
}
