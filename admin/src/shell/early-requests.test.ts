import { userCalls } from '@bfsm/api-adapter';
import { createEarlyRequests } from './early-requests';

const user = { id: 7 };

/** A network that counts its requests and answers each with the address and a running number. */
function countingNetwork() {
  const requests: string[] = [];
  const fetch = (input: string) => {
    requests.push(input);
    return Promise.resolve(new Response(JSON.stringify({ ...user, answer: requests.length }), { status: 200 }));
  };
  return { fetch, requests };
}

describe('early requests', () => {
  it('answers the first identical call from the started request, and later ones from the network', async () => {
    const network = countingNetwork();
    let drop = () => undefined as void;
    const early = createEarlyRequests(network.fetch, (dropIt) => (drop = dropIt));
    early.start((client) => client.call(userCalls.getUserInfo, { params: {} }));
    expect(network.requests).toEqual(['/webapi/userinfo']);

    const first = await early.fetch('/webapi/userinfo', { method: 'GET' });
    expect(await first.json()).toEqual({ ...user, answer: 1 });
    expect(network.requests).toHaveLength(1);

    await early.fetch('/webapi/userinfo', { method: 'GET' });
    expect(network.requests).toHaveLength(2);
    drop();
  });

  it('sends other addresses, writes and expired answers to the network', async () => {
    const network = countingNetwork();
    let drop = () => undefined as void;
    const early = createEarlyRequests(network.fetch, (dropIt) => (drop = dropIt));
    early.start((client) => client.call(userCalls.getUserInfo, { params: {} }));

    await early.fetch('/webapi/second-factor', { method: 'GET' });
    await early.fetch('/webapi/userinfo', { method: 'POST' });
    drop();
    await early.fetch('/webapi/userinfo', { method: 'GET' });
    expect(network.requests).toEqual(['/webapi/userinfo', '/webapi/second-factor', '/webapi/userinfo', '/webapi/userinfo']);
  });
});
