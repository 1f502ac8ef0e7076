import type * as z from 'zod/mini';
import type { CallDeclaration, ObjectSchema } from './define.js';
import { multiLineCheck, oneLineCheck } from './fields.js';

/**
 * Which fields of a call take text of one line and which of several, read from the checks their
 * schemas carry. The security tests send line breaks and control characters to every one of them,
 * so a new call's fields are tried without a list of their own.
 */

export type TextKind = 'one-line' | 'multi-line';

type Schema = z.core.$ZodType;

export interface DeclaredField {
  part: 'params' | 'query' | 'body';
  /** The keys leading to the field, nested objects unfolded: ['user_register', 'lastName']. */
  path: string[];
  schema: Schema;
}

function isObject(schema: Schema): schema is ObjectSchema {
  return schema._zod.def.type === 'object';
}

function leaves(schema: ObjectSchema, prefix: string[]): Array<{ path: string[]; schema: Schema }> {
  return Object.entries(schema.shape).flatMap(([key, inner]) =>
    isObject(inner) ? leaves(inner, [...prefix, key]) : [{ path: [...prefix, key], schema: inner }],
  );
}

/** Every field of params, query and body that is not an object itself. */
export function callFields(call: CallDeclaration): DeclaredField[] {
  return (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = call[part];
    return schema ? leaves(schema, []).map((leaf) => ({ part, ...leaf })) : [];
  });
}

/** The kind of text a field takes, looking through optional, nullable and the input side of pipes; undefined for anything else. */
export function textKindOf(schema: Schema): TextKind | undefined {
  const def = schema._zod.def as { type: string; checks?: unknown[]; innerType?: Schema; in?: Schema };
  if (def.checks?.includes(oneLineCheck)) return 'one-line';
  if (def.checks?.includes(multiLineCheck)) return 'multi-line';
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  return inner ? textKindOf(inner) : undefined;
}

/** The call's fields that take one line of text. */
export function oneLineFields(call: CallDeclaration): DeclaredField[] {
  return callFields(call).filter((field) => textKindOf(field.schema) === 'one-line');
}
