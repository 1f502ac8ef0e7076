import type { Page } from 'playwright-core';

/** Sums the page's layout shifts that no input caused, as cumulative layout shift counts them. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            nodes: entry.sources.map((source) =>
              source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName),
            ),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts);
