import * as z from 'zod/mini';
import { buildPath, callFields, type CallDeclaration, type DeclaredField } from '@bfsm/api-adapter';
import type { InjectOptions } from 'fastify';
import { encodedBody } from '../../support/request-body.js';
import { bracketName, tokenPlace } from './call-shape.js';

/**
 * A request that the contract accepts in every field but one, built from the call's own schemas:
 * so the answer to it is about that one field. What the handler would make of the valid rest
 * never matters, since a refused field stops the request before the handler.
 */

/**
 * Values that most fields take; each field gets the first its schema accepts (after nothing at all,
 * where it may be left out). The address is a release's installer, which takes no plain word (decision 050).
 */
const everydayValues = [
  'Beispiel',
  'beispiel@example.com',
  '1',
  '2025-01-31',
  '4.2.1.0',
  'https://downloads.example.com/Beispiel.appinstaller',
];
/** A JSON body's fields that take no text: a flag, a number of days. */
const jsonValues = [false, 4];

type Schema = DeclaredField['schema'];
type FieldValue = string | number | boolean | FieldValue[] | { [key: string]: FieldValue | undefined };

function accepts(schema: Schema, value: unknown): boolean {
  return z.safeParse(schema, value).success;
}

/** A value the field's schema accepts (`typed`: a JSON body's, which may be a flag or a number); undefined where leaving it out is valid. */
export function validValue(schema: Schema, candidates: readonly string[] = [], typed = false): FieldValue | undefined {
  if (accepts(schema, undefined)) return undefined;
  // A JSON body's list (a quote's lines): one element, built the same way field by field.
  if (typed && schema._zod.def.type === 'array') return [validElement((schema._zod.def as unknown as { element: Schema }).element)];
  const enumValues = [...(schema._zod.values ?? [])].filter((value) => typeof value === 'string' || typeof value === 'number').map(String);
  const value = [...candidates, ...enumValues, ...everydayValues, ...(typed ? jsonValues : [])].find((candidate) =>
    accepts(schema, candidate),
  );
  if (value === undefined) throw new Error(`no valid value known for a field of type ${schema._zod.def.type}`);
  return value;
}

function validElement(schema: Schema): FieldValue {
  if (schema._zod.def.type !== 'object') return validValue(schema, [], true) as FieldValue;
  const shape = (schema._zod.def as unknown as { shape: Record<string, Schema> }).shape;
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, validValue(field, [], true)]));
}

export interface ValidRequestOptions {
  /** The one field that gets `value` instead of a valid one. */
  field: DeclaredField;
  value: string;
  /** A token for the call, from its token call, put where the contract wants it. */
  token?: string;
  /** Values tried first for path parameters, such as the id of an existing user. */
  idCandidates: readonly string[];
  headers: Record<string, string>;
}

const sameField = (a: DeclaredField, b: DeclaredField) => a.part === b.part && bracketName(a.path) === bracketName(b.path);

export function validRequestExceptOne(call: CallDeclaration, options: ValidRequestOptions): InjectOptions {
  const place = tokenPlace(call);
  const pairs: Record<DeclaredField['part'], Array<[string, FieldValue]>> = { params: [], query: [], body: [] };
  for (const field of callFields(call)) {
    const name = bracketName(field.path);
    const isToken = place?.part === field.part && bracketName(place.path) === name;
    const typed = field.part === 'body' && call.encoding === 'json';
    const value = sameField(field, options.field)
      ? options.value
      : isToken
        ? options.token
        : validValue(field.schema, field.part === 'params' ? options.idCandidates : [], typed);
    if (value !== undefined) pairs[field.part].push([name, value]);
  }
  const query = pairs.query.map(([name, value]) => [name, String(value)]);
  const url = buildPath(call.path, Object.fromEntries(pairs.params)) + (query.length ? `?${new URLSearchParams(query)}` : '');
  return { method: call.method, url, ...encodedBody(call.encoding, pairs.body, options.headers) };
}
