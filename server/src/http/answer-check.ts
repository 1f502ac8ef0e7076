import * as core from 'zod/v4/core';
import type { CallDeclaration } from '@bfsm/api-adapter';

/**
 * The check of a call's answer, which also strips every field the contract does not declare
 * (decision 001). The contract's schemas are zod/mini ones, whose objects check their fields in a
 * loop, so that the customer bundle stays small. The server compiles the answer's outer object
 * once into zod's JIT object (the one zod's full API builds) from the same definition, so the
 * result is the same, about ten times faster for an answer of userinfo's size, which every page
 * load asks for (decision 026).
 */
export function answerCheck(schema: CallDeclaration['response']): (answer: unknown) => unknown {
  const compiled = schema instanceof core.$ZodObject ? new core.$ZodObjectJIT({ ...schema._zod.def }) : schema;
  return (answer) => core.parse(compiled, answer);
}
