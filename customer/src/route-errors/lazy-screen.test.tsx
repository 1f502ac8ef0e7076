import type { ComponentType } from 'preact';
import { fireEvent, screen } from '@testing-library/preact';
import { Route, Router } from 'preact-iso';
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
    const Screen = lazyScreen(() => Promise.reject<{ default: ComponentType }>(new TypeError('Failed to fetch dynamically imported module')));
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
});
