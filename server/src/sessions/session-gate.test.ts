import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallDeclaration } from '@bfsm/api-adapter';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { signInThroughGate, type SessionGateDependencies, type SessionSteps } from './session-gate.js';
import type { UserRow } from '../db/rows.js';

/** What a step of the session manager was asked to do. */
type Step = 'start' | 'await-code';

function gateWith(secondFactor: boolean) {
  const steps: Step[] = [];
  // No sign-in reaches the audit here: every case below stops before a full session.
  const deps: SessionGateDependencies = {
    db: {} as Kysely<Database>,
    users: { recordLogin: async () => undefined },
    hasSecondFactor: async () => secondFactor,
    browsers: {
      recogniseBrowser: async () => {
        throw new Error('no sign-in reaches a browser here');
      },
    },
  };
  const sessionSteps: SessionSteps = {
    start: async () => steps.push('start'),
    awaitSecondFactor: async () => void steps.push('await-code'),
  };
  const signIn = (request: FastifyRequest, reply: FastifyReply, user: UserRow) =>
    signInThroughGate(deps, sessionSteps, request, reply, user);
  return { signIn, steps };
}

const requestOf = (call: Partial<CallDeclaration>) =>
  ({ url: '/probe', routeOptions: { config: { call: { name: 'probe', ...call } } } }) as unknown as FastifyRequest;
const reply = {} as FastifyReply;
const user = (facts: Partial<UserRow>) => ({ id: 7, email: 'gate@example.test', email_confirmed: true, ...facts }) as UserRow;

describe('the session gate on its own', () => {
  it('refuses a call whose contract declaration does not say that it starts a session', async () => {
    const { signIn, steps } = gateWith(false);
    await expect(signIn(requestOf({}), reply, user({}))).rejects.toThrow('probe starts a session without startsSession');
    expect(steps).toEqual([]);
  });

  it('signs no unconfirmed address in, not even to the code step', async () => {
    const { signIn, steps } = gateWith(true);
    const refusal = await signIn(requestOf({ startsSession: true }), reply, user({ email_confirmed: false })).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).reason).toBe('emailNotConfirmed');
    expect(steps).toEqual([]);
  });

  it('only sets the code step for an account with a second factor', async () => {
    const { signIn, steps } = gateWith(true);
    expect(await signIn(requestOf({ startsSession: true }), reply, user({}))).toEqual({ success: true, secondFactor: true });
    expect(steps).toEqual(['await-code']);
  });
});
