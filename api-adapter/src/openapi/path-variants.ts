/** One OpenAPI path of a contract call: its template (`{param}`) and the path parameters in it. */
export interface PathVariant {
  path: string;
  params: string[];
  /** The optional last parameter this variant leaves out, if any. */
  without?: string;
}

const parameterPattern = /\/:([A-Za-z0-9_]+)(\?)?/g;

/**
 * OpenAPI has no optional path parameters, so a Fastify path with an optional last segment
 * (`/webapi/userinfo/:id?`) becomes two paths: with the parameter and without it.
 */
export function pathVariants(fastifyPath: string): PathVariant[] {
  const params = [...fastifyPath.matchAll(parameterPattern)].map((match) => ({ name: match[1] as string, optional: Boolean(match[2]) }));
  const full = { path: template(fastifyPath), params: params.map((param) => param.name) };
  const optional = params.find((param) => param.optional);
  if (!optional) return [full];
  return [
    full,
    {
      path: template(fastifyPath.replace(`/:${optional.name}?`, '')),
      params: full.params.filter((name) => name !== optional.name),
      without: optional.name,
    },
  ];
}

function template(fastifyPath: string): string {
  return fastifyPath.replace(parameterPattern, (_segment, name: string) => `/{${name}}`);
}
