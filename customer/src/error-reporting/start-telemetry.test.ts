import { waitFor } from '@testing-library/preact';
import { createApiClient } from '@bfsm/api-adapter';
import { fakeApi, networkFailure, ok } from '@bfsm/api-adapter/testing';
import { appErrors } from './app-errors';
import { startTelemetry } from './start-telemetry';

const mockCaptured: unknown[] = [];
jest.mock('./sentry', () => ({
  startSentry: jest.fn(() => (error: unknown) => mockCaptured.push(error)),
}));
const { startSentry } = jest.requireMock<{ startSentry: jest.Mock }>('./sentry');

const analytics = { trackerUrl: 'https://statistik.example.test/', siteId: 11, colourSchemeDimension: 1 };

describe('startTelemetry', () => {
  beforeEach(() => {
    mockCaptured.length = 0;
    startSentry.mockClear();
  });

  it('starts error reporting with the DSN from the server, hands it what waited, and passes the analytics settings on', async () => {
    appErrors.report('vor dem Start');
    const client = createApiClient({
      fetch: fakeApi({ getTelemetrySettings: ok({ errorReporting: { dsn: 'https://key@sentry.example.test/1' }, analytics }) }).fetch,
    });
    const onAnalytics = jest.fn();
    let settle = () => undefined as void;
    const pageSettled = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const started = startTelemetry(client, onAnalytics, pageSettled);
    // The analytics settings go on at once; the SDK waits until the page has settled (once asked, it would have started).
    await waitFor(() => expect(pageSettled).toHaveBeenCalled());
    expect(onAnalytics).toHaveBeenCalledWith(analytics);
    expect(startSentry).not.toHaveBeenCalled();
    settle();
    await started;
    expect(startSentry).toHaveBeenCalledWith({ dsn: 'https://key@sentry.example.test/1' });
    expect(mockCaptured).toEqual(['vor dem Start']);
  });

  it('starts neither without its settings, and the app goes on', async () => {
    const client = createApiClient({ fetch: fakeApi({ getTelemetrySettings: networkFailure() }).fetch });
    const onAnalytics = jest.fn();
    await startTelemetry(client, onAnalytics, () => Promise.resolve());
    expect(startSentry).not.toHaveBeenCalled();
    expect(onAnalytics).not.toHaveBeenCalled();
  });
});
