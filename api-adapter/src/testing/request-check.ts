import type * as z from 'zod/mini';
import { unflattenBrackets, type Nested } from '../contract/brackets.js';
import type { CallDeclaration } from '../contract/define.js';

/** How a schema's complaint reads in a test failure: where, and what was wrong (zod/mini carries no wording of its own). */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.map(String).join('.') || '(root)';
      const expected =
        'expected' in issue
          ? `, expected ${String(issue.expected)}`
          : 'values' in issue
            ? `, expected one of ${JSON.stringify(issue.values)}`
            : '';
      return `${where}: ${issue.code}${expected}`;
    })
    .join('; ');
}

/** The request body as the server decodes it for the call's encoding. */
function decodeBody(call: CallDeclaration, body: BodyInit | null | undefined): Nested {
  if (call.encoding === 'json') return typeof body === 'string' ? (JSON.parse(body) as Nested) : {};
  if (call.encoding === 'form') return unflattenBrackets(new URLSearchParams(body instanceof URLSearchParams ? body : String(body ?? '')));
  if (call.encoding === 'multipart') return body instanceof FormData ? unflattenBrackets(body) : {};
  if (call.encoding === 'text') return { text: typeof body === 'string' ? body : '' };
  return {};
}

/**
 * Why the server would refuse this request before its handler runs (a missing token, params,
 * query or body that do not fit the contract), or undefined when it would take it.
 */
export function requestProblem(
  call: CallDeclaration,
  params: Record<string, string>,
  url: URL,
  body: BodyInit | null | undefined,
): string | undefined {
  const raw: Record<'params' | 'query' | 'body', Nested> = {
    params,
    query: Object.fromEntries(url.searchParams),
    body: decodeBody(call, body),
  };
  if (call.token) {
    const [part, ...path] = call.token.field.split('.') as ['params' | 'query' | 'body', ...string[]];
    const token = path.reduce<unknown>((node, key) => (node as Nested | undefined)?.[key], raw[part]);
    if (typeof token !== 'string' || !token)
      return `${call.name} was sent without its token in ${call.token.field}: the server answers 403 invalid-token`;
  }
  for (const part of ['params', 'query', 'body'] as const) {
    const parsed = call[part]?.safeParse(raw[part]);
    if (parsed && !parsed.success)
      return `${call.name} was sent ${part} that the contract refuses (${describeIssues(parsed.error)}): the server answers 400 invalid-input`;
  }
  return undefined;
}
