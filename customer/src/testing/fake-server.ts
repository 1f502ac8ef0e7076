/** A stand-in for the webapi in tests: answers fetch calls from a table keyed 'METHOD /path'. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: string | undefined;
}

export type FakeRoutes = Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)>;

export function fakeServer(routes: FakeRoutes) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: recordedBody(init?.body) });
    const route = routes[`${method} ${url.split('?')[0]}`];
    const answer = typeof route === 'function' ? await route() : (route ?? { status: 404, body: { error: 'not-found', message: 'Nicht gefunden.' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

/** Form and JSON bodies as the text they send; multipart bodies as their fields, URL-encoded, to compare as easily. */
function recordedBody(body: BodyInit | null | undefined): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData) return new URLSearchParams([...body].map(([name, value]): [string, string] => [name, String(value)])).toString();
  return String(body);
}

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const failure = (status: number, error: string, message: string): FakeAnswer => ({ status, body: { error, message } });
