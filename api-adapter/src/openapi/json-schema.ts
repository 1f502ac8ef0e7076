import * as z from 'zod/mini';
import type { AnySchema } from '../contract/define.js';
import { upload } from '../contract/upload.js';

export type JsonSchema = { [key: string]: unknown };

/** The file check inside the optional `upload` field: zod cannot describe a custom check, we can. */
const uploadedFile = upload.def.innerType;

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of one contract schema. Requests are
 * described as a client sends them ('input': before coercions and transforms), answers as the
 * server sends them ('output').
 */
export function jsonSchemaOf(schema: AnySchema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, {
    io,
    // Transforms have no JSON Schema; their input side (io 'input') or an open schema stands in.
    unrepresentable: 'any',
    override: (context) => {
      if (context.zodSchema === uploadedFile)
        Object.assign(context.jsonSchema, { type: 'string', contentMediaType: 'application/octet-stream' });
    },
  });
  // Local $defs would point into the OpenAPI document's root, where they are not.
  if ('$defs' in converted)
    throw new Error('A contract schema refers to itself; move the shared part into components before generating OpenAPI.');
  return converted;
}

/** The properties of an object schema and which of them are required. */
export function objectProperties(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: ReadonlySet<string> } {
  return {
    properties: (schema.properties ?? {}) as Record<string, JsonSchema>,
    required: new Set((schema.required ?? []) as string[]),
  };
}
