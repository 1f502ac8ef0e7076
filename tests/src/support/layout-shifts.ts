import type { Page } from 'playwright-core';

/** Sums the page's layout shifts that no input caused, as cumulative layout shift counts them. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[]; moves: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            nodes: entry.sources.map((source) =>
              source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName),
            ),
            // Where the element went: 'y 120→184' says it was pushed down by 64 px.
            moves: entry.sources.map(
              (source) =>
                `y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
            ),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { value: number; nodes: string[]; moves: string[] }[] }).layoutShifts);

/** The page's cumulative layout shift so far, as the sum of its shifts. */
export const layoutShiftTotal = (shifts: { value: number }[]) =>
  Math.round(shifts.reduce((sum, shift) => sum + shift.value, 0) * 1000) / 1000;
