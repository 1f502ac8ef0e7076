import { useCallback, useRef, useState } from 'preact/hooks';
import { customerTexts } from '../texts';
import type { MenuItem } from './menu-items';
import { useDismiss } from './use-dismiss';

const t = customerTexts.menu;
const listId = 'main-menu-list';

/** The header menu: a disclosure that narrow screens open with the 'Menü' button. */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = useCallback((byKeyboard: boolean) => {
    setOpen(false);
    if (byKeyboard && container.current?.contains(document.activeElement)) toggle.current?.focus();
  }, []);
  useDismiss(open, container, close);

  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <nav class="main-menu" aria-label={t.landmark} ref={container}>
      <button
        ref={toggle}
        type="button"
        class="main-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span class="main-menu__toggle-icon" aria-hidden="true" />
        {t.toggle}
      </button>
      <ul id={listId} class={open ? 'main-menu__list is-open' : 'main-menu__list'} onClick={closeOnLink}>
        {items.map((item) => (
          <li key={item.label}>
            <a href={item.href} class={item.highlighted ? 'main-menu__link main-menu__link--cta' : 'main-menu__link'}>
              {item.label}
              {/* The space keeps the accessible name 'Concept Neu' rather than 'ConceptNeu'. */}
              {item.badge && ' '}
              {item.badge && <span class="badge">{item.badge}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
