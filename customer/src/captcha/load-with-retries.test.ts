import { rules } from '@bfsm/api-adapter';
import { loadWithRetries } from './load-with-retries';

describe('loadWithRetries', () => {
  it('tries twice more after a failure to load the captcha script', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadWithRetries(load, rules.captchaLoaderRetries, 0)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives the result of the first attempt that succeeds', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('geladen');
    await expect(loadWithRetries(load, 2, 0)).resolves.toBe('geladen');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not retry after a success', async () => {
    const load = jest.fn<Promise<string>, []>().mockResolvedValue('geladen');
    await expect(loadWithRetries(load, 2, 0)).resolves.toBe('geladen');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
