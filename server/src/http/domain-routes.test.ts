import Fastify from 'fastify';
import { contract } from '@bfsm/api-adapter';
import {
  domainRoutes,
  formToken,
  type ContractImplementation,
  type DomainImplementation,
  type DomainRoutes,
  type RouteContext,
} from './domain-routes.js';

// The type checks below are proved by `npm run typecheck`: each @ts-expect-error fails the check
// if the line after it ever compiles, so the compiler keeps refusing a missing or unknown call.
// A handler that fits any call, so each check below fails for the one reason it names.
const anyHandler = (async () => undefined) as never;

export const missingCall = () =>
  // @ts-expect-error checkLogin and logout have no handler
  domainRoutes('auth', { getMenuInfo: anyHandler });

const poolsImplementation = {
  poolToken: formToken,
  getPool: async () => ({}) as never,
  createInvite: async () => ({ success: true as const }),
  removeFromPool: async () => ({ success: true as const }),
  revokeInvite: async () => ({ success: true as const }),
  resendInvite: async () => ({ success: true as const }),
  revokeInviteAction: async (_input, _request, reply) => reply,
  removePoolMemberAction: async (_input, _request, reply) => reply,
} satisfies DomainImplementation<'pools'>;
const poolRoutes = () => domainRoutes('pools', poolsImplementation);

export const unknownCall = () =>
  domainRoutes('pools', {
    ...poolsImplementation,
    // @ts-expect-error the pools contract has no such call
    renamePool: async () => ({ success: true as const }),
  });

// @ts-expect-error a form token answers only a token call; getMenuInfo is none
export const tokenForNonTokenCall = () => domainRoutes('auth', { getMenuInfo: formToken, checkLogin: anyHandler, logout: anyHandler });

// @ts-expect-error the application must pass the routes of every domain
export const incompleteContract: ContractImplementation = { pools: {} as DomainRoutes<'pools'> };

const context = (): RouteContext => ({
  route: {
    publicOrigin: 'http://localhost',
    access: {} as RouteContext['route']['access'],
    terms: { hasAcceptedCurrent: async () => true },
  },
  ensureSession: async () => ({ csrfSecret: 'secret' }) as never,
});

describe('domainRoutes', () => {
  it('registers one route per call of the domain, at the contract’s method and path', async () => {
    const app = Fastify();
    const seen: string[] = [];
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') seen.push(`${String(route.method)} ${route.url}`);
    });
    poolRoutes().register(app, context());
    await app.ready();
    const expected = Object.values(contract.pools).map((call) => `${call.method} ${call.path}`);
    expect(seen.sort()).toEqual(expected.sort());
    await app.close();
  });

  it('refuses at start-up a handler for a call the contract does not have', () => {
    expect(() => unknownCall().register(Fastify(), context())).toThrow('pools.renamePool ist kein Aufruf des Vertrags.');
  });

  it('refuses a form token for a token call whose answer holds more than the token', () => {
    const routes = domainRoutes('registration', { registerToken: formToken } as never);
    expect(() => routes.register(Fastify(), context())).toThrow('registerToken antwortet mehr als ein Formular-Token');
  });
});
