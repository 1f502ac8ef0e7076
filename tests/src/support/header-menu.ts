import type { Locator, Page } from 'playwright-core';

/** The header menu landmark ('Hauptmenü'), where the menu's links live. */
export function headerMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Hauptmenü' });
}

/** A link of the header menu; `exact` keeps 'Konto' from matching longer names. */
export function menuLink(page: Page, name: string): Locator {
  return headerMenu(page).getByRole('link', { name, exact: true });
}

/** The labels of the header menu's links, in order, once the server's menu has arrived. */
export async function menuLinkNames(page: Page): Promise<string[]> {
  const links = headerMenu(page).getByRole('link');
  await links.first().waitFor({ state: 'attached' });
  return (await links.allTextContents()).map((text) => text.trim().replace(/\s+/g, ' '));
}
