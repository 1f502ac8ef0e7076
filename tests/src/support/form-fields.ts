import type { Locator, Page } from 'playwright-core';

/**
 * A text field (password fields included) by its exact accessible name. By role, not by label:
 * a required field's label ends in a star, which `getByLabel(…, { exact: true })` counts but the
 * accessible name does not.
 */
export function textboxNamed(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}
