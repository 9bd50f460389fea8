// Signs a person in through the development sign-in, the way they would: the Sign In button
// (/auth/google, which leads to the form when no provider is configured), then name and e-mail.
// The e2e server has no provider and ADMIN_EMAILS=admin@example.test, so that address is admin.
import type { Page } from 'playwright-core';

export const E2E_ADMIN_EMAIL = 'admin@example.test';

export async function signInInBrowser(
  page: Page,
  person: { name: string; email: string },
): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL('**/dev-sign-in');
  await page.getByLabel('Your name').fill(person.name);
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${person.name}` }).waitFor();
}

/** Logs out through the avatar menu (spec part 1 §2.2) and waits for the home page. */
export async function signOutInBrowser(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Sign In' }).waitFor();
}
