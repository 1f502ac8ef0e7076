import { waitFor } from '@testing-library/react';
import { createApiClient } from '@bfsm/api-adapter';
import { fakeApi, networkFailure, ok } from '@bfsm/api-adapter/testing';
import { appErrors, rootErrorOptions } from './app-errors';
import { startErrorReporting } from './start-error-reporting';

const mockCaptured: unknown[] = [];
jest.mock('./sentry', () => ({
  startSentry: jest.fn(() => (error: unknown) => mockCaptured.push(error)),
}));
const { startSentry } = jest.requireMock<{ startSentry: jest.Mock }>('./sentry');

describe('error reporting in the admin', () => {
  beforeEach(() => {
    mockCaptured.length = 0;
    startSentry.mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts with the DSN from the server and receives what React caught before and after', async () => {
    const caught = new Error('Liste kaputt');
    rootErrorOptions.onCaughtError(caught);
    const client = createApiClient({
      fetch: fakeApi({ getTelemetrySettings: ok({ errorReporting: { dsn: 'https://key@sentry.example.test/1' }, analytics: null }) }).fetch,
    });
    let settle = () => undefined as void;
    const pageSettled = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const started = startErrorReporting(client, pageSettled);
    // The SDK waits until the page has settled; what React catches meanwhile waits for it.
    await waitFor(() => expect(pageSettled).toHaveBeenCalled());
    expect(startSentry).not.toHaveBeenCalled();
    settle();
    await started;
    expect(startSentry).toHaveBeenCalledWith({ dsn: 'https://key@sentry.example.test/1' });
    const uncaught = new Error('nicht gefangen');
    rootErrorOptions.onUncaughtError(uncaught);
    appErrors.report('selbst gemeldet');
    expect(mockCaptured).toEqual([caught, uncaught, 'selbst gemeldet']);
  });

  it('starts nothing when the settings do not load', async () => {
    const client = createApiClient({ fetch: fakeApi({ getTelemetrySettings: networkFailure() }).fetch });
    await startErrorReporting(client, () => Promise.resolve());
    expect(startSentry).not.toHaveBeenCalled();
  });
});
