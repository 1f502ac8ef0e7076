import { pageSettled } from './page-settled';

describe('pageSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits the pause after a page that has loaded already', async () => {
    let settled = false;
    void pageSettled(4000).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(3999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('counts the pause from the load event while the page is still loading', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let settled = false;
    void pageSettled(1000).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(5000);
    expect(settled).toBe(false);
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(true);
  });
});
