import { render, screen } from '@testing-library/preact';
import { texts } from '@bfsm/api-adapter';
import { appErrors } from '../error-reporting/app-errors';
import { deferredSection } from './deferred-section';

function Sessions({ count }: { count: number }) {
  return <h2>{`${count} Sitzungen`}</h2>;
}

describe('deferredSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('holds the place with a busy placeholder of its class, then draws the part with its props', async () => {
    const load = jest.fn(() => Promise.resolve(Sessions));
    const Deferred = deferredSection(load, { placeholder: 'deferred-section--sessions' });
    const { container } = render(<Deferred count={2} />);

    const placeholder = container.querySelector('.deferred-section--sessions');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(placeholder?.querySelector('a, button, input, [tabindex]')).toBeNull();
    // The code is asked for after the first paint, not while the screen draws.
    expect(load).not.toHaveBeenCalled();

    expect((await screen.findByRole('heading')).textContent).toBe('2 Sitzungen');
    expect(container.querySelector('.deferred-section')).toBeNull();
  });

  it('loads the code once, and draws at once when the part mounts again', async () => {
    const load = jest.fn(() => Promise.resolve(Sessions));
    const Deferred = deferredSection(load, { placeholder: 'deferred-section--sessions' });
    const first = render(<Deferred count={1} />);
    await screen.findByRole('heading');
    first.unmount();

    const { container } = render(<Deferred count={3} />);
    expect(container.querySelector('h2')?.textContent).toBe('3 Sitzungen');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says that loading failed where the code could not be fetched, and reports it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = jest.spyOn(appErrors, 'report').mockImplementation(() => undefined);
    const Deferred = deferredSection(() => Promise.reject(new Error('offline')), { placeholder: 'deferred-section--sessions' });
    render(<Deferred />);

    expect((await screen.findByRole('alert')).textContent).toBe(texts.errors.lazyLoad);
    expect(report).toHaveBeenCalled();
  });
});
