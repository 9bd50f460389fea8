import type { Page } from 'playwright-core';

/** Checks `text` the way a visitor does from the home page, and waits for the result. */
export async function analyzeInBrowser(page: Page, text: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Tell Us What Happened/ }).click();
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('button', { name: 'Analyze for Scams' }).click();
  await page.getByRole('heading', { name: 'Analysis Complete' }).waitFor();
}
