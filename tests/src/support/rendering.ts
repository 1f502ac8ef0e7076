import type { Page } from 'playwright-core';

/**
 * Resolves once the effects of the last render have run. Preact runs `useEffect` in a timeout
 * queued from the next animation frame, so listeners (Escape, click outside) that an effect adds
 * are not there yet in the very moment the new markup is visible; a person is never that fast.
 */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}
