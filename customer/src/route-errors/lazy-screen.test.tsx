import type { ComponentType } from 'preact';
import { fireEvent, screen } from '@testing-library/preact';
import { Route, Router } from 'preact-iso';
import { appErrors } from '../error-reporting/app-errors';
import { renderWithServices } from '../testing/render-with-services';
import { lazyScreen } from './lazy-screen';

describe('lazyScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('draws the screen once its code has loaded', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: () => <h1>Geladen</h1> }));
    renderWithServices(
      <Router>
        <Route path="/x" component={Screen} />
        <Route default component={() => <p>Andere Seite</p>} />
      </Router>,
      { address: '/x' },
    );
    expect(await screen.findByRole('heading', { name: 'Geladen' })).toBeTruthy();
  });

  it("shows 'Laden fehlgeschlagen.' when the code cannot be fetched, with a button that reloads the page", async () => {
    const Screen = lazyScreen(() =>
      Promise.reject<{ default: ComponentType }>(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { navigate } = renderWithServices(
      <Router>
        <Route path="/x" component={Screen} />
        <Route default component={() => <p>Andere Seite</p>} />
      </Router>,
      { address: '/x?tab=1' },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Laden fehlgeschlagen.');
    fireEvent.click(screen.getByRole('button', { name: 'Seite neu laden' }));
    expect(navigate).toHaveBeenCalledWith('/x?tab=1');
  });

  it('reports a load that failed to error reporting', async () => {
    const reported: unknown[] = [];
    appErrors.handOver((error) => reported.push(error));
    // What earlier tests reported waited for the hand-over: only this test's error counts.
    reported.length = 0;
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const Screen = lazyScreen(() => Promise.reject<{ default: ComponentType }>(failure));
    renderWithServices(
      <Router>
        <Route path="/x" component={Screen} />
        <Route default component={() => <p>Andere Seite</p>} />
      </Router>,
      { address: '/x' },
    );
    await screen.findByRole('alert');
    expect(reported).toEqual([failure]);
  });
});
