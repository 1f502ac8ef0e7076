/** Messages of a form, keyed by the form's own field names. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The form field that a server error's `target` names, or undefined when the form has no such
 * field (the error then goes to the form's red alert). The server may write the name dotted
 * ('plainPassword.first'), with brackets ('user_register[plainPassword][first]') or with the
 * form's name in front; a name of a group ('plainPassword') lands at the group's first field.
 */
export function fieldOfTarget<F extends string>(target: string | undefined, fields: readonly F[]): F | undefined {
  if (!target) return undefined;
  const segments = target.replace(/\]/g, '').split(/[[.]/).filter(Boolean);
  for (let start = 0; start < segments.length; start++) {
    const path = segments.slice(start).join('.');
    const field = fields.find((name) => name === path) ?? fields.find((name) => name.startsWith(`${path}.`));
    if (field) return field;
  }
  return undefined;
}
