import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { userCalls, type ApiClient, type ApiError } from '@bfsm/api-adapter';
import { useServices } from '../services/services';
import { useReloadableLoad } from '../services/use-reloadable-load';
import type { AccountView } from './account-tabs';

export interface AccountContextValue extends AccountView {
  /** The viewer looks at his own account (with or without his id in the address). */
  isOwnAccount: boolean;
  /** Loads both users again without leaving what is shown, e.g. after a change of licence or rights. */
  reload: () => Promise<void>;
}

const AccountContext = createContext<AccountContextValue | null>(null);
export const AccountProvider = AccountContext.Provider;

/** Viewer and shown user of the account screen around; only inside <AccountLayout>, which draws its tab content once both are loaded. */
export function useAccountView(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccountView() needs an <AccountLayout> above it.');
  return value;
}

/**
 * The signed-in viewer and the user in the address, asked for at once (one after the other kept
 * an admin's view of a customer waiting a round trip longer, decision 046). The viewer's answer
 * counts first: an anonymous visitor leaves for the login page there; the server refuses anyone
 * but admins someone else's user.
 */
async function loadView(client: ApiClient, userId: string | undefined, signal?: AbortSignal): Promise<AccountView> {
  const own = client.call(userCalls.getUserInfo, { params: {} }, { signal });
  const other = userId === undefined ? undefined : client.call(userCalls.getUserInfo, { params: { id: userId } }, { signal });
  // Its failure is read below, after the viewer's, or not at all when the address names the viewer.
  other?.catch(() => undefined);
  const viewer = await own;
  if (!other || Number(userId) === viewer.id) return { viewer, user: viewer };
  return { viewer, user: await other };
}

export type AccountViewState =
  { status: 'loading' } | { status: 'ready'; view: AccountContextValue } | { status: 'failed'; error: ApiError };

export function useAccountViewLoad(userId: string | undefined): AccountViewState {
  const { client } = useServices();
  const { state, reload } = useReloadableLoad((signal) => loadView(client, userId, signal), [client, userId]);
  if (state.status !== 'ready') return state;
  const { viewer, user } = state.data;
  return { status: 'ready', view: { viewer, user, isOwnAccount: viewer.id === user.id, reload } };
}
