import type { CallDeclaration } from './define.js';
import * as domains from './domains.js';

/** The calls a domain's module exports, by their export names (its schemas and types left out). */
type CallsOf<Module> = { readonly [Name in keyof Module as Module[Name] extends CallDeclaration ? Name : never]: Module[Name] };

export type Contract = { readonly [Domain in keyof typeof domains]: CallsOf<(typeof domains)[Domain]> };

/** What `defineCall` and `defineTokenCall` produce, told apart from a module's schemas and helpers. */
function isCallDeclaration(value: unknown): value is CallDeclaration {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<CallDeclaration>).method === 'string' &&
    typeof (value as Partial<CallDeclaration>).path === 'string' &&
    'access' in value &&
    'encoding' in value
  );
}

/**
 * The root contract: every call of the original table and the few we add, by domain, derived
 * from the domains' modules (domains.ts). The server registers routes from it and the contract
 * test compares the server's route table with it. Token calls are listed here too, beside the
 * write calls that use them.
 */
export const contract = Object.fromEntries(
  Object.entries(domains).map(([domain, module]) => [
    domain,
    Object.fromEntries(Object.entries(module).filter(([, value]) => isCallDeclaration(value))),
  ]),
) as unknown as Contract;

/** Every declared call, flat. */
export function allCalls(): CallDeclaration[] {
  return Object.values(contract).flatMap((domain) => Object.values(domain) as CallDeclaration[]);
}
