import * as z from 'zod/mini';
import type { Access } from './access.js';
import type { ErrorCode } from './errors.js';

/**
 * How one call of the webapi looks on the wire. Every call of the webapi is declared once
 * with `defineCall`; the server registers its routes from these declarations and the typed
 * client builds its requests from them, so the two sides cannot drift apart.
 */
export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * none: no body. json: application/json. form: urlencoded with bracket names. multipart: form-data
 * with bracket names. text: the whole body as it came, as the field `text` (Sentry's error-report
 * envelopes, newline-separated JSON that no form or JSON parser reads).
 */
export type Encoding = 'none' | 'json' | 'form' | 'multipart' | 'text';

/**
 * Where the write call carries its form or action token, as a dotted path into the request:
 * 'body._token', 'body.user_register._token', 'query.token' or 'params.token'.
 */
export type TokenField = `${'body' | 'query' | 'params'}.${string}`;

export type AnySchema = z.ZodMiniType;
export type ObjectSchema = z.ZodMiniObject;

export interface CallDeclaration {
  /** Stable name, used in errors, logs and the contract test. */
  readonly name: string;
  readonly method: Method;
  /** Fastify path syntax: `:param`, and `:param?` for an optional last segment. */
  readonly path: string;
  /** Who may call, on which object (access.ts). The server refuses anyone else: 401 anonymous, 403 otherwise. */
  readonly access: Access;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: ObjectSchema;
  readonly encoding: Encoding;
  /** The answer of a successful call (HTTP 200). Errors always have the shape of `apiErrorBody`. */
  readonly response: AnySchema;
  /** For write calls: the token call whose answer must be sent back, and where. */
  readonly token?: { readonly call: TokenCallDeclaration; readonly field: TokenField };
  /** Errors this call answers beyond those its declaration implies (errors.ts `possibleErrors`). */
  readonly errors?: readonly ErrorCode[];
  /** For calls that are not under /webapi and answer with a redirect instead of JSON. */
  readonly redirects?: true;
  /**
   * The media type of a success answer that is not JSON, so that a generated client does not
   * parse it as JSON. A text type's body is what `response` describes; any other type is a file,
   * and a range such as `application/*` stands for a file whose type depends on the file.
   */
  readonly answerMediaType?: string;
  /**
   * The call may sign someone in. Its handler does so only through the server's session gate,
   * which refuses a call without this mark; it answers `signInAnswer`, and a test walks every
   * call so marked with an account that has a second factor.
   */
  readonly startsSession?: true;
}

/** A call that hands out a token bound to the session and to one action. */
export interface TokenCallDeclaration extends CallDeclaration {
  readonly action: string;
}

export function defineCall<const D extends CallDeclaration>(declaration: D): D {
  return declaration;
}

export const tokenAnswer = z.object({ token: z.string() });

/** A GET call that answers `{ token }` for one action; `extra` adds fields (such as a captcha challenge URL). */
export function defineTokenCall<
  const N extends string,
  const P extends string,
  const A extends Access,
  E extends z.core.$ZodLooseShape = Record<never, never>,
>(name: N, path: P, action: string, access: A, extra?: E) {
  return {
    name,
    method: 'GET',
    path,
    access,
    encoding: 'none',
    action,
    response: z.extend(tokenAnswer, extra ?? ({} as E)),
  } as const satisfies TokenCallDeclaration;
}

/** The one error shape of the whole webapi. `target` names the form field an error belongs to. */
export const apiErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  target: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

type Infer<S> = S extends AnySchema ? z.infer<S> : undefined;
type InferIn<S> = S extends AnySchema ? z.input<S> : undefined;

/** What a caller passes: the raw (wire-side) shape of params, query and body. The token is filled in by the client. */
export type CallInput<C extends CallDeclaration> = {
  [K in 'params' | 'query' | 'body' as C[K] extends AnySchema ? K : never]: InferIn<C[K]>;
};
/** What the server handler receives after parsing. */
export type ParsedInput<C extends CallDeclaration> = {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
};
export type CallOutput<C extends CallDeclaration> = z.infer<C['response']>;
