import { messageTranslate as translate } from '../i18n/message-translate';
import { adminColors } from '../shell/admin-colors';
import { pathBelowAdmin, screenTitleKey } from '../shell/screen-titles';
import { rowTexts } from '../users/row-texts';
import { isUserListAddress, type UserListPage } from '../users/start-screen';
import { readUserListAddress, userListTabs } from '../users/user-list-address';
import { iconPaths, type IconName } from './icons';

/**
 * The first look of the back-office on a phone (decisions 047, 048): react-admin's start is about
 * 270 KB of JavaScript, which a phone loads and runs for seconds. Before that, this draws react-admin's
 * bar with the screen's title, and on the user list, whose first page is there long before, that
 * page as react-admin will draw it (its tabs, search and cards, at the same places: a journey holds
 * them to it), until react-admin has drawn the same and hands over (`endFirstLook`). It is a picture:
 * hidden from assistive technology, and gone at the first touch or key, so it never stands in anyone's way.
 */

const firstLookId = 'first-look';
/** Phones (MUI's xs): from 600 px react-admin's bar and layout differ, and the start is quick enough there. */
const phoneMedia = '(max-width: 599.95px)';
/** More cards than a phone's screen shows are not drawn. */
const rowsDrawn = 12;

let ended = false;

type Child = Node | string;

function element(document: Document, tag: string, className: string, ...children: Child[]): HTMLElement {
  const made = document.createElement(tag);
  made.className = `first-look__${className}`;
  made.append(...children);
  return made;
}

function icon(document: Document, name: IconName): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'first-look__svg');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', iconPaths[name]);
  svg.append(path);
  return svg;
}

function bar(document: Document, titleKey: string): HTMLElement {
  const iconButton = (name: IconName) => element(document, 'span', 'icon-button', icon(document, name));
  return element(
    document,
    'div',
    'bar',
    iconButton('menu'),
    element(document, 'span', 'title', translate(titleKey)),
    iconButton('refresh'),
    iconButton('account'),
  );
}

/** The search field, with the address's search words as react-admin's field shows them. */
function tools(document: Document, total: number | undefined, term: string): HTMLElement {
  const button = (name: IconName, text: string) =>
    element(document, 'span', 'button', element(document, 'span', 'button-icon', icon(document, name)), text);
  return element(
    document,
    'div',
    'tools',
    element(
      document,
      'span',
      'search',
      element(document, 'span', 'search-label', translate('ra.action.search')),
      icon(document, 'search'),
      element(document, 'span', 'search-term', term),
    ),
    ...(total === undefined ? [] : [element(document, 'span', 'summary', translate('resources.users.summary', { total }))]),
    element(
      document,
      'span',
      'actions',
      button('download', translate('resources.users.action.export')),
      button('personAdd', translate('resources.users.action.create')),
    ),
  );
}

function card(document: Document, row: UserListPage['data'][number]): HTMLElement {
  const texts = rowTexts(row, translate);
  const rowIcon = element(
    document,
    'span',
    texts.license ? 'row-icon first-look__row-icon--license' : 'row-icon',
    icon(document, texts.license ? 'license' : 'person'),
  );
  const primary = element(document, 'span', 'primary', texts.primary, element(document, 'span', 'tertiary', texts.tertiary));
  return element(
    document,
    'li',
    'row',
    rowIcon,
    element(document, 'span', 'row-text', primary, element(document, 'span', 'secondary', texts.secondary)),
  );
}

/** What a first look draws: the screen's title in the bar, and on the user list its first page. */
export interface FirstLook {
  titleKey: string;
  page?: UserListPage;
}

/** Whether the back-office opens where a first look is drawn: on one of its screens, on a phone. */
export function firstLookFits(window: Pick<Window, 'location' | 'matchMedia'>): boolean {
  return screenTitleKey(pathBelowAdmin(window.location.pathname)) !== undefined && window.matchMedia(phoneMedia).matches;
}

/**
 * The first look of the screen at `pathname`, once it is known to be an admin's: nothing for anyone
 * else (react-admin sends them to the sign-in), and on the user list nothing without its first page.
 */
export async function firstLookOf(
  pathname: string,
  adminSignedIn: Promise<boolean>,
  firstPage: Promise<UserListPage | undefined>,
): Promise<FirstLook | undefined> {
  const titleKey = screenTitleKey(pathBelowAdmin(pathname));
  if (!titleKey) return undefined;
  if (isUserListAddress(pathname)) {
    const page = await firstPage;
    return page && { titleKey, page };
  }
  return (await adminSignedIn) ? { titleKey } : undefined;
}

/** As MUI's scrollable tabs do: the current tab scrolled just into the bar's view where it lies beyond its right edge. */
function showCurrentTab(look: HTMLElement): void {
  const bar = look.querySelector('.first-look__tabs');
  const current = look.querySelector('.first-look__tab--current');
  if (!bar || !current) return;
  const beyond = current.getBoundingClientRect().right - bar.getBoundingClientRect().right;
  if (beyond > 0) bar.scrollLeft += beyond;
}

/** The user list's first page below the bar: its tabs, search field, summary, buttons and cards. */
function userList(document: Document, page: UserListPage, search: string): HTMLElement {
  const { filter, term } = readUserListAddress(search);
  const tabs = userListTabs.map((tab) =>
    element(document, 'span', tab === filter ? 'tab first-look__tab--current' : 'tab', translate(`resources.users.tabs.${tab}`)),
  );
  const rows = page.data.slice(0, rowsDrawn).map((row) => card(document, row));
  return element(
    document,
    'div',
    'content',
    element(
      document,
      'div',
      'card',
      element(document, 'div', 'tabs', ...tabs),
      tools(document, page.total, term),
      element(document, 'ul', 'rows', ...rows),
    ),
  );
}

/**
 * Draws the first look over the page, unless react-admin has taken over already: the user list
 * whole, over a page of its own; any other screen's bar alone, under which react-admin draws the rest.
 */
export function drawFirstLook(document: Document, firstLook: FirstLook, search: string): void {
  if (ended) return;
  const look = firstLook.page
    ? element(document, 'div', 'look', bar(document, firstLook.titleKey), userList(document, firstLook.page, search))
    : element(document, 'div', 'look first-look__look--bar', bar(document, firstLook.titleKey));
  look.id = firstLookId;
  look.setAttribute('aria-hidden', 'true');
  look.style.setProperty('--first-look-primary', adminColors.primary);
  document.body.append(look);
  showCurrentTab(look);
  // A touch or key is meant for react-admin's page: the picture gives way at once.
  for (const type of ['pointerdown', 'keydown'] as const)
    document.addEventListener(type, () => endFirstLook(document), { once: true, capture: true });
}

/**
 * The phone's start: the first look drawn as soon as it is there, then `load` (react-admin) after
 * that paint (a frame, then a task). Whatever becomes of the first look, `load` runs: a failure is
 * reported, never a dead end.
 */
export function drawThenLoad<Look>(
  firstLook: Promise<Look | undefined>,
  steps: {
    draw: (look: Look) => void;
    load: () => void;
    report: (error: unknown) => void;
    afterPaint?: (run: () => void) => void;
  },
): Promise<void> {
  const afterPaint = steps.afterPaint ?? ((run) => requestAnimationFrame(() => setTimeout(run)));
  return firstLook
    .then((look) => look && steps.draw(look))
    .catch(steps.report)
    .finally(() => afterPaint(steps.load));
}

/** react-admin has drawn the list (or another screen): the first look goes, and is not drawn any more. */
export function endFirstLook(document: Document = globalThis.document): void {
  ended = true;
  document.getElementById(firstLookId)?.remove();
}

/**
 * On a screen other than the user list the first look is its bar: it goes once react-admin's bar
 * shows the screen's title (the screen's <Title> fills #react-admin-title once its chunk has loaded),
 * so the title does not blink away meanwhile. Without such a bar it goes at once. Returns the clean-up.
 */
export function endFirstLookWhenTitled(document: Document = globalThis.document): () => void {
  const title = document.getElementById('react-admin-title');
  if (!title?.isConnected || title.textContent) {
    endFirstLook(document);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!title.textContent) return;
    observer.disconnect();
    endFirstLook(document);
  });
  observer.observe(title, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
