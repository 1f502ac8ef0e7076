import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { texts } from '@bfsm/api-adapter';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { useMenuState } from '../menu/menu-info';
import { customerTexts } from '../texts';
import { accountTexts } from './account-texts';
import { accountTabs, tabsShownTo, type AccountTabKey } from './account-tabs';
import { AccountProvider, useAccountViewLoad } from './account-view';
import { SignedInNotFound } from './SignedInNotFound';
import { germanDate } from '../dates/german-date';

interface Props {
  /** Key of the tab being shown. */
  active: AccountTabKey;
  /** The `:userId` of the address: absent for the own account, an admin's choice of user otherwise. */
  userId: string | undefined;
  /** The tab's content; drawn once viewer and user are loaded, and read by useAccountView(). */
  children: ComponentChildren;
}

/**
 * Every tab of the account area: loads who looks at whose account, draws the tab bar (each tab
 * keeping the user of the address) above the active tab's content, and names the browser tab.
 * A user the viewer may not see gets an error screen instead, and none of that user's data.
 */
export function AccountLayout({ active, userId, children }: Props) {
  if (userId !== undefined && !/^\d+$/.test(userId)) return <SignedInNotFound />;
  return (
    <LoadedAccount active={active} userId={userId}>
      {children}
    </LoadedAccount>
  );
}

function LoadedAccount({ active, userId, children }: Props) {
  const menu = useMenuState();
  const product = menu.status === 'ready' ? menu.info.menu.product : undefined;
  const state = useAccountViewLoad(userId);
  const failed = state.status === 'failed';
  // The tabs wait for the menu info too: the first tab carries the product's name, and a name that
  // arrived after the tabs widened it and moved every tab beside it (a layout shift on a phone).
  const tabsReady = state.status === 'ready' && menu.status !== 'loading';
  // The current tab is scrolled into the bar's view once the bar is in the page: on a phone the one
  // row of tabs is wider than the screen, and the tab of a deep link (the pool, 'Erweitert') would
  // lie beyond its right edge. Scrolling moves
  // nothing in the layout. It waits for the next frame: scrolling asks for the layout, which the
  // frame computes anyway, while right after the render it made the browser lay out the whole page
  // inside the render's task, one long task on a phone (docs/benchmarks.md, 'Kundenseiten auf dem Telefon').
  const currentTab = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => currentTab.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [tabsReady, active, product]);
  useDocumentTitle(failed ? customerTexts.routeError.documentTitle : accountTabs.find((tab) => tab.key === active)?.title(product));

  if (state.status === 'failed') {
    return (
      <section class="screen">
        <h1>{texts.routeError.title}</h1>
        <ErrorAlert>{state.error.message}</ErrorAlert>
      </section>
    );
  }
  // While viewer, user and the menu info load, a tab bar of one empty tab holds the place of the tabs (one row,
  // .tabs__list), so that neither the tabs nor the panel below them move when they arrive (decision 046).
  return (
    <div class="account">
      {!tabsReady && (
        <div class="tabs" aria-hidden="true">
          <div class="tabs__list">
            <span class="tabs__tab">&nbsp;</span>
          </div>
        </div>
      )}
      {tabsReady && (
        <nav class="tabs" aria-label={accountTexts.tabs.landmark}>
          <ul class="tabs__list">
            {tabsShownTo(state.view).map((tab) => (
              <li key={tab.key}>
                <a
                  class="tabs__tab"
                  href={tab.href(userId)}
                  aria-current={tab.key === active ? 'page' : undefined}
                  ref={tab.key === active ? currentTab : undefined}
                >
                  {tab.title(product)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div class="account__panel">
        {state.status === 'ready' && state.view.user.licenseGraceUntil && state.view.user.licenseExpiration && (
          <p class="notice notice--warning">
            {accountTexts.grace.text(
              germanDate(state.view.user.licenseExpiration),
              germanDate(state.view.user.licenseGraceUntil),
              product ?? customerTexts.appName,
            )}{' '}
            <a href={accountTabs.find((tab) => tab.key === 'subscription')?.href(userId)}>{accountTexts.grace.renew}</a>
          </p>
        )}
        {state.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
        {state.status === 'ready' && <AccountProvider value={state.view}>{children}</AccountProvider>}
      </div>
    </div>
  );
}
