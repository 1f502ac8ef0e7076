import { unflattenBrackets, type CallDeclaration, type ObjectSchema } from '@bfsm/api-adapter';

/**
 * What a contract call declares, read from its schemas, so the fuzz aims at the fields a
 * handler actually reads and picks up every new call without a list of its own.
 */

/** A field as the keys leading to it inside params, query or body. */
export type FieldPath = readonly string[];

type Schema = NonNullable<CallDeclaration['body']>['shape'][string];

function isObjectSchema(schema: Schema): schema is ObjectSchema {
  return schema._zod.def.type === 'object';
}

/** The name a form or multipart body gives a field: ['user_register', 'email'] → 'user_register[email]'. */
export function bracketName(path: FieldPath): string {
  const [first = '', ...rest] = path;
  return first + rest.map((key) => `[${key}]`).join('');
}

/** Every non-object field of a schema, nested objects unfolded. */
export function declaredFields(schema: ObjectSchema | undefined, prefix: FieldPath = []): FieldPath[] {
  if (!schema) return [];
  return Object.entries(schema.shape).flatMap(([key, inner]) =>
    isObjectSchema(inner) ? declaredFields(inner, [...prefix, key]) : [[...prefix, key]],
  );
}

export interface TokenPlace {
  part: 'params' | 'query' | 'body';
  path: FieldPath;
}

/** Where a write call carries its token ('body.user_register._token' → body, ['user_register', '_token']). */
export function tokenPlace(call: CallDeclaration): TokenPlace | undefined {
  if (!call.token) return undefined;
  const [part, ...path] = call.token.field.split('.') as [TokenPlace['part'], ...string[]];
  return { part, path };
}

export interface PathParam {
  name: string;
  optional: boolean;
}

/** The parameters of a Fastify path: '/webapi/changePw/:userId?' → userId, optional. */
export function pathParams(path: string): PathParam[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)].map((match) => ({ name: match[1] as string, optional: match[2] === '?' }));
}

/**
 * True when the call refuses a request that brings nothing: it needs a token, a path parameter
 * or a required field. Only a call that needs no input may answer junk with success, because
 * there the junk is merely ignored. With `tokenGiven`, the token no longer counts: a call that
 * needs nothing else is then answerable, so sending it a valid token tests no bad input.
 */
export function needsInput(call: CallDeclaration, tokenGiven = false): boolean {
  const refusesEmpty = (part: 'query' | 'body') =>
    call[part] !== undefined && !call[part].safeParse(tokenGiven ? tokenOnly(call, part) : {}).success;
  return (!tokenGiven && call.token !== undefined) || pathParams(call.path).length > 0 || refusesEmpty('query') || refusesEmpty('body');
}

/** A request part holding nothing but the call's token, when the token travels in that part. */
function tokenOnly(call: CallDeclaration, part: 'query' | 'body'): Record<string, unknown> {
  const place = tokenPlace(call);
  if (place?.part !== part) return {};
  return place.path.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), 'token' as unknown as Record<string, unknown>);
}

/**
 * A field that makes the whole request invalid when it arrives as something else than a single
 * value: a query field sent twice (an array), or a body field sent with a bracket below it (an
 * object). Checked against the call's own schema, so it poisons only where the contract refuses
 * it. Sent with real path parameters, it keeps the request invalid while the server reads the
 * rest of it as deep as its validation goes.
 */
export interface Poison {
  part: 'query' | 'body';
  path: FieldPath;
}

export function poisonOf(call: CallDeclaration): Poison | undefined {
  const token = tokenPlace(call);
  const isToken = (part: Poison['part'], path: FieldPath) => token?.part === part && bracketName(token.path) === bracketName(path);
  const refusedAt = (schema: ObjectSchema, value: unknown, path: FieldPath) =>
    schema.safeParse(value).error?.issues.some((issue) => issue.path.map(String).join('.') === path.join('.')) ?? false;

  for (const path of declaredFields(call.query)) {
    if (call.query && !isToken('query', path) && refusedAt(call.query, { [bracketName(path)]: ['x', 'y'] }, path))
      return { part: 'query', path };
  }
  // A body that the server cannot decode is empty, so the body poison needs the call's own encoding.
  if (call.encoding === 'form' || call.encoding === 'json' || call.encoding === 'multipart') {
    for (const path of declaredFields(call.body)) {
      if (call.body && !isToken('body', path) && refusedAt(call.body, unflattenBrackets([[`${bracketName(path)}[x]`, 'y']]), path))
        return { part: 'body', path };
    }
  }
  return undefined;
}

/**
 * Path parameters that the contract accepts, from the candidates given (an existing user's id)
 * or the values an enum allows; undefined when a parameter takes none of them.
 */
export function validPathParams(call: CallDeclaration, candidates: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const { name } of pathParams(call.path)) {
    const schema = call.params?.shape[name];
    if (!schema) return undefined;
    const allowed = [...(schema._zod.values ?? [])].filter((value) => typeof value === 'string' || typeof value === 'number').map(String);
    const value = [...candidates, ...allowed].find((candidate) => isValid(schema, candidate));
    if (value === undefined) return undefined;
    params[name] = value;
  }
  return params;
}

function isValid(schema: Schema, value: string): boolean {
  const result = schema['~standard'].validate(value);
  return !(result instanceof Promise) && result.issues === undefined;
}
