/** Builds a concrete URL path from a Fastify-style path and its parameters, leaving out an absent optional last segment. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\/:([A-Za-z0-9_]+)(\?)?/g, (_segment, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`Pfadparameter ${name} fehlt für ${path}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}
