import { summariseUserAgent } from './user-agent.js';

describe('summariseUserAgent', () => {
  it('names browser and system with their versions', () => {
    expect(summariseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0')).toEqual({
      browser: 'Firefox 126',
      os: 'Windows 10',
    });
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toEqual({
      browser: 'Safari 17',
      os: 'Mac OS 10.15.7',
    });
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
      ),
    ).toEqual({
      browser: 'Edge 124',
      os: 'Linux',
    });
  });

  it('says nothing it cannot read', () => {
    expect(summariseUserAgent(null)).toEqual({ browser: null, os: null });
    expect(summariseUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
  });
});
