import type { ComponentChildren } from 'preact';
import { LocationProvider } from 'preact-iso';
import { render } from '@testing-library/preact';
import { createApiClient } from '@bfsm/api-adapter';
import { fakeApi, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { appLinkScope } from '../app/link-scope';
import { MenuInfoProvider } from '../menu/menu-info';
import { ServicesProvider, type Services } from '../services/services';

/** Services on a fake webapi built from the contract; `navigate` records where the app wanted to leave to instead of leaving. */
export function fakeServices(routes: FakeRoutes = {}) {
  const server = fakeApi(routes);
  const navigate = jest.fn<void, [string]>();
  const currentAddress = () => `${location.pathname}${location.search}${location.hash}`;
  const services: Services = {
    client: createApiClient({ fetch: server.fetch, navigate, currentAddress }),
    navigate,
    currentAddress,
    origin: location.origin,
  };
  return { services, server, navigate };
}

interface Options {
  routes?: FakeRoutes;
  /** The address the browser shows; default '/'. */
  address?: string;
  /** Also load the menu info, as the shell does. */
  withMenu?: boolean;
}

/** Renders `ui` as the app would, with a client built on a fake server. */
export function renderWithServices(ui: ComponentChildren, { routes = {}, address = '/', withMenu = false }: Options = {}) {
  history.replaceState(null, '', address);
  const { services, server, navigate } = fakeServices(routes);
  const view = render(
    <ServicesProvider value={services}>
      <LocationProvider scope={appLinkScope}>{withMenu ? <MenuInfoProvider>{ui}</MenuInfoProvider> : ui}</LocationProvider>
    </ServicesProvider>,
  );
  return { ...view, server, navigate };
}
