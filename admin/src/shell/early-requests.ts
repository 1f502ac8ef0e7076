import { createApiClient, type ApiClient } from '@bfsm/api-adapter';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** How long a started answer waits for its call; one the start did not make is dropped then. */
const keepMs = 15_000;

/**
 * GET requests started while react-admin's code still loads, answered to the first identical
 * call of the app (decision 046): on a phone the sign-in check and the user list's first page
 * otherwise wait for all of react-admin to be parsed, and then for each other.
 *
 * `starter` makes the calls as the app makes them (the same client, the same adapters), so the
 * addresses match; each started answer is handed out once, and not at all after `keepMs`: an
 * address the app asks for later goes to the network.
 */
export function createEarlyRequests(
  networkFetch: Fetch = (input, init) => globalThis.fetch(input, init),
  expire: (drop: () => void) => void = (drop) => setTimeout(drop, keepMs),
) {
  const started = new Map<string, Promise<Response>>();

  const fetch: Fetch = (input, init) => {
    const answer = (init?.method ?? 'GET') === 'GET' ? started.get(input) : undefined;
    if (!answer) return networkFetch(input, init);
    started.delete(input);
    return answer;
  };

  // The starter reads a copy of each answer (and ignores it); the app gets the original.
  const starter: ApiClient = createApiClient({
    // The client asks with the address as a string.
    fetch: (input, init) => {
      const address = String(input);
      const answer = networkFetch(address, init);
      started.set(address, answer);
      expire(() => {
        if (started.get(address) === answer) started.delete(address);
      });
      return answer.then((response) => response.clone());
    },
    navigate: () => undefined,
  });

  return {
    /** The fetch of the app's client. */
    fetch: fetch as typeof globalThis.fetch,
    /**
     * Starts a call early: `start((client) => client.call(…))`. Its outcome is the app's to read;
     * the promise is a look at it in advance (undefined if it failed).
     */
    start<T>(call: (client: ApiClient) => Promise<T>): Promise<T | undefined> {
      return call(starter).catch(() => undefined);
    },
  };
}

export type EarlyRequests = ReturnType<typeof createEarlyRequests>;

/** The admin's early requests; App.tsx's client answers from them. */
export const earlyRequests = createEarlyRequests();
