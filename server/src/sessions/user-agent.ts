import UAParser from 'ua-parser-js';

export interface UserAgentSummary {
  /** 'Firefox 126'; null when the user agent names no known browser. */
  browser: string | null;
  /** 'Windows 10'; null when unknown. */
  os: string | null;
}

/** What a person recognises their browser by, read from the stored user agent. */
export function summariseUserAgent(userAgent: string | null): UserAgentSummary {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = new UAParser(userAgent).getResult();
  return { browser: joined(browser.name, browser.major), os: joined(os.name, os.version) };
}

function joined(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  return version ? `${name} ${version}` : name;
}
