import { createErrorCapture, type UncaughtErrorSource } from './error-capture.js';

/** A stand-in for window that dispatches the two events the capture listens to. */
function fakeWindow() {
  const listeners = new Map<string, Set<(event: object) => void>>();
  const source: UncaughtErrorSource = {
    addEventListener: (type, listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(listener),
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
  };
  const dispatch = (type: 'error' | 'unhandledrejection', event: object) => listeners.get(type)?.forEach((listener) => listener(event));
  return { source, dispatch, listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0) };
}

describe('createErrorCapture', () => {
  it('keeps uncaught errors, rejections and reported errors until the SDK takes over, then hands them on in order', () => {
    const window = fakeWindow();
    const capture = createErrorCapture();
    capture.listen(window.source);
    const thrown = new Error('geworfen');
    window.dispatch('error', { error: thrown, message: 'Uncaught Error: geworfen' });
    window.dispatch('unhandledrejection', { reason: 'abgelehnt' });
    capture.report('gemeldet');

    const captured: unknown[] = [];
    capture.handOver((error) => captured.push(error));
    expect(captured).toEqual([thrown, 'abgelehnt', 'gemeldet']);

    capture.report('danach');
    expect(captured).toEqual([thrown, 'abgelehnt', 'gemeldet', 'danach']);
  });

  it('stops listening when the SDK takes over, which catches uncaught errors itself', () => {
    const window = fakeWindow();
    const capture = createErrorCapture();
    capture.listen(window.source);
    expect(window.listening()).toBe(2);
    const captured: unknown[] = [];
    capture.handOver((error) => captured.push(error));
    expect(window.listening()).toBe(0);
    window.dispatch('error', { error: new Error('vom SDK gefangen') });
    expect(captured).toEqual([]);
  });

  it('reads the message of an error event that carries no error object (a script of another origin)', () => {
    const window = fakeWindow();
    const capture = createErrorCapture();
    capture.listen(window.source);
    window.dispatch('error', { message: 'Script error.' });
    const captured: unknown[] = [];
    capture.handOver((error) => captured.push(error));
    expect(captured).toEqual(['Script error.']);
  });

  it('keeps only the first twenty errors while it waits', () => {
    const capture = createErrorCapture();
    for (let index = 0; index < 50; index += 1) capture.report(index);
    const captured: unknown[] = [];
    capture.handOver((error) => captured.push(error));
    expect(captured).toEqual([...Array(20).keys()]);
  });

  it('forgets everything and stops listening when there is no error reporting', () => {
    const window = fakeWindow();
    const capture = createErrorCapture();
    capture.listen(window.source);
    capture.report('vorher');
    capture.stop();
    capture.report('nachher');
    expect(window.listening()).toBe(0);
    const captured: unknown[] = [];
    capture.handOver((error) => captured.push(error));
    expect(captured).toEqual([]);
  });
});
