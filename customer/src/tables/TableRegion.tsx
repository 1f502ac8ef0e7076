import type { ComponentChildren } from 'preact';

/**
 * A table that may be wider than a narrow phone: it scrolls sideways in a region of its own instead
 * of pushing the page beyond the screen. The region is named and takes the focus, so a keyboard
 * can scroll it too (WCAG 2.1.1; axe's 'scrollable-region-focusable').
 */
export function TableRegion({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
