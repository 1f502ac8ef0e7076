/**
 * Form and multipart bodies use bracket names (`user_register[email]`,
 * `plainPassword[first]`). The contract declares bodies as nested objects; these two functions
 * translate between the nested object and the flat list of named fields, on both sides.
 */
export type FlatValue = string | Blob;
export type Nested = { [key: string]: unknown };

/** `{ a: { b: 'x' } }` → `[['a[b]', 'x']]`. `true` becomes '1'; false, null and undefined are left out, as a browser leaves out an unchecked box. */
export function flattenBrackets(value: Nested, prefix = ''): Array<[string, FlatValue]> {
  const fields: Array<[string, FlatValue]> = [];
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (inner === undefined || inner === null || inner === false) continue;
    if (inner === true) fields.push([name, '1']);
    else if (typeof Blob !== 'undefined' && inner instanceof Blob) fields.push([name, inner]);
    else if (typeof inner === 'object') fields.push(...flattenBrackets(inner as Nested, name));
    else fields.push([name, String(inner)]);
  }
  return fields;
}

const segmentPattern = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/** `[['a[b]', 'x']]` → `{ a: { b: 'x' } }`. Names that are not bracket names are kept as they are. */
export function unflattenBrackets<V>(fields: Iterable<[string, V]>): Nested {
  const root: Nested = {};
  for (const [name, value] of fields) {
    const match = segmentPattern.exec(name);
    const keys = match ? [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)] : [name];
    if (keys.some((key) => key === '__proto__' || key === 'constructor' || key === 'prototype')) continue;
    let node = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      node = (typeof next === 'object' && next !== null ? next : (node[key] = {})) as Nested;
    });
  }
  return root;
}
