import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/**
 * While `open`, calls `close` on Escape (with `byKeyboard` true, so focus can go back to the
 * toggle), on a click outside `container`, and on scroll.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: (byKeyboard: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !container.current?.contains(event.target)) close(false);
    };
    const onScroll = () => close(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, container, close]);
}
