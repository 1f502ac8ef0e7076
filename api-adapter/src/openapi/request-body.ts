import type { CallDeclaration, Encoding } from '../contract/define.js';
import { jsonSchemaOf, objectProperties, type JsonSchema } from './json-schema.js';

export const mediaTypes: Record<Exclude<Encoding, 'none'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  text: 'text/plain',
};

/**
 * The request body of a call. Form and multipart bodies travel with bracket names
 * (`user_register[email]`): OpenAPI's deepObject style for each nested part says so, and
 * `x-field-names` lists the names as they go on the wire.
 */
export function requestBodyOf(call: CallDeclaration): JsonSchema | undefined {
  if (!call.body || call.encoding === 'none') return undefined;
  const schema = jsonSchemaOf(call.body, 'input');
  const { properties } = objectProperties(schema);
  const nested = Object.keys(properties).filter((name) => properties[name]?.type === 'object');
  const encoding =
    call.encoding !== 'json' && nested.length > 0
      ? Object.fromEntries(nested.map((name) => [name, { style: 'deepObject', explode: true }]))
      : undefined;
  return {
    required: true,
    ...(call.encoding === 'json' ? {} : { 'x-field-names': fieldNames(schema) }),
    content: { [mediaTypes[call.encoding]]: { schema, ...(encoding ? { encoding } : {}) } },
  };
}

function fieldNames(schema: JsonSchema, prefix = ''): string[] {
  return Object.entries(objectProperties(schema).properties).flatMap(([key, inner]) => {
    const name = prefix ? `${prefix}[${key}]` : key;
    return inner.type === 'object' ? fieldNames(inner, name) : [name];
  });
}
