import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInAnswer } from '@bfsm/api-adapter';
import { DomainError } from '../errors/domain-error.js';
import { deleteStaleAnonymousStarts, takeAnonymousSession, type AnonymousSessionQuota } from './anonymous-session-quota.js';
import { signInThroughGate, type SessionGateDependencies, type SessionSteps, type SignInOptions } from './session-gate.js';
import { readsSession } from './session-readers.js';
import {
  createAnonymousSession,
  createSignedInSession,
  deleteExpiredSessions,
  destroySession,
  loadSession,
  markSecondFactorPassed,
  markSessionProven,
  setPendingSecondFactor,
  type Session,
  type SessionStoreDeps,
  type SignedInProof,
} from './session-store.js';
import type { UserRow } from '../db/rows.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the request's cookie, when it is valid. */
    session: Session | null;
    /** The signed-in user of that session. */
    user: UserRow | null;
    /** Whether the matched route reads the session (see session-readers.ts). */
    readsSession: boolean;
  }
}

export interface SessionCookieOptions {
  secure: boolean;
  absoluteHours: number;
}

/*
 * Ties the session store to cookies: HttpOnly, SameSite=Lax, Secure behind HTTPS, a new id at
 * every sign-in. Signing in is only offered through the session gate (`signIn`): the steps that
 * start a signed-in session or a pending second-factor step are this module's own, not exported.
 */

/** What the session manager needs: the store, the anonymous-session quota, the cookie's settings and what the gate reads. */
export interface SessionManagerDeps {
  store: SessionStoreDeps;
  anonymousQuota: AnonymousSessionQuota;
  cookie: SessionCookieOptions;
  gate: SessionGateDependencies;
}

/** The __Host- prefix makes the browser refuse the cookie unless it is Secure, host-only and for path /. */
const cookieNameOf = (cookie: SessionCookieOptions) => (cookie.secure ? '__Host-bfsm_session' : 'bfsm_session');

function setCookie(cookie: SessionCookieOptions, reply: FastifyReply, value: string): void {
  reply.setCookie(cookieNameOf(cookie), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    maxAge: cookie.absoluteHours * 3600,
  });
}

function meta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** Reads every request's session from its cookie, and keeps the answers of the routes that read it out of every cache. */
export function registerSessions(app: FastifyInstance, deps: Pick<SessionManagerDeps, 'store' | 'cookie'>): void {
  const cookieName = cookieNameOf(deps.cookie);
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('readsSession', false);
  app.addHook('onRequest', async (request) => {
    // Decided once: routeOptions builds a new object at every read.
    request.readsSession = readsSession(request.routeOptions.url);
    if (!request.readsSession) return;
    const value = request.cookies[cookieName];
    if (!value) return;
    const loaded = await loadSession(deps.store, value);
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
}

/** The request's session, creating an anonymous one when there is none (form tokens need a session to bind to). */
export async function ensureSession(
  deps: Pick<SessionManagerDeps, 'store' | 'anonymousQuota' | 'cookie'>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> {
  if (request.session) return request.session;
  if (!(await takeAnonymousSession(deps.anonymousQuota, request.ip))) throw new DomainError('tooManyAttempts');
  const { cookieValue, session } = await createAnonymousSession(deps.store, meta(request));
  setCookie(deps.cookie, reply, cookieValue);
  request.session = session;
  return session;
}

/** Signs the user in with a brand-new session id; the old session (anonymous or not) ends. Only the gate takes this step. */
async function start(
  deps: Pick<SessionManagerDeps, 'store' | 'cookie'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  proof: SignedInProof,
): Promise<Session> {
  if (request.session) await destroySession(deps.store.db, request.session.idHash);
  const { cookieValue, session } = await createSignedInSession(deps.store, user.id, meta(request), proof);
  setCookie(deps.cookie, reply, cookieValue);
  request.session = session;
  request.user = user;
  return session;
}

/** After a right password of an account with a second factor: this browser may now send its code. Only the gate takes this step. */
async function awaitSecondFactor(
  deps: Pick<SessionManagerDeps, 'store' | 'anonymousQuota' | 'cookie'>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const session = await ensureSession(deps, request, reply);
  await setPendingSecondFactor(deps.store.db, session.idHash, userId);
}

/** The one way to sign someone in: the session gate (session-gate.ts) with this module's own steps. */
export function signIn(
  deps: SessionManagerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  options?: SignInOptions,
): Promise<SignInAnswer> {
  const steps: SessionSteps = {
    start: (...step) => start(deps, ...step),
    awaitSecondFactor: (...step) => awaitSecondFactor(deps, ...step),
  };
  return signInThroughGate(deps.gate, steps, request, reply, user, options);
}

/** For the cleanup job: sessions past their end, and the anonymous-session counts of past hours. */
export async function deleteExpiredSessionsAndStarts(
  deps: Pick<SessionManagerDeps, 'store' | 'anonymousQuota'>,
  now = new Date(),
): Promise<void> {
  await deleteExpiredSessions(deps.store, now);
  await deleteStaleAnonymousStarts(deps.anonymousQuota.db, now);
}

/**
 * The signed-in user proved who he is again ('Identität bestätigen', decision 051): for a few
 * minutes he may add a credential. `secondFactorPassed`: the proof included his second factor.
 */
export async function proveAgain(
  deps: Pick<SessionManagerDeps, 'store'>,
  request: FastifyRequest,
  secondFactorPassed: boolean,
): Promise<void> {
  if (request.session?.userId) await markSessionProven(deps.store, request.session.idHash, secondFactorPassed);
}

/** The request's session set up the account's first second factor: it counts as passed there (decision 051). */
export async function passedFirstSecondFactor(deps: Pick<SessionManagerDeps, 'store'>, request: FastifyRequest): Promise<void> {
  if (request.session?.userId) await markSecondFactorPassed(deps.store.db, request.session.idHash);
}

/** Signs out of the request's session: its row and its cookie go. */
export async function endCurrentSession(
  deps: Pick<SessionManagerDeps, 'store' | 'cookie'>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.session) await destroySession(deps.store.db, request.session.idHash);
  reply.clearCookie(cookieNameOf(deps.cookie), { path: '/', secure: deps.cookie.secure, httpOnly: true, sameSite: 'lax' });
  request.session = null;
  request.user = null;
}
