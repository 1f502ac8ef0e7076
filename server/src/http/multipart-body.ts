import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { texts, unflattenBrackets, uploadFieldNames, type CallDeclaration, type Nested, type UploadedFile } from '@bfsm/api-adapter';
import { isValidFormToken } from './form-tokens.js';
import { bodyLimits } from './body-limits.js';
import { HttpError } from './http-error.js';

const fileFieldsByCall = new WeakMap<CallDeclaration, ReadonlySet<string>>();

function fileFieldsOf(call: CallDeclaration): ReadonlySet<string> {
  let fields = fileFieldsByCall.get(call);
  if (!fields) fileFieldsByCall.set(call, (fields = new Set(uploadFieldNames(call.body))));
  return fields;
}

/**
 * Reads a multipart body part by part, as it streams in. Text fields are small (multipartLimits).
 * A file is read only into a field that the call's contract declares with `upload`, once, and only
 * after the form token has arrived and is valid: the client sends text fields first. Any other
 * file part ends the request at its first bytes, so an anonymous caller cannot make the server
 * hold megabytes.
 */
/**
 * Buffer of each part's stream. busboy (3.2.6) silently skips a part it cannot use (no
 * Content-Disposition, not form-data) and, when one chunk brings more of that part than this
 * buffer holds, stops reading for good: the request never gets an answer. A socket delivers at
 * most 64 KiB per chunk, so 1 MiB keeps skipped parts flowing.
 */
const partBufferBytes = 1024 * 1024;

export async function decodeMultipart(call: CallDeclaration, request: FastifyRequest): Promise<Nested> {
  if (!request.isMultipart()) return {};
  const fileFields = fileFieldsOf(call);
  const token = formTokenGate(call, request);
  const readFiles = new Set<string>();
  const fields: Array<[string, string | UploadedFile]> = [];

  for await (const part of request.parts({ fileHwm: partBufferBytes })) {
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) throw HttpError.payloadTooLarge();
      const value = String(part.value);
      if (part.fieldname === token.fieldName) token.check(value);
      fields.push([part.fieldname, value]);
      continue;
    }
    if (!fileFields.has(part.fieldname) || readFiles.has(part.fieldname)) refuse(part, HttpError.invalidInput(texts.validation.upload));
    if (!token.passed()) refuse(part, HttpError.invalidToken());
    readFiles.add(part.fieldname);
    const data = await readFile(part);
    // A file input left empty still sends a part with no name and no bytes.
    if (data.length > 0) fields.push([part.fieldname, { filename: part.filename, mimetype: part.mimetype, data: new Uint8Array(data) }]);
  }
  return unflattenBrackets(fields);
}

/** Ends the file part, and with it the reading of the request, without taking in its bytes. */
function refuse(part: MultipartFile, error: HttpError): never {
  part.file.destroy();
  throw error;
}

/**
 * The file's bytes, at most bodyLimits.fileBytes (multipartLimits.fileSize). At the limit the
 * reading stops at once; the multipart reader's own toBuffer would read the rest of the request
 * to its end first.
 */
async function readFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let tooLarge = false;
  part.file.once('limit', () => {
    tooLarge = true;
    part.file.destroy();
  });
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (error) {
    if (!tooLarge) throw error;
  }
  if (tooLarge || part.file.truncated)
    throw HttpError.payloadTooLarge(`Die Datei ist zu groß (höchstens ${bodyLimits.fileBytes / 1024 / 1024} MB).`, part.fieldname);
  return Buffer.concat(chunks);
}

/**
 * The call's form token as a gate for files. A token in the body is checked the moment its field
 * arrives; one in the query or path is checked before the first part. contract-route checks the
 * token again after the body, for every encoding.
 */
function formTokenGate(
  call: CallDeclaration,
  request: FastifyRequest,
): { fieldName?: string; check(token: unknown): void; passed(): boolean } {
  if (!call.token) return { check: () => {}, passed: () => true };
  const { action } = call.token.call;
  let passed = false;
  const check = (token: unknown) => {
    if (!request.session || !isValidFormToken(request.session.csrfSecret, action, token)) throw HttpError.invalidToken();
    passed = true;
  };
  const [part, ...path] = call.token.field.split('.') as ['params' | 'query' | 'body', ...string[]];
  if (part === 'body') {
    const [first = '', ...rest] = path;
    return { fieldName: first + rest.map((key) => `[${key}]`).join(''), check, passed: () => passed };
  }
  check(path.reduce<unknown>((node, key) => (node as Nested | undefined)?.[key], part === 'query' ? request.query : request.params));
  return { check, passed: () => passed };
}
