// Draws the installed app's icons from public/favicon.svg with sharp (a server dependency):
//   node apps/web/src/pwa/make-icons.mjs
// The PNGs are committed; run this again only when the favicon changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const favicon = readFileSync(new URL('favicon.svg', `file://${publicDir}`), 'utf8');
const viewBox = /viewBox="([^"]+)"/.exec(favicon)?.[1];
const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon)?.[1];
if (!viewBox || !inner) throw new Error('public/favicon.svg is not the expected single <svg>');

/**
 * One icon: the favicon drawn at `scale` of the square, centred, over `background` (none:
 * transparent). Maskable icons keep the drawing inside the central 80 % circle the platform may
 * crop to (https://w3c.github.io/manifest/#icon-masks), so their scale is at most 0.6.
 */
async function draw({ file, size, scale, background }) {
  const box = Math.round(size * scale);
  const offset = Math.round((size - box) / 2);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    (background ? `<rect width="100%" height="100%" fill="${background}"/>` : '') +
    `<svg x="${offset}" y="${offset}" width="${box}" height="${box}" viewBox="${viewBox}">${inner}</svg>` +
    `</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(`${publicDir}${file}`, png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}

await draw({ file: 'icon-192.png', size: 192, scale: 0.9 });
await draw({ file: 'icon-512.png', size: 512, scale: 0.9 });
await draw({ file: 'icon-maskable-512.png', size: 512, scale: 0.6, background: '#ffffff' });
// iOS fills transparency with black, so the home-screen icon gets a white ground.
await draw({ file: 'apple-touch-icon.png', size: 180, scale: 0.8, background: '#ffffff' });
