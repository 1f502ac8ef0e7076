import { createContext, type ComponentChildren } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import { authCalls, type MenuInfo } from '@bfsm/api-adapter';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { termsConsentAddress } from './terms-consent';

/** 'consent-required': the terms must be accepted first; the menu stays empty meanwhile. */
export type MenuState = { status: 'loading' } | { status: 'ready'; info: MenuInfo } | { status: 'failed' } | { status: 'consent-required' };

const MenuStateContext = createContext<MenuState>({ status: 'loading' });

/** Loads the menu info once for the whole shell: the header draws it, screens read product and support data. */
export function MenuInfoProvider({ children }: { children: ComponentChildren }) {
  const { client, navigate, currentAddress } = useServices();
  const loaded = useLoad((signal) => client.call(authCalls.getMenuInfo, {}, { signal }), [client]);

  let state: MenuState;
  let consentAddress: string | undefined;
  if (loaded.status === 'ready') state = { status: 'ready', info: loaded.data };
  else if (loaded.status === 'loading') state = { status: 'loading' };
  else if (loaded.error.code === 'terms-consent') {
    state = { status: 'consent-required' };
    consentAddress = termsConsentAddress(loaded.error, currentAddress());
  } else state = { status: 'failed' };

  useEffect(() => {
    if (consentAddress) navigate(consentAddress);
  }, [consentAddress, navigate]);

  return <MenuStateContext.Provider value={state}>{children}</MenuStateContext.Provider>;
}

export function useMenuState(): MenuState {
  return useContext(MenuStateContext);
}

/** The menu info once it has loaded. */
export function useMenuInfo(): MenuInfo | undefined {
  const state = useMenuState();
  return state.status === 'ready' ? state.info : undefined;
}
