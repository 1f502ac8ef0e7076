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
 * The signed-in viewer first (an anonymous visitor leaves for the login page there), then the
 * user in the address if that is someone else; the server refuses that to anyone but admins.
 */
async function loadView(client: ApiClient, userId: string | undefined, signal?: AbortSignal): Promise<AccountView> {
  const viewer = await client.call(userCalls.getUserInfo, { params: {} }, { signal });
  if (userId === undefined || Number(userId) === viewer.id) return { viewer, user: viewer };
  const user = await client.call(userCalls.getUserInfo, { params: { id: userId } }, { signal });
  return { viewer, user };
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
