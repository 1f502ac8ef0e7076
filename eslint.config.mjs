// One lint setup for every package: each package runs `eslint src` from its folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { localRules } from './scripts/eslint-rules/comments-cite-the-repository.mjs';

const sessionGateOnly = {
  group: ['**/session-gate.js'],
  importNames: ['createSessionGate'],
  message: 'The session manager builds the one gate; use sessions.signIn.',
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
    // which asks for the second factor; nothing else may open one or build another gate.
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/sessions/session-manager.ts', '**/sessions/session-store.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='createSignedIn']",
          message: 'Sign in through sessions.signIn (the session gate), never by creating a session.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sessionGateOnly,
            {
              group: ['**/http/http-error.js', '**/http-error.js'],
              message:
                'Throw a DomainError (errors/domain-error.ts); http/domain-error-answers.ts words it. Only server/src/http answers in HTTP terms.',
            },
            {
              group: ['**/http/contract-route.js'],
              importNames: ['contractRoute'],
              message:
                'Answer contract calls through domainRoutes (http/domain-routes.ts), so the compiler checks every call has its handler.',
            },
          ],
        },
      ],
    },
  },
  {
    // The HTTP layer itself refuses in HTTP terms (origin, token, body, role) and registers the routes.
    // /metrics is the HTTP server's own address, registered before the error handler, outside the contract.
    files: ['server/src/http/**/*.ts', 'server/src/metrics/metrics-routes.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sessionGateOnly] }] },
  },
);
