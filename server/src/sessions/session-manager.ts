import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error.js';
import type { AnonymousSessionQuota } from './anonymous-session-quota.js';
import { createSessionGate, type SessionGateDependencies } from './session-gate.js';
import { readsSession } from './session-routes.js';
import type { Session, SessionStore, SignedInProof, UserRow } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the request's cookie, when it is valid. */
    session: Session | null;
    /** The signed-in user of that session. */
    user: UserRow | null;
    /** Whether the matched route reads the session (see session-routes.ts). */
    readsSession: boolean;
  }
}

export interface SessionCookieOptions {
  secure: boolean;
  absoluteHours: number;
}

/**
 * Ties the session store to cookies: HttpOnly, SameSite=Lax, Secure behind HTTPS, a new id at
 * every sign-in. Signing in is only offered through the session gate (`signIn`): the steps that
 * start a signed-in session or a pending second-factor step stay inside this function.
 */
export function createSessionManager(
  store: SessionStore,
  anonymousQuota: AnonymousSessionQuota,
  options: SessionCookieOptions,
  gate: SessionGateDependencies,
) {
  // The __Host- prefix makes the browser refuse the cookie unless it is Secure, host-only and for path /.
  const cookieName = options.secure ? '__Host-bfsm_session' : 'bfsm_session';

  function setCookie(reply: FastifyReply, value: string): void {
    reply.setCookie(cookieName, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: options.absoluteHours * 3600,
    });
  }

  function meta(request: FastifyRequest) {
    return { ip: request.ip, userAgent: request.headers['user-agent'] };
  }

  async function ensure(request: FastifyRequest, reply: FastifyReply): Promise<Session> {
    if (request.session) return request.session;
    if (!(await anonymousQuota.take(request.ip))) throw new DomainError('tooManyAttempts');
    const { cookieValue, session } = await store.createAnonymous(meta(request));
    setCookie(reply, cookieValue);
    request.session = session;
    return session;
  }

  /** Signs the user in with a brand-new session id; the old session (anonymous or not) ends. */
  async function start(request: FastifyRequest, reply: FastifyReply, user: UserRow, proof: SignedInProof): Promise<Session> {
    if (request.session) await store.destroy(request.session.idHash);
    const { cookieValue, session } = await store.createSignedIn(user.id, meta(request), proof);
    setCookie(reply, cookieValue);
    request.session = session;
    request.user = user;
    return session;
  }

  /** After a right password of an account with a second factor: this browser may now send its code. */
  async function awaitSecondFactor(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const session = await ensure(request, reply);
    await store.setPending(session.idHash, userId);
  }

  return {
    cookieName,

    register(app: FastifyInstance): void {
      app.decorateRequest('session', null);
      app.decorateRequest('user', null);
      app.decorateRequest('readsSession', false);
      app.addHook('onRequest', async (request) => {
        // Decided once: routeOptions builds a new object at every read.
        request.readsSession = readsSession(request.routeOptions.url);
        if (!request.readsSession) return;
        const value = request.cookies[cookieName];
        if (!value) return;
        const loaded = await store.load(value);
        if (!loaded) return;
        request.session = loaded.session;
        request.user = loaded.user;
      });
      // What these routes answer depends on who asks (or hands out that person's tokens): no
      // browser cache or proxy may keep it. The one place for it; a route whose answer depends on
      // nothing but its address may say otherwise itself.
      app.addHook('onSend', (request, reply, payload, done) => {
        if (request.readsSession && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        done(null, payload);
      });
    },

    /** The request's session, creating an anonymous one when there is none (form tokens need a session to bind to). */
    ensure,

    /** The one way to sign someone in (session-gate.ts). */
    signIn: createSessionGate(gate, { start, awaitSecondFactor }),

    /** For the cleanup job: sessions past their end, and the anonymous-session counts of past hours. */
    async deleteExpired(now = new Date()): Promise<void> {
      await store.deleteExpired(now);
      await anonymousQuota.deleteStale(now);
    },

    /**
     * The signed-in user proved who he is again ('Identität bestätigen', decision 051): for a few
     * minutes he may add a credential. `secondFactorPassed`: the proof included his second factor.
     */
    async proveAgain(request: FastifyRequest, secondFactorPassed: boolean): Promise<void> {
      if (request.session?.userId) await store.markProven(request.session.idHash, secondFactorPassed);
    },

    /** The request's session set up the account's first second factor: it counts as passed there (decision 051). */
    async passedFirstSecondFactor(request: FastifyRequest): Promise<void> {
      if (request.session?.userId) await store.markSecondFactorPassed(request.session.idHash);
    },

    /** Ends every session of a user (after a password reset). */
    async endAllOfUser(userId: number): Promise<void> {
      await store.destroyAllOfUser(userId);
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.session) await store.destroy(request.session.idHash);
      reply.clearCookie(cookieName, { path: '/', secure: options.secure, httpOnly: true, sameSite: 'lax' });
      request.session = null;
      request.user = null;
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
