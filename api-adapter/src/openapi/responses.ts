import type { CallDeclaration } from '../contract/define.js';
import { errorStatus, possibleErrors, type ErrorCode } from '../contract/errors.js';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';

export const apiErrorReference = '#/components/schemas/ApiError';

/**
 * The answers of a call: its success (a JSON body, another media type the call declares, or the
 * redirect of an action route), one entry per error status with the codes the call can answer
 * there (errors.ts `possibleErrors`), and the 500 that any call may give.
 */
export function responsesOf(call: CallDeclaration): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  const success = successContent(call);
  if (success) responses['200'] = { description: 'Success.', content: success };
  if (call.redirects) {
    responses['3XX'] = {
      description: 'Redirect to the page that shows the outcome.',
      headers: { Location: { schema: { type: 'string' } } },
    };
  }
  for (const [status, codes] of errorCodesByStatus(call)) {
    responses[String(status)] = {
      description: codes.join(', '),
      content: { 'application/json': { schema: { $ref: apiErrorReference, properties: { error: { enum: codes } } } } },
    };
  }
  responses['500'] = {
    description: 'internal: the server failed; the answer says nothing more.',
    content: { 'application/json': { schema: { $ref: apiErrorReference } } },
  };
  return responses;
}

/** The body of a 200 by media type; none for a call that only redirects. */
function successContent(call: CallDeclaration): JsonSchema | undefined {
  const mediaType = call.answerMediaType;
  if (!mediaType) return call.redirects ? undefined : { 'application/json': { schema: jsonSchemaOf(call.response, 'output') } };
  // OpenAPI 3.1 describes a file body by its media type alone, without a schema.
  return { [mediaType]: mediaType.startsWith('text/') ? { schema: jsonSchemaOf(call.response, 'output') } : {} };
}

function errorCodesByStatus(call: CallDeclaration): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...possibleErrors(call)].sort()) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}
