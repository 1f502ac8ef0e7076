import fc from 'fast-check';
import type { Encoding } from '@bfsm/api-adapter';
import { hugeText, junkFieldName, junkPairs, junkText, percentEncode, wrongTypeValue } from './junk.js';

/** Request bodies in every encoding, well-formed around junk and broken in their framing. */

export interface Body {
  contentType?: string;
  payload: Buffer;
}

/** Fields that must arrive intact, after the junk: the form token, and the poison of a request with real path parameters. */
export type FixedField = readonly [name: string, value: string];

/** Byte sequences that are never valid UTF-8: stray continuation, overlong '/', surrogate, 0xFE/0xFF, a five-byte form, NUL. */
const invalidUtf8 = [
  [0x80],
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x00],
].map((bytes) => Buffer.from(bytes));
const invalidBytes = fc.constantFrom(...invalidUtf8);

const text = (value: string) => Buffer.from(value, 'utf8');

/** `a[b][c]` → ['a', 'b', 'c'], as the server unfolds bracket names. */
function bracketPath(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  return match ? [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((inner) => inner[1] as string)] : [name];
}

// ---- application/x-www-form-urlencoded

function formBody(declared: readonly string[], fixed: readonly FixedField[]): fc.Arbitrary<Buffer> {
  const junk = junkPairs(declared).chain((pairs) =>
    fc.tuple(...pairs.map(([name, value]) => fc.boolean().map((encode) => `${encode ? percentEncode(name) : name}=${value}`))),
  );
  return fc
    .record({
      junk,
      bytes: fc.option(fc.tuple(junkFieldName(declared), invalidBytes)),
      raw: fc.constantFrom('', '&&', '=', '&=&', 'a=b=c'),
    })
    .map(({ junk, bytes, raw }) => {
      const chunks = [...junk, raw].filter(Boolean).map(text);
      if (bytes) chunks.push(Buffer.concat([text(`${bytes[0]}=`), bytes[1]]));
      chunks.push(...fixed.map(([name, value]) => text(`${percentEncode(name)}=${percentEncode(value)}`)));
      return joinBuffers(chunks, '&');
    });
}

// ---- application/json

type JsonNode = Array<[string, JsonNode | { value: unknown }]>;

/** Serialises entries in order, so duplicate keys and `__proto__` survive as the text a client could send. */
function jsonText(entries: ReadonlyArray<readonly [string[], unknown]>): string {
  const root: JsonNode = [];
  for (const [path, value] of entries) {
    let node = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node.push([key, { value }]);
        return;
      }
      const existing = node.find(([name, child]) => name === key && Array.isArray(child));
      const child: JsonNode = existing ? (existing[1] as JsonNode) : [];
      if (!existing) node.push([key, child]);
      node = child;
    });
  }
  const write = (node: JsonNode): string =>
    `{${node.map(([key, child]) => `${JSON.stringify(key)}:${Array.isArray(child) ? write(child) : (JSON.stringify(child.value) ?? 'null')}`).join(',')}}`;
  return write(root);
}

/** Broken or hostile JSON documents: truncated, empty, not an object, numbers beyond a double, prototype keys, duplicate keys, 1,000 levels deep. */
const rawJson = fc.constantFrom(
  '{',
  '',
  ' ',
  'null',
  '[]',
  '"x"',
  '1e309',
  'NaN',
  "{'a':1}",
  '{"a":1e309}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":1,"a":2}',
  `${'['.repeat(1_000)}${']'.repeat(1_000)}`,
  `${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}`,
  '\uFEFF{}',
  `{"a":"${hugeText}"}`,
);

function jsonBody(declared: readonly string[], fixed: readonly FixedField[]): fc.Arbitrary<Buffer> {
  const structured = fc
    .record({ entries: fc.array(fc.tuple(junkFieldName(declared), wrongTypeValue), { maxLength: 6 }), bytes: fc.option(invalidBytes) })
    .map(({ entries, bytes }) => {
      const document = jsonText([...entries, ...fixed].map(([name, value]) => [bracketPath(name), value] as const));
      if (!bytes) return text(document);
      // A string of invalid UTF-8 in front of the document's own fields.
      return Buffer.concat([text('{"x":"'), bytes, text(`"${document === '{}' ? '' : ','}${document.slice(1)}`)]);
    });
  return fc.oneof({ weight: 3, arbitrary: structured }, rawJson.map(text));
}

// ---- multipart/form-data

type Part = { name: string; value: Buffer } | { name: string; filename: string; type: string; value: Buffer };

const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';

/**
 * Well-formed framing, or broken: a header boundary that the body does not use, none at all, an
 * empty or overlong one, no closing delimiter, parts without headers or without the blank line.
 */
const framings = [
  'well-formed',
  'other-boundary',
  'no-boundary',
  'empty-boundary',
  'long-boundary',
  'unclosed',
  'no-disposition',
  'no-blank-line',
] as const;
type Framing = (typeof framings)[number];

function part(item: Part, framing: Framing): Buffer {
  const disposition =
    framing === 'no-disposition'
      ? ''
      : `Content-Disposition: form-data; name="${item.name}"${'filename' in item ? `; filename="${item.filename}"` : ''}\r\n`;
  const type = 'filename' in item ? `Content-Type: ${item.type}\r\n` : '';
  const separator = framing === 'no-blank-line' ? '' : '\r\n';
  return Buffer.concat([text(`--${boundary}\r\n${disposition}${type}${separator}`), item.value, text('\r\n')]);
}

function multipartContentType(framing: Framing): string {
  switch (framing) {
    case 'other-boundary':
      return 'multipart/form-data; boundary=somethingelse';
    case 'no-boundary':
      return 'multipart/form-data';
    case 'empty-boundary':
      return 'multipart/form-data; boundary=';
    case 'long-boundary':
      return `multipart/form-data; boundary=${'b'.repeat(200)}`;
    default:
      return `multipart/form-data; boundary=${boundary}`;
  }
}

/** The first bytes of a PNG, JPEG, GIF or WebP followed by junk: past a check of the file's type, into the image decoder. */
const imageLikeBytes = fc
  .tuple(
    fc.constantFrom(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0xff, 0xd8, 0xff, 0xe0],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
      [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    ),
    fc.uint8Array({ maxLength: 2048 }),
  )
  .map(([magic, rest]) => Buffer.concat([Buffer.from(magic), Buffer.from(rest)]));

function multipartBody(
  declared: readonly string[],
  fixed: readonly FixedField[],
  framingChoice: fc.Arbitrary<Framing>,
): fc.Arbitrary<Body> {
  const textPart = fc
    .tuple(junkFieldName(declared), fc.oneof(junkText.map(text), invalidBytes))
    .map(([name, value]): Part => ({ name, value }));
  const filePart = fc
    .record({
      name: junkFieldName(declared),
      filename: fc.constantFrom('', 'x.png', '../../x.png', '%00.png', 'a'.repeat(300)),
      type: fc.constantFrom('image/png', 'text/html', '', 'x'),
      value: fc.oneof(invalidBytes, fc.constant(text(hugeText)), imageLikeBytes),
    })
    .map((file): Part => file);
  // Now and then past the server's limits: more than 60 fields or more than 4 files in one request.
  const tooManyFields = Array.from({ length: 70 }, (_, index): Part => ({ name: `f${index}`, value: text('x') }));
  const tooManyFiles = Array.from({ length: 5 }, (_, index): Part => ({
    name: `file${index}`,
    filename: 'x.png',
    type: 'image/png',
    value: text('x'),
  }));
  const tooMany = fc.oneof({ weight: 6, arbitrary: fc.constant<Part[]>([]) }, fc.constant(tooManyFields), fc.constant(tooManyFiles));
  return fc
    .record({ parts: fc.array(fc.oneof({ weight: 3, arbitrary: textPart }, filePart), { maxLength: 6 }), tooMany, framing: framingChoice })
    .map(({ parts, tooMany, framing }) => {
      const fixedParts = fixed.map(([name, value]): Part => ({ name, value: text(value) }));
      const body = Buffer.concat([
        ...[...parts, ...tooMany, ...fixedParts].map((item) => part(item, framing)),
        text(framing === 'unclosed' ? '' : `--${boundary}--\r\n`),
      ]);
      return { contentType: multipartContentType(framing), payload: body };
    });
}

// ---- the call's own encoding, and the wrong ones

const formType = 'application/x-www-form-urlencoded';
const jsonType = 'application/json';

/** Content types no call declares, or declared with broken parameters. */
const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=',
  `${formType}; charset=ISO-8859-1`,
  'multipart/mixed; boundary=x',
  'application/*',
  'invalid',
  ';',
  'application/json, text/plain',
  `${jsonType}${' '.repeat(300)}`,
);

/** A body in the call's own encoding with well-formed framing, so the fixed fields are sure to arrive. */
export function ownEncodingBody(
  encoding: Encoding,
  declared: readonly string[],
  fixed: readonly FixedField[],
): fc.Arbitrary<Body | undefined> {
  switch (encoding) {
    case 'none':
      return fc.constant(undefined);
    case 'form':
      return formBody(declared, fixed).map((payload) => ({ contentType: formType, payload }));
    case 'json':
      return jsonBody(declared, fixed).map((payload) => ({ contentType: jsonType, payload }));
    case 'multipart':
      return multipartBody(declared, fixed, fc.constant('well-formed'));
    case 'text':
      // A raw text body (the error-report tunnel): junk is anything that is no envelope of ours.
      return fc.string({ maxLength: 2000 }).map((text) => ({ contentType: 'text/plain', payload: Buffer.from(text) }));
  }
}

/** Any body at all: the call's own encoding, another one (json to a form call, a form to a multipart call), broken multipart framing, a wrong content type, none. */
export function anyBody(encoding: Encoding, declared: readonly string[], fixed: readonly FixedField[]): fc.Arbitrary<Body | undefined> {
  const payloads = fc.oneof(
    formBody(declared, fixed),
    jsonBody(declared, fixed),
    multipartBody(declared, fixed, fc.constant('well-formed')).map((body) => body.payload),
  );
  return fc.oneof(
    { weight: 6, arbitrary: ownEncodingBody(encoding, declared, fixed) },
    formBody(declared, fixed).map((payload) => ({ contentType: formType, payload })),
    jsonBody(declared, fixed).map((payload) => ({ contentType: jsonType, payload })),
    multipartBody(declared, fixed, fc.constantFrom(...framings)),
    fc.record({ contentType: wrongContentTypes, payload: payloads }),
    fc.record({
      contentType: fc.constantFrom(formType, jsonType, `multipart/form-data; boundary=${boundary}`),
      payload: fc.constant(Buffer.alloc(0)),
    }),
    fc.constant(undefined),
  );
}

function joinBuffers(chunks: Buffer[], separator: string): Buffer {
  return Buffer.concat(chunks.flatMap((chunk, index) => (index === 0 ? [chunk] : [text(separator), chunk])));
}
