import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * Test fixtures drawn on demand: an SMS-like screenshot rendered from SVG by sharp (librsvg), in
 * light or dark mode, and a QR code from the `qrcode` package. Nothing binary is checked in.
 */

export interface BubbleScreenshot {
  lines: string[];
  width?: number;
  height?: number;
  isDark?: boolean;
  fontSizePx?: number;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An SMS app screenshot: a status bar, a sender header and one grey bubble holding `lines`. */
export function bubbleSvg({
  lines,
  width = 750,
  height = 700,
  isDark = false,
  fontSizePx = 30,
}: BubbleScreenshot): string {
  const background = isDark ? '#000000' : '#ffffff';
  const bubble = isDark ? '#26252a' : '#e9e9eb';
  const ink = isDark ? '#ffffff' : '#000000';
  const lineHeight = Math.round(fontSizePx * 1.35);
  const bubbleHeight = lines.length * lineHeight + 40;
  const tspans = lines
    .map(
      (line, index) => `<tspan x="60" y="${250 + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${background}"/>
  <text x="40" y="60" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${ink}">9:41</text>
  <text x="${width / 2}" y="140" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="bold" fill="${ink}">+1 (833) 555-0142</text>
  <rect x="30" y="${250 - fontSizePx - 10}" rx="28" width="${width - 60}" height="${bubbleHeight}" fill="${bubble}"/>
  <text font-family="DejaVu Sans, sans-serif" font-size="${fontSizePx}" fill="${ink}">${tspans}</text>
</svg>`;
}

export async function renderBubblePng(screenshot: BubbleScreenshot): Promise<Buffer> {
  return sharp(Buffer.from(bubbleSvg(screenshot)))
    .png()
    .toBuffer();
}

/** A QR code for `url` pasted onto a white card with a caption, as in a parking-meter scam photo. */
export async function renderQrPng(url: string, caption = 'Scan to pay parking'): Promise<Buffer> {
  const qr = await QRCode.toBuffer(url, { type: 'png', width: 360, margin: 2 });
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <text x="300" y="70" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#000">${escapeXml(caption)}</text>
</svg>`;
  return sharp(Buffer.from(card))
    .composite([{ input: qr, top: 140, left: 120 }])
    .png()
    .toBuffer();
}

/** A plain picture with nothing to read: a photo-like gradient. */
export async function renderNoTextPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#88aadd"/><stop offset="1" stop-color="#dde8f0"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="420" cy="160" r="70" fill="#f4d35e"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
