import type { Page } from 'playwright-core';

/**
 * Solves the ALTCHA captcha as a person does. The text is clicked because the widget's check-mark
 * graphic lies over the real checkbox; the real widget then solves a real challenge.
 */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByText('Ich bin kein Roboter').click();
  await page.getByText('Überprüft', { exact: true }).waitFor();
}
