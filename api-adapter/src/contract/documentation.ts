import * as z from 'zod/mini';
import { publicAccess } from './access.js';
import { defineCall } from './define.js';

/** The machine-readable description of this webapi (README, 'The webapi for developers'). */
export const openApiDocumentPath = '/webapi/openapi.json';

export const getOpenApiDocument = defineCall({
  name: 'getOpenApiDocument',
  method: 'GET',
  path: openApiDocumentPath,
  access: publicAccess,
  encoding: 'none',
  /** An OpenAPI 3.1 document, generated from this contract (openapi/openapi-document.ts). */
  response: z.record(z.string(), z.unknown()),
});
