import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { createApiClient, type ApiClient } from '@bfsm/api-adapter';

/**
 * What the screens need from the outside world. Screens get it from this context instead of
 * reaching for `fetch` or `window.location`, so tests can hand in a fake server and record
 * where the app wanted to go.
 */
export interface Services {
  client: ApiClient;
  /** Leaves the app with a full page load. */
  navigate: (url: string) => void;
  /** The current address: path, query and hash. */
  currentAddress: () => string;
  /** The portal's own origin: an address taken from a URL is followed only within it (`sameOriginAddress`). */
  origin: string;
}

const ServicesContext = createContext<Services | null>(null);

export const ServicesProvider = ServicesContext.Provider;

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it.');
  return services;
}

export function browserServices(): Services {
  const navigate = (url: string) => location.assign(url);
  const currentAddress = () => `${location.pathname}${location.search}${location.hash}`;
  return { client: createApiClient({ navigate, currentAddress }), navigate, currentAddress, origin: location.origin };
}
