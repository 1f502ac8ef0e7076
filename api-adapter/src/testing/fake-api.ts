import { texts } from '../domain/texts.js';
import type { CallOutput } from '../contract/define.js';
import { errorStatus } from '../contract/errors.js';
import { allCalls, contract } from '../contract/root.js';
import { callRouter } from './call-routes.js';
import { checkAnswer, FakeApiError, type FakeAnswer } from './fake-answers.js';
import { requestProblem } from './request-check.js';

type Contract = typeof contract;
type AnyCall = { [D in keyof Contract]: Contract[D][keyof Contract[D]] }[keyof Contract];
/** The name of a contract call, such as 'checkLogin'. */
export type CallName = AnyCall['name'];
type CallNamed<N extends CallName> = Extract<AnyCall, { name: N }>;

export interface RecordedRequest {
  /** The contract call the request reached; undefined when it reached none. */
  call: CallName | undefined;
  method: string;
  url: string;
  /** Form and JSON bodies as the text they send; multipart bodies as their fields, URL-encoded, to compare as easily. */
  body: string | undefined;
}

/** What the fake answers for one call: an answer, or a function of the request for answers that wait or change. */
export type FakeAnswerFor<N extends CallName> = FakeAnswer<CallOutput<CallNamed<N>>>;
export type FakeRoute<N extends CallName> = FakeAnswerFor<N> | ((request: RecordedRequest) => FakeAnswerFor<N> | Promise<FakeAnswerFor<N>>);

/** The fake's answers, keyed by contract call name. */
export type FakeRoutes = { [N in CallName]?: FakeRoute<N> };
type AnyRoute = FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeApi {
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  requests: RecordedRequest[];
  /** What the fake was asked but could not answer as the server would; see verifyFakeApis. */
  problems: string[];
}

const callsByName = new Map(allCalls().map((call) => [call.name, call]));
const findCall = callRouter(allCalls());
const unverified = new Set<FakeApi>();

/**
 * A stand-in for the webapi in tests, built from the contract so that it cannot answer what the
 * server never would: requests are matched to contract calls by method and path, a success must
 * fit the call's answer schema, a failure is named by a code the call can answer (its status
 * follows from the code), and a request the test gave no answer for is a problem, not a 404.
 *
 * Problems found while answering reject the fetch, which the client turns into a network error
 * the app may well show quietly; so they are also collected for verifyFakeApis, which every Jest
 * suite runs after each test (jest.base.cjs).
 */
export function fakeApi(routes: FakeRoutes = {}): FakeApi {
  // Past the type check, an answer is an answer whatever call it is for: checkAnswer holds it to its call.
  const answers = routes as Record<string, AnyRoute | undefined>;
  for (const [name, route] of Object.entries(answers)) {
    const call = callsByName.get(name);
    if (!call) throw new FakeApiError(`No contract call is named ${name}`);
    if (route && typeof route !== 'function') checkAnswer(call, route);
  }

  const requests: RecordedRequest[] = [];
  const problems: string[] = [];
  const refuse = (problem: string): Promise<never> => {
    problems.push(problem);
    return Promise.reject(new FakeApiError(problem));
  };

  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://fake-api.test');
    const method = init?.method ?? 'GET';
    const matched = findCall(method, url.pathname);
    const request: RecordedRequest = {
      call: matched?.call.name as CallName | undefined,
      method,
      url: String(input),
      body: recordedBody(init?.body),
    };
    requests.push(request);
    if (!matched) return refuse(`No contract call answers ${method} ${url.pathname}`);

    const { call, params } = matched;
    const refusal = requestProblem(call, params, url, init?.body);
    if (refusal) return refuse(refusal);
    const route = answers[call.name];
    if (!route)
      return refuse(
        `The test gives no answer for ${call.name} (${method} ${request.url}); give one, or pending() for a call whose answer does not matter`,
      );

    const answer = typeof route === 'function' ? await route(request) : route;
    try {
      checkAnswer(call, answer);
    } catch (error) {
      return refuse((error as Error).message);
    }
    return respond(answer);
  };

  const fake = { fetch, requests, problems };
  unverified.add(fake);
  return fake;
}

function respond(answer: FakeAnswer): Promise<Response> {
  switch (answer.kind) {
    case 'ok':
      return Promise.resolve(json(200, answer.body));
    case 'failure':
      return Promise.resolve(
        json(errorStatus[answer.code], {
          error: answer.code,
          message: answer.message,
          ...(answer.target ? { target: answer.target } : {}),
        }),
      );
    case 'server-error':
      // What the server's error handler sends for anything it did not expect: the inside stays hidden.
      return Promise.resolve(json(500, { error: 'internal', message: texts.errors.generic }));
    case 'network':
      return Promise.reject(new TypeError('Failed to fetch'));
    case 'pending':
      return new Promise<never>(() => {});
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recordedBody(body: BodyInit | null | undefined): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData)
    return new URLSearchParams([...body].map(([name, value]): [string, string] => [name, String(value)])).toString();
  return String(body);
}

/**
 * Fails with every problem of the fakes built since the last check: requests that reached no
 * call, had no answer, would have been refused by the server, or got an answer it never gives.
 */
export function verifyFakeApis(): void {
  const problems = [...unverified].flatMap((fake) => fake.problems);
  unverified.clear();
  if (problems.length)
    throw new FakeApiError(`The fake webapi was asked for what the server would not answer:\n- ${problems.join('\n- ')}`);
}
