import { useEffect } from 'preact/hooks';

let firstScreen = true;

/**
 * After a change of screen, focus that went with the old screen (the link or button that led
 * away) would rest on nothing: a screen reader would fall silent and Tab start over at the top.
 * The new screen's main region takes it then (WCAG 2.4.3), without scrolling. Focus that is still
 * somewhere (the header's menu, a field the new screen focused itself) stays; the first screen of
 * a page load keeps the browser's own start.
 */
export function useFocusOnNewScreen(): void {
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById('main')?.focus({ preventScroll: true });
  }, []);
}
