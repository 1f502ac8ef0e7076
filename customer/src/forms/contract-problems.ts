import type { AnySchema } from '@bfsm/api-adapter';
import { fieldOfTarget, type FieldErrors } from './server-target';

/**
 * What the contract's own schema finds wrong with a body the form is about to send, at the form's
 * fields: the server runs the same schema, so the browser refuses what the server's schema would,
 * in the server's words (texts.validation). A field shows its first problem, as the server answers with its first.
 * `wording` replaces the contract's message where the form words a field's problem its own way
 * (one message per consent box, the captcha), and a problem at no field of the form is left to
 * the server's answer.
 */
export function contractProblems<F extends string>(
  schema: AnySchema,
  body: unknown,
  fields: readonly F[],
  wording: FieldErrors<F> = {},
): FieldErrors<F> {
  const problems: FieldErrors<F> = {};
  const parsed = schema.safeParse(body);
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = fieldOfTarget(issue.path.map(String).join('.'), fields);
    if (field && !problems[field]) problems[field] = wording[field] ?? issue.message;
  }
  return problems;
}

/**
 * The fields left blank, each with `message`. A form asks for what is left empty even where the
 * wire reads an empty field as something else: the contract takes an empty number as 0, and a
 * browser reports a number field it cannot read as empty.
 */
export function blankProblems<F extends string>(values: Partial<Record<F, string>>, message: string): FieldErrors<F> {
  const problems: FieldErrors<F> = {};
  for (const [field, value] of Object.entries(values) as Array<[F, string | undefined]>) if (!value?.trim()) problems[field] = message;
  return problems;
}

/** Whether any field has a message (a field may be listed without one). */
export function hasProblems<F extends string>(problems: FieldErrors<F>): boolean {
  return Object.values(problems).some(Boolean);
}
