import type { Page, Route } from 'playwright-core';

/**
 * The chunk with react-admin (admin/src/start-admin.tsx), held back until `release`: the admin's entry
 * alone runs meanwhile (its first look, the calls it starts early). `asked` settles when the page
 * asks for the chunk: on a phone, once the first look is drawn or known to be none.
 */
export async function holdReactAdmin(page: Page): Promise<{ release: () => Promise<void>; asked: Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  let markAsked!: () => void;
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await page.route(/\/admin\/assets\/start-admin-[\w-]+\.js$/, (route) => {
    markAsked();
    return released ? route.continue() : void held.push(route);
  });
  return {
    asked,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
