// Run by ocr.offline.test.ts in a child process whose network is blocked (block-network.cjs):
// reads one rendered screenshot and prints the result as JSON.
import { createOcrService } from '../src/adapters/ocr/index.js';
import { renderBubblePng } from './render-screenshot.js';

const langPath = process.argv[2];
const ocr = createOcrService({
  workers: 1,
  ...(langPath ? { langPath } : {}),
  jobTimeoutMs: 60_000,
});
try {
  const png = await renderBubblePng({
    lines: ['USPS: your package is on hold,', 'pay $1.99 at https://usps-redelivery.top/pay'],
  });
  process.stdout.write(JSON.stringify(await ocr.readText(png)));
} finally {
  await ocr.close();
}
