import { apiErrorBody, type CallDeclaration, type CallInput, type CallOutput } from '../contract/define.js';
import { flattenBrackets, type Nested } from '../contract/brackets.js';
import { buildPath } from '../contract/paths.js';
import { texts } from '../domain/texts.js';
import { ApiError } from './api-error.js';

export interface ClientEnvironment {
  /** Base URL of the webapi; '' in the browser (same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The current address (path, query, hash), used for the `next` parameter of the login redirect. */
  currentAddress?: () => string;
  /** Leaves the page. In the browser: `location.assign`. */
  navigate?: (url: string) => void;
}

export interface CallOptions {
  /** Default true: a 401 sends the browser to the login page. False for probes such as "is anyone signed in?". */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The address of the login page that returns to `address` afterwards. */
export function loginAddress(address: string): string {
  return `/login?next=${encodeURIComponent(address)}`;
}

/** The typed client: the one place that calls fetch for the apps. */
export function createApiClient(environment: ClientEnvironment = {}) {
  const baseUrl = environment.baseUrl ?? '';
  const doFetch = environment.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
  const currentAddress =
    environment.currentAddress ?? (() => `${browserLocation().pathname}${browserLocation().search}${browserLocation().hash}`);
  const navigate = environment.navigate ?? ((url: string) => browserLocation().assign(url));

  async function send<C extends CallDeclaration>(call: C, input: CallInput<C>, options: CallOptions): Promise<CallOutput<C>> {
    const parts = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Nested };
    let url = baseUrl + buildPath(call.path, parts.params);
    const query = Object.entries(parts.query ?? {}).filter(([, value]) => value !== undefined && value !== null);
    if (query.length) url += `?${new URLSearchParams(query.map(([key, value]): [string, string] => [key, String(value)]))}`;

    const init: RequestInit = { method: call.method, credentials: 'same-origin', headers: { accept: 'application/json' } };
    if (options.signal) init.signal = options.signal;
    if (call.encoding === 'json') {
      init.body = JSON.stringify(parts.body ?? {});
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    } else if (call.encoding === 'form') {
      init.body = new URLSearchParams(flattenBrackets(parts.body ?? {}) as Array<[string, string]>);
    } else if (call.encoding === 'text') {
      init.body = String(parts.body?.text ?? '');
      init.headers = { ...init.headers, 'content-type': 'text/plain;charset=UTF-8' };
    } else if (call.encoding === 'multipart') {
      const form = new FormData();
      const fields = flattenBrackets(parts.body ?? {});
      // Text fields, the form token among them, before files: the server reads no file before a valid token.
      const textFields = fields.filter(([, value]) => typeof value === 'string');
      const fileFields = fields.filter(([, value]) => typeof value !== 'string');
      for (const [name, value] of [...textFields, ...fileFields]) form.append(name, value);
      init.body = form;
    }

    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw ApiError.network();
    }

    if (response.status === 401 && options.redirectOnUnauthorized !== false) {
      navigate(loginAddress(currentAddress()));
      // The page is being left: the caller must never resume.
      return new Promise<never>(() => {});
    }

    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = apiErrorBody.safeParse(payload);
      if (parsed.success) throw new ApiError(response.status, parsed.data.error, parsed.data.message, parsed.data.target);
      throw new ApiError(response.status, 'http', texts.errors.generic);
    }
    const parsed = call.response.safeParse(payload);
    if (!parsed.success) throw new ApiError(response.status, 'invalid-response', texts.errors.generic);
    return parsed.data as CallOutput<C>;
  }

  return {
    /**
     * Makes one call. For a write call that declares a token, an absent token is fetched first
     * from its token call and sent back in the declared field.
     */
    async call<C extends CallDeclaration>(call: C, input: CallInput<C>, options: CallOptions = {}): Promise<CallOutput<C>> {
      if (!call.token) return send(call, input, options);
      const [part, ...path] = call.token.field.split('.') as ['body' | 'query' | 'params', ...string[]];
      const withToken = copyInput(input) as Record<string, Nested | undefined>;
      let node: Nested = (withToken[part] ??= {});
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Nested;
      const last = path[path.length - 1] as string;
      if (!node[last]) {
        const answer = (await send(call.token.call, {} as CallInput<typeof call.token.call>, options)) as { token: string };
        node[last] = answer.token;
      }
      return send(call, withToken as CallInput<C>, options);
    },
  };
}

/** The browser's location; typed here so that the server, which compiles this file without DOM types, can too. */
function browserLocation(): { pathname: string; search: string; hash: string; assign(url: string): void } {
  return (globalThis as unknown as { location: ReturnType<typeof browserLocation> }).location;
}

/** Copies the plain-object skeleton of an input, keeping files (Blob) as they are. */
function copyInput(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || (typeof Blob !== 'undefined' && value instanceof Blob)) return value;
  if (Array.isArray(value)) return value.map(copyInput);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copyInput(inner)]));
}
