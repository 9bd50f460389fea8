import type { BrowserContext } from 'playwright-core';

/** The scam message the screenshot tests read: only OCR of the picture can find "gift cards". */
export const GIFT_CARD_SCAM_HTML = `<p>From: Amazon Billing</p>
  <p>URGENT: your account is suspended. Pay the $250 fee with Google Play gift cards today
  or you will be arrested.</p>`;

/**
 * Renders `bodyHtml` as a phone-style screenshot (black 28px text on white) in a throw-away tab
 * of `context` and returns the PNG, so each test builds its picture during the run.
 */
export async function renderScreenshot(
  context: BrowserContext,
  bodyHtml: string,
  size: { width: number; height: number } = { width: 1000, height: 500 },
): Promise<Buffer> {
  const shotPage = await context.newPage();
  try {
    await shotPage.setViewportSize(size);
    await shotPage.setContent(
      `<body style="margin:40px;font:28px sans-serif;background:#fff;color:#000">${bodyHtml}</body>`,
    );
    return await shotPage.screenshot({ type: 'png' });
  } finally {
    await shotPage.close();
  }
}
