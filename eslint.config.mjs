// One lint setup for every package: each package runs `eslint src` from its folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { localRules } from './scripts/eslint-rules/comments-cite-the-repository.mjs';

const sessionGateOnly = {
  group: ['**/session-gate.js'],
  importNames: ['signInThroughGate'],
  message: 'Only the session manager passes the gate, with its own steps; sign in with signIn (sessions/session-manager.ts).',
};

/** Where a server file may refuse or route in HTTP terms; the layers of decision 056. */
const layerPatterns = [
  sessionGateOnly,
  {
    group: ['**/http/http-error.js', '**/http-error.js'],
    message:
      "Throw a DomainError (errors/domain-error.ts); the feature's *-answers.ts words it. Only server/src/http answers in HTTP terms.",
  },
  {
    group: ['**/http/contract-route.js'],
    importNames: ['contractRoute'],
    message: 'Answer contract calls through domainRoutes (http/domain-routes.ts), so the compiler checks every call has its handler.',
  },
];

/** Services take plain values (decision 056): Fastify's request and reply, even as types, stay at the edge. */
const fastifyAtTheEdgeOnly = {
  group: ['fastify'],
  importNames: ['FastifyRequest', 'FastifyReply'],
  message:
    "Take plain values (an actor, an address, the cookies): only routes (*-routes.ts), http/ and the composition see Fastify's request and reply.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: localRules },
    rules: {
      'local/comments-cite-the-repository': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/src/config only.' },
      ],
    },
  },
  {
    files: ['server/src/config/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx', 'scripts/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Every signed-in session starts in the session gate (server/src/sessions/session-gate.ts),
    // which asks for the second factor; nothing but the session code may open one or pass the
    // gate with steps of its own.
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/sessions/session-manager.ts', '**/sessions/session-store.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='createSignedIn']",
          message: 'Sign in through signIn (sessions/session-manager.ts, the session gate), never by creating a session.',
        },
        {
          selector: "Identifier[name='createSignedInSession']",
          message: 'Sign in through signIn (sessions/session-manager.ts, the session gate), never by creating a session.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: [...layerPatterns, fastifyAtTheEdgeOnly] }],
    },
  },
  {
    // The edge, where a request is turned into plain values: the routes, the composition and the
    // entry points, and the hooks that read or set cookies and headers for every request (the
    // session gate, the cache's write barrier, the account-request queue's answer delay, /metrics'
    // access and the log's redaction).
    files: [
      'server/src/**/*-routes.ts',
      'server/src/composition/**/*.ts',
      'server/src/*.ts',
      'server/src/sessions/session-gate.ts',
      'server/src/sessions/cache-coherence.ts',
      'server/src/registration/account-requests.ts',
      'server/src/metrics/metrics-access.ts',
      'server/src/logging/logger-options.ts',
      'server/src/**/test-support/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns }] },
  },
  {
    // The HTTP layer itself refuses in HTTP terms (origin, token, body, role) and registers the routes.
    // /metrics is the HTTP server's own address, registered before the error handler, outside the contract.
    files: ['server/src/http/**/*.ts', 'server/src/metrics/metrics-routes.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sessionGateOnly] }] },
  },
);
