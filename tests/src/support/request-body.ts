import { flattenBrackets, unflattenBrackets, type Encoding, type Nested } from '@bfsm/api-adapter';

/** A request body and the headers that describe it; spread into `app.inject` (or a fetch's init, as `body`). */
export interface EncodedBody {
  payload?: string;
  headers: Record<string, string>;
}

/**
 * The bracket-named fields (see flattenBrackets) of a request in a call's encoding, as the browser
 * sends them: the one place this package encodes a form (urlencoded or multipart) or a JSON body
 * for a request it builds by hand. `headers` are kept and the content type is added. A call
 * without a body ('none') gets none; a text body is its field `text`.
 */
export function encodedBody(
  encoding: Encoding,
  fields: Array<[string, string | number | boolean | object]>,
  headers: Record<string, string> = {},
): EncodedBody {
  // A JSON body keeps a flag or a number as it is; every other encoding sends text.
  const texts = fields.map(([name, value]): [string, string] => [name, String(value)]);
  switch (encoding) {
    case 'form':
      return {
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(texts).toString(),
      };
    case 'json':
      return { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(unflattenBrackets(fields)) };
    case 'multipart': {
      const boundary = '----bfsm-test-boundary';
      const parts = texts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      return {
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${parts.join('')}--${boundary}--\r\n`,
      };
    }
    case 'text':
      return {
        headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
        payload: texts.find(([name]) => name === 'text')?.[1] ?? '',
      };
    case 'none':
      return { headers };
  }
}

/** The bracket-named fields of a nested body (`{ a: { b: 1 } }` → `a[b]=1`), each value as the text a form sends. */
export function bracketFields(body: Nested): Array<[string, string]> {
  return flattenBrackets(body).map(([name, value]): [string, string] => [name, String(value)]);
}
