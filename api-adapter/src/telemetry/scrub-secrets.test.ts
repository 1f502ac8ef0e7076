import { buildPath } from '../contract/paths.js';
import { allCalls } from '../contract/root.js';
import { mailedLinkPages } from '../domain/customer-routes.js';
import { filtered, scrubSecrets, scrubText } from './scrub-secrets.js';

const secret = 'GeHeim_9f8e7d6c5b4a3210';
const isSecretParam = (name: string) => /code|token/i.test(name);
const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);

describe('scrubText', () => {
  const callsWithSecrets = allCalls().filter((call) => pathParamNames(call.path).some(isSecretParam));

  it('knows calls with a code or token in the path', () => {
    expect(callsWithSecrets.length).toBeGreaterThan(5);
  });

  it.each(callsWithSecrets.map((call) => [call.path]))('removes the secret from %s', (path) => {
    const address = buildPath(path, Object.fromEntries(pathParamNames(path).map((name) => [name, isSecretParam(name) ? secret : '42'])));
    const scrubbed = scrubText(`POST https://portal.example.test${address}?x=1`);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain(filtered);
  });

  it.each(mailedLinkPages.map((page) => [page]))('removes the code of the mailed link page %s', (page) => {
    const address = page.replace(/:([A-Za-z0-9_]+)\??/g, (_segment, name: string) => (isSecretParam(name) ? secret : '42'));
    expect(scrubText(`https://portal.example.test${address}`)).toBe(`https://portal.example.test${address.replace(secret, filtered)}`);
  });

  it('removes the codes of the mail links the customer app opens', () => {
    expect(scrubText(`https://portal.example.test/confirm-mail/12-${secret}`)).toBe(`https://portal.example.test/confirm-mail/${filtered}`);
    expect(scrubText(`/confirm-forgotten-password/12-${secret}#oben`)).toBe(`/confirm-forgotten-password/${filtered}#oben`);
    expect(scrubText(`/invitation/7/${secret}`)).toBe(`/invitation/7/${filtered}`);
    expect(scrubText(`/not-me/${secret}`)).toBe(`/not-me/${filtered}`);
  });

  it('keeps what carries no secret', () => {
    for (const text of [
      '/invitation/7',
      '/webapi/reference/12',
      '/account/terms-consent/%2Faccount',
      '/assets/use-document-title-CPVQTX95.js',
      'GET /webapi/menuinfo',
      'TypeError: x is undefined',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });

  it('removes codes from an address that is itself encoded in a parameter', () => {
    expect(scrubText(`/login?next=%2Fconfirm-mail%2F12-${secret}`)).toBe(`/login?next=%2Fconfirm-mail%2F${filtered}`);
  });

  it('empties parameters named like tokens, codes, passwords or sessions', () => {
    expect(scrubText(`/logout?token=${secret}`)).toBe(`/logout?token=${filtered}`);
    expect(scrubText(`/x?a=1&_token=${secret}&b=2`)).toBe(`/x?a=1&_token=${filtered}&b=2`);
    expect(scrubText(`user_register[plainPassword][first]=${secret}&user_register[email]=a@b.de`)).toBe(
      `user_register[plainPassword][first]=${filtered}&user_register[email]=a@b.de`,
    );
    expect(scrubText(`?sessionId=${secret}`)).toBe(`?sessionId=${filtered}`);
  });
});

describe('scrubSecrets', () => {
  it('empties secret keys at any depth and scrubs every text, leaving ids of traces and events alone', () => {
    const event = {
      event_id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      contexts: { trace: { trace_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', span_id: '0123456789abcdef' }, response: { status_code: 200 } },
      request: {
        url: `https://portal.example.test/confirm-mail/12-${secret}`,
        headers: { Cookie: `bfsm_session=${secret}`, Authorization: `Bearer ${secret}`, 'User-Agent': 'Chromium' },
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: `/webapi/confirm-mail/12-${secret}`, method: 'POST' } },
        { data: { password: secret, code: secret, csrfToken: secret } },
      ],
    };
    const scrubbed = scrubSecrets(event);
    expect(JSON.stringify(scrubbed)).not.toContain(secret);
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(scrubbed.contexts).toEqual(event.contexts);
    expect(scrubbed.request.headers).toEqual({ Cookie: filtered, Authorization: filtered, 'User-Agent': 'Chromium' });
    expect(scrubbed.breadcrumbs[1]).toEqual({ data: { password: filtered, code: filtered, csrfToken: filtered } });
    expect(event.request.url).toContain(secret);
  });

  it('stops at a cycle instead of recursing forever', () => {
    const looped: Record<string, unknown> = { message: 'Schleife' };
    looped.self = looped;
    expect(JSON.stringify(scrubSecrets(looped))).toContain(filtered);
  });
});
