import { texts } from '@bfsm/api-adapter';
import { MainMenu } from '../menu/MainMenu';
import { menuItems } from '../menu/menu-items';
import { useMenuState } from '../menu/menu-info';
import { customerTexts } from '../texts';

/** The header bar: brand and the menu that the server's menu info describes. */
export function Header() {
  const menu = useMenuState();
  return (
    <header class="site-header">
      <div class="site-header__bar">
        <a class="brand" href="/">
          {customerTexts.appName}
        </a>
        {menu.status === 'ready' && <MainMenu items={menuItems(menu.info)} />}
        {menu.status === 'failed' && (
          <p class="menu-error" role="alert">
            {texts.errors.menu}
          </p>
        )}
        {(menu.status === 'loading' || menu.status === 'consent-required') && (
          <nav class="main-menu" aria-label={customerTexts.menu.landmark} />
        )}
      </div>
    </header>
  );
}
