/**
 * Test helpers for code that talks to the webapi: a fake server and fixtures built from the
 * contract. A separate entry ('@bfsm/api-adapter/testing') that no app imports, so none of it
 * reaches a bundle.
 */
export { contractAnswer, failure, FakeApiError, networkFailure, ok, pending, serverError } from './fake-answers.js';
export type { FakeAnswer, FakeFailure, FakeNetworkFailure, FakePending, FakeServerError, FakeSuccess } from './fake-answers.js';
export { fakeApi, verifyFakeApis } from './fake-api.js';
export type { CallName, FakeAnswerFor, FakeApi, FakeRoute, FakeRoutes, RecordedRequest } from './fake-api.js';
export * from './fixtures.js';
