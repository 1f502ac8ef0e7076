import type { FastifyRequest } from 'fastify';
import { unflattenBrackets, type CallDeclaration, type Nested, type UploadedFile } from '@bfsm/api-adapter';
import { HttpError } from './http-error.js';

/** Largest file a form may carry (reference images). */
const maxFileBytes = 15 * 1024 * 1024;

/** The request body as the contract's nested object, whatever encoding the call declares. */
export async function decodeBody(call: CallDeclaration, request: FastifyRequest): Promise<Nested> {
  switch (call.encoding) {
    case 'none':
      return {};
    case 'json':
      return isObject(request.body) ? request.body : {};
    case 'form':
      return isObject(request.body) ? unflattenBrackets(Object.entries(request.body).map(([key, value]) => [key, firstValue(value)])) : {};
    case 'multipart':
      return decodeMultipart(request);
    case 'text':
      return { text: typeof request.body === 'string' ? request.body : '' };
  }
}

async function decodeMultipart(request: FastifyRequest): Promise<Nested> {
  if (!request.isMultipart()) return {};
  const fields: Array<[string, string | UploadedFile]> = [];
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 4, fields: 60 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) throw HttpError.invalidInput('Die Datei ist zu groß (höchstens 15 MB).', part.fieldname);
      // A file input left empty still sends a part with no name and no bytes.
      if (data.length > 0) fields.push([part.fieldname, { filename: part.filename, mimetype: part.mimetype, data: new Uint8Array(data) }]);
    } else {
      fields.push([part.fieldname, String(part.value)]);
    }
  }
  return unflattenBrackets(fields);
}

function isObject(value: unknown): value is Nested {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A repeated form field keeps its first value, as the contract declares single values. */
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
