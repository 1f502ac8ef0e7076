import { render, screen } from '@testing-library/preact';
import { appErrors } from '../error-reporting/app-errors';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('kaputt');
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('replaces a screen that fails while drawing by the route error screen', () => {
    render(
      <RouteErrorBoundary path="/account">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Es ist ein Fehler aufgetreten');
    expect(screen.getByText('Leider konnte Ihre Anfrage nicht erfolgreich bearbeitet werden. Bitte versuchen Sie es erneut.')).toBeTruthy();
  });

  it('shows the next address again after a navigation', () => {
    const { rerender } = render(
      <RouteErrorBoundary path="/account">
        <Broken />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary path="/concept">
        <p>Concept</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Concept')).toBeTruthy();
    expect(screen.queryByText('Es ist ein Fehler aufgetreten')).toBeNull();
  });

  it('reports the error of the screen to error reporting', () => {
    const reported: unknown[] = [];
    appErrors.handOver((error) => reported.push(error));
    // What earlier tests reported waited for the hand-over: only this test's error counts.
    reported.length = 0;
    render(
      <RouteErrorBoundary path="/account">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(reported).toEqual([new Error('kaputt')]);
  });
});
