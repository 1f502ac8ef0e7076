import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string =>
  Boolean(path),
);
const executablePath = candidates.find((path) => existsSync(path));

if (!executablePath && process.env.REQUIRE_BROWSER) {
  throw new Error('REQUIRE_BROWSER ist gesetzt, aber Chromium fehlt: apt-get install chromium');
}
if (!executablePath) {
  console.warn('Browser-Journeys übersprungen: Chromium fehlt. Installieren mit "apt-get install chromium" (Debian-Paket chromium).');
}

/** `describe` where Chromium is installed, `describe.skip` (with the message above) where it is not. */
export const describeJourney: jest.Describe = executablePath ? describe : describe.skip;

/** Debian's Chromium, headless, without the background traffic that a closed network refuses. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath as string,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A narrow phone screen, where the header menu hides behind its toggle button. */
export const phoneViewport = { width: 390, height: 800 };

/** A fresh browser profile (cookies) per person in a journey; German, like our users. `options` may set e.g. a viewport. */
export async function newPerson(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', ...options });
  context.setDefaultTimeout(10_000);
  return context;
}
