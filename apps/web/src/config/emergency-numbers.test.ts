import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMERGENCY_NUMBERS, FTC_REPORT_URL } from './emergency-numbers.js';

// The shared folder sits beside the checkout unless SCAMBUDDY_SHARED_DIR says otherwise.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const sharedDir = process.env.SCAMBUDDY_SHARED_DIR ?? resolve(repoRoot, '../shared');

const DirectoryEntrySchema = z.object({
  name: z.string(),
  phone: z.string().optional(),
  complaintUrl: z.string().optional(),
  source: z.string(),
  sourceDate: z.string().optional(),
});
const DirectorySchema = z.object({ federal: z.array(DirectoryEntrySchema) });

const directory = DirectorySchema.parse(
  JSON.parse(readFileSync(join(sharedDir, 'data/contacts/contacts.json'), 'utf8')),
);

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('emergency numbers', () => {
  it.each(EMERGENCY_NUMBERS)('$id is copied verbatim from the contacts directory', (entry) => {
    const source = directory.federal.find((candidate) => candidate.name === entry.directoryName);
    expect(source, `${entry.directoryName} in contacts.json`).toBeDefined();
    expect(source?.phone ?? '').toContain(entry.phone);
    expect(source?.source).toBe(entry.source);
    expect(source?.sourceDate).toBe(entry.sourceDate);
  });

  it.each(EMERGENCY_NUMBERS)('$id dials the number it shows', (entry) => {
    expect(digitsOf(entry.dial)).toBe(digitsOf(entry.phone));
    expect(entry.dial).toMatch(/^\+1\d{10}$/);
  });

  it('takes the FTC reporting site from the directory too', () => {
    const ftc = directory.federal.find((candidate) => candidate.name.includes('ReportFraud'));
    expect(ftc?.complaintUrl).toBe(FTC_REPORT_URL);
  });
});
