import type { ComponentChildren } from 'preact';
import { useDocumentTitle } from '../document-title/use-document-title';
import { useMenuInfo } from '../menu/menu-info';
import { customerTexts } from '../texts';
import { accountTabs } from './account-tabs';

interface Props {
  /** Key of the tab being shown. */
  active: string;
  userId: string | undefined;
  children: ComponentChildren;
}

/** The account area: its tab bar above the active tab's content; the browser tab bears the active tab's title. */
export function AccountLayout({ active, userId, children }: Props) {
  const product = useMenuInfo()?.menu.product;
  useDocumentTitle(accountTabs.find((tab) => tab.key === active)?.title(product));
  return (
    <div class="account">
      <nav class="tabs" aria-label={customerTexts.account.tabsLandmark}>
        <ul class="tabs__list">
          {accountTabs.map((tab) => (
            <li key={tab.key}>
              <a class="tabs__tab" href={tab.href(userId)} aria-current={tab.key === active ? 'page' : undefined}>
                {tab.title(product)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div class="account__panel">{children}</div>
    </div>
  );
}
