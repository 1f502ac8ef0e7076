import type { Page } from 'playwright-core';

/**
 * Waits until the page shows `address` (path and query, exactly as the browser holds it, e.g.
 * '/login?next=%2Faccount'). A glob would read the '?' of a query as a pattern.
 */
export async function waitForAddress(page: Page, address: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === address);
}

/** Path and query of the page's current address. */
export function addressOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
