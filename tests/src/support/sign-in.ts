import type { Page } from 'playwright-core';

/** Fills the login form the way a person does; the caller checks where the browser lands. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/**
 * Signs the page's person in through POST /check-login, the call the login form makes, for
 * journeys about what comes after signing in. The session cookie lands in the person's profile.
 */
export async function signInQuickly(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/check-login', { form: { username: email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
}
