import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAudioUpload, checkImageUpload } from './check-upload.js';
import { MAX_UPLOAD_BYTES } from './uploads.limits.js';

const bytes = (...parts: (string | number[] | Uint8Array)[]): Uint8Array =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string'
        ? Buffer.from(part, 'latin1')
        : Buffer.from(part as ArrayLike<number>),
    ),
  );

const uint32be = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];

/** A PNG that is only a header: enough for the checks, which must never need the pixels. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const iend = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    uint32be(13),
    'IHDR',
    uint32be(width),
    uint32be(height),
    [8, 6, 0, 0, 0],
    [0, 0, 0, 0],
    iend,
  );
}

function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + compatible.length * 4;
  return bytes(uint32be(size), 'ftyp', major, [0, 0, 0, 0], ...compatible, new Uint8Array(32));
}

const real: Record<'png' | 'jpeg' | 'webp' | 'webpLossless' | 'gif', Uint8Array> = {
  png: new Uint8Array(),
  jpeg: new Uint8Array(),
  webp: new Uint8Array(),
  webpLossless: new Uint8Array(),
  gif: new Uint8Array(),
};

beforeAll(async () => {
  const image = sharp({
    create: { width: 321, height: 123, channels: 3, background: { r: 200, g: 30, b: 90 } },
  });
  real.png = await image.clone().png().toBuffer();
  real.jpeg = await image.clone().jpeg().toBuffer();
  real.webp = await image.clone().webp().toBuffer();
  real.webpLossless = await image.clone().webp({ lossless: true }).toBuffer();
  real.gif = await image.clone().gif().toBuffer();
});

describe('checkImageUpload accepts real screenshots and reads their size from the header', () => {
  it.each(['png', 'jpeg', 'webp', 'webpLossless', 'gif'] as const)('%s', (name) => {
    expect(checkImageUpload(real[name])).toMatchObject({ ok: true, width: 321, height: 123 });
  });

  it('reads the canvas of an extended (VP8X) WebP', async () => {
    const withAlpha = await sharp({
      create: { width: 77, height: 55, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    expect(checkImageUpload(withAlpha)).toMatchObject({
      ok: true,
      format: 'webp',
      width: 77,
      height: 55,
    });
  });

  it('names the MIME type from the content', () => {
    expect(checkImageUpload(real.jpeg)).toMatchObject({ mimeType: 'image/jpeg' });
  });
});

describe('checkImageUpload accepts every shape a screen or a scrolling capture has', () => {
  it.each([
    [1170, 2532],
    [2532, 1170],
    [3840, 2160],
    [1080, 10_800],
    [1, 10],
  ])('%i × %i', (width, height) => {
    expect(checkImageUpload(pngHeaderOnly(width, height))).toMatchObject({
      ok: true,
      width,
      height,
    });
  });
});

describe('checkImageUpload refuses what a decoder should never see', () => {
  const cases: [string, () => Uint8Array, string, string?][] = [
    ['a zero-byte file', () => new Uint8Array(), 'EMPTY_FILE'],
    ['a file over 10 MB', () => new Uint8Array(MAX_UPLOAD_BYTES + 1), 'FILE_TOO_LARGE'],
    ['a 60-megapixel PNG header', () => pngHeaderOnly(10_000, 6_000), 'IMAGE_TOO_LARGE'],
    // Issue 18: under 40 MP, but no screen is 40 times taller than wide (the reader took 47 s).
    ['a 999 × 40,000 PNG header', () => pngHeaderOnly(999, 40_000), 'NOT_A_SCREEN'],
    ['a 40,000 × 999 PNG header', () => pngHeaderOnly(40_000, 999), 'NOT_A_SCREEN'],
    ['a 1 × 11 PNG header', () => pngHeaderOnly(1, 11), 'NOT_A_SCREEN'],
    [
      'text bytes named .png',
      () => bytes('hello, this is not a picture'),
      'UNSUPPORTED_MEDIA_TYPE',
      'unknown',
    ],
    ['an HEIC photo', () => ftyp('heic', 'mif1', 'heic'), 'UNSUPPORTED_MEDIA_TYPE', 'heic'],
    ['an HEIF image', () => ftyp('mif1', 'mif1'), 'UNSUPPORTED_MEDIA_TYPE', 'heif'],
    ['an AVIF image', () => ftyp('avif', 'mif1', 'avif'), 'UNSUPPORTED_MEDIA_TYPE', 'avif'],
    [
      'an AVIF image under a mif1 major brand',
      () => ftyp('mif1', 'avif'),
      'UNSUPPORTED_MEDIA_TYPE',
      'avif',
    ],
    [
      'a little-endian TIFF',
      () => bytes([0x49, 0x49, 0x2a, 0], new Uint8Array(64)),
      'UNSUPPORTED_MEDIA_TYPE',
      'tiff',
    ],
    [
      'a big-endian TIFF',
      () => bytes([0x4d, 0x4d, 0, 0x2a], new Uint8Array(64)),
      'UNSUPPORTED_MEDIA_TYPE',
      'tiff',
    ],
    ['a BMP', () => bytes('BM', new Uint8Array(60)), 'UNSUPPORTED_MEDIA_TYPE', 'bmp'],
    ['a PDF', () => bytes('%PDF-1.7\n', new Uint8Array(60)), 'UNSUPPORTED_MEDIA_TYPE', 'pdf'],
    ['an MP4 video', () => ftyp('qt  ', 'qt  '), 'UNSUPPORTED_MEDIA_TYPE', 'video'],
    [
      'a WebM recording sent as an image',
      () => bytes([0x1a, 0x45, 0xdf, 0xa3], new Uint8Array(60)),
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a truncated PNG (cut in half)',
      () => real.png.subarray(0, Math.floor(real.png.length / 2)),
      'FILE_TRUNCATED',
    ],
    ['a PNG cut inside its header', () => real.png.subarray(0, 20), 'FILE_TRUNCATED'],
    [
      'a truncated JPEG (cut in half)',
      () => real.jpeg.subarray(0, Math.floor(real.jpeg.length / 2)),
      'FILE_TRUNCATED',
    ],
    [
      'a JPEG that is only its first three bytes',
      () => bytes([0xff, 0xd8, 0xff]),
      'FILE_TRUNCATED',
    ],
    ['a truncated WebP', () => real.webp.subarray(0, real.webp.length - 10), 'FILE_TRUNCATED'],
    ['a truncated GIF', () => real.gif.subarray(0, real.gif.length - 5), 'FILE_TRUNCATED'],
    [
      'a PNG whose first chunk is not IHDR',
      () =>
        bytes(
          [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
          uint32be(13),
          'tEXt',
          new Uint8Array(40),
        ),
      'UNSUPPORTED_MEDIA_TYPE',
      'malformed',
    ],
    [
      'a PNG declaring zero width',
      () => pngHeaderOnly(0, 100),
      'UNSUPPORTED_MEDIA_TYPE',
      'malformed',
    ],
    [
      'a JPEG that reaches its scan without a frame header',
      () => bytes([0xff, 0xd8, 0xff, 0xda, 0, 2], new Uint8Array(20), [0xff, 0xd9]),
      'UNSUPPORTED_MEDIA_TYPE',
      'malformed',
    ],
    [
      'a JPEG start followed by script text (polyglot-ish)',
      () => bytes([0xff, 0xd8, 0xff], '<script>alert(1)</script>'),
      'UNSUPPORTED_MEDIA_TYPE',
      'malformed',
    ],
    [
      'a GIF header glued to HTML (polyglot-ish)',
      () => bytes('GIF89a', '<html><body>pay now</body></html>'),
      'FILE_TRUNCATED',
    ],
    [
      'a GIF declaring 8000×8000 behind a tiny body',
      () => bytes('GIF89a', [0x40, 0x1f, 0x40, 0x1f, 0, 0, 0], [0x3b]),
      'IMAGE_TOO_LARGE',
    ],
    [
      'a PDF carrying a JPEG inside it',
      () => bytes('%PDF-1.4\n', [0xff, 0xd8, 0xff, 0xe0], new Uint8Array(40)),
      'UNSUPPORTED_MEDIA_TYPE',
      'pdf',
    ],
    [
      'a RIFF file that is neither WebP nor WAV',
      () => bytes('RIFF', [40, 0, 0, 0], 'AVI ', new Uint8Array(40)),
      'UNSUPPORTED_MEDIA_TYPE',
      'unknown',
    ],
    [
      'a WebP with an unknown first chunk',
      () => bytes('RIFF', [22, 0, 0, 0], 'WEBPABCD', new Uint8Array(18)),
      'UNSUPPORTED_MEDIA_TYPE',
      'malformed',
    ],
  ];

  it.each(cases.map(([name, make, code, format]) => ({ name, make, code, format })))(
    '$name → $code',
    ({ make, code, format }) => {
      const result = checkImageUpload(make());
      expect(result).toMatchObject({ ok: false, code });
      if (format !== undefined) expect(result).toMatchObject({ format });
    },
  );

  it('refuses on the header before the decoder: a 60-megapixel PNG is a few dozen bytes', () => {
    const header = pngHeaderOnly(10_000, 6_000);
    expect(header.length).toBeLessThan(100);
    expect(checkImageUpload(header)).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('accepts exactly 40 megapixels and refuses one pixel row more', () => {
    expect(checkImageUpload(pngHeaderOnly(8_000, 5_000))).toMatchObject({ ok: true });
    expect(checkImageUpload(pngHeaderOnly(8_000, 5_001))).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
    });
  });
});

describe('checkAudioUpload', () => {
  const accepted: [string, Uint8Array, string][] = [
    ['WebM (EBML)', bytes([0x1a, 0x45, 0xdf, 0xa3], new Uint8Array(60)), 'audio/webm'],
    ['M4A', ftyp('M4A ', 'M4A ', 'mp42', 'isom'), 'audio/mp4'],
    ['MP4 as Chromium records it', ftyp('isom', 'isom', 'iso2', 'mp41'), 'audio/mp4'],
    ['Ogg', bytes('OggS', new Uint8Array(60)), 'audio/ogg'],
    ['WAV', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', new Uint8Array(40)), 'audio/wav'],
  ];
  it.each(accepted.map(([name, audio, mimeType]) => ({ name, audio, mimeType })))(
    'accepts $name',
    ({ audio, mimeType }) => {
      expect(checkAudioUpload(audio)).toEqual(expect.objectContaining({ ok: true, mimeType }));
    },
  );

  const refused: [string, Uint8Array, string][] = [
    ['an empty recording', new Uint8Array(), 'EMPTY_FILE'],
    ['a recording over 10 MB', bytes('OggS', new Uint8Array(MAX_UPLOAD_BYTES)), 'FILE_TOO_LARGE'],
    ['a PNG sent as audio', pngHeaderOnly(10, 10), 'UNSUPPORTED_MEDIA_TYPE'],
    ['an HEIC photo sent as audio', ftyp('heic', 'mif1'), 'UNSUPPORTED_MEDIA_TYPE'],
    ['plain text', bytes('please call me back'), 'UNSUPPORTED_MEDIA_TYPE'],
    ['a WAV cut inside its header', bytes('RIFF', [36, 0, 0, 0], 'WAVE'), 'FILE_TRUNCATED'],
  ];
  it.each(refused.map(([name, audio, code]) => ({ name, audio, code })))(
    'refuses $name → $code',
    ({ audio, code }) => {
      expect(checkAudioUpload(audio)).toMatchObject({ ok: false, code });
    },
  );
});
