import type { CallDeclaration } from '../contract/define.js';
import { callSummaries } from './call-summaries.js';
import { jsonSchemaOf, objectProperties, type JsonSchema } from './json-schema.js';
import type { PathVariant } from './path-variants.js';
import { requestBodyOf } from './request-body.js';
import { responsesOf } from './responses.js';

export const sessionScheme = 'session';
export const deviceTokenScheme = 'deviceToken';

/** The OpenAPI operation of one call on one of its paths. */
export function operationOf(call: CallDeclaration, domain: string, variant: PathVariant): JsonSchema {
  const requestBody = requestBodyOf(call);
  return {
    operationId: variant.without ? `${call.name}Without${capitalize(variant.without)}` : call.name,
    summary: summaryOf(call),
    tags: [domain],
    ...(variant.without ? { description: `${call.name} without its optional parameter '${variant.without}'.` } : {}),
    'x-contract-call': call.name,
    'x-access': call.access,
    'x-encoding': call.encoding,
    ...tokenExtensions(call),
    // Public calls work without a session, but some (token calls) bind what they answer to one.
    security: securityOf(call),
    parameters: [...pathParameters(call, variant), ...queryParameters(call)],
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(call),
  };
}

function summaryOf(call: CallDeclaration): string {
  // Its type holds every name of the root contract; a call declared outside it has none.
  const summaries: Partial<Record<string, string>> = callSummaries;
  const summary = summaries[call.name];
  if (!summary) throw new Error(`The call ${call.name} has no summary in call-summaries.ts.`);
  return summary;
}

function securityOf(call: CallDeclaration): JsonSchema[] {
  if (call.access.role === 'device') return [{ [deviceTokenScheme]: [] }];
  // The desktop API's public calls (activation, the public key) need no session.
  if (call.path.startsWith('/api/')) return [{}];
  return call.access.role === 'public' ? [{}, { [sessionScheme]: [] }] : [{ [sessionScheme]: [] }];
}

/** Which token call hands out the token of a write call, and where it goes; or which action a token call serves. */
function tokenExtensions(call: CallDeclaration): JsonSchema {
  if ('action' in call) return { 'x-token-action': call.action };
  if (!call.token) return {};
  const { call: tokenCall, field } = call.token;
  return { 'x-token': { call: tokenCall.name, method: tokenCall.method, path: tokenCall.path, action: tokenCall.action, field } };
}

function pathParameters(call: CallDeclaration, variant: PathVariant): JsonSchema[] {
  if (!call.params) return [];
  const { properties } = objectProperties(jsonSchemaOf(call.params, 'input'));
  return variant.params.map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? {} }));
}

function queryParameters(call: CallDeclaration): JsonSchema[] {
  if (!call.query) return [];
  const { properties, required } = objectProperties(jsonSchemaOf(call.query, 'input'));
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
