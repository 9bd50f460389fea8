import { EvidencePackageDataSchema } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import {
  addEvidenceItem,
  analysisIdFrom,
  buildEvidenceExport,
  createEvidencePackage,
  makeCallLogItem,
  makeFileItem,
  makeScreenshotItem,
  makeTextItem,
  markSubmitted,
  toPackageData,
} from './evidence-package.js';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('evidence package', () => {
  it('starts collecting with an id made of the time and no items', () => {
    expect(createEvidencePackage(now, 'Scam Evidence 11/22/2026')).toEqual({
      id: `evidence-${now.getTime()}`,
      title: 'Scam Evidence 11/22/2026',
      description: '',
      createdAt: now.toISOString(),
      status: 'collecting',
      items: [],
    });
  });

  it('ignores blank text and uses the default title (spec §5)', () => {
    expect(makeTextItem({ text: '   ', title: 'x', defaultTitle: 'Text Evidence' }, 'a', now)).toBe(
      null,
    );
    expect(
      makeTextItem(
        { text: ' He asked for gift cards ', title: ' ', defaultTitle: 'Text Evidence' },
        'a',
        now,
      ),
    ).toMatchObject({
      type: 'text',
      title: 'Text Evidence',
      description: 'He asked for gift cards',
    });
  });

  it('adds a call log only with both the phone number and the details (spec §5)', () => {
    const input = { phoneNumber: '(202) 555-0147', callerName: '', details: 'Said he was the IRS' };
    expect(makeCallLogItem({ ...input, details: ' ' }, 'a', now)).toBe(null);
    expect(makeCallLogItem({ ...input, phoneNumber: '' }, 'a', now)).toBe(null);
    expect(makeCallLogItem(input, 'a', now)).toMatchObject({
      type: 'call_log',
      title: '(202) 555-0147',
      description: 'Said he was the IRS',
    });
    expect(makeCallLogItem({ ...input, callerName: 'Officer Brown' }, 'a', now)?.title).toBe(
      'Officer Brown ((202) 555-0147)',
    );
  });

  it('types uploads by their kind: images, audio, documents', () => {
    const image = makeFileItem({ name: 'a.png', size: 10, type: 'image/png' }, 'blob:1', 'a', now);
    const audio = makeFileItem({ name: 'b.mp3', size: 10, type: 'audio/mpeg' }, 'blob:2', 'b', now);
    const pdf = makeFileItem(
      { name: 'c.pdf', size: 10, type: 'application/pdf' },
      'blob:3',
      'c',
      now,
    );
    expect([image.type, audio.type, pdf.type]).toEqual(['screenshot', 'audio', 'document']);
  });

  it('sends and exports no file URLs, in a shape the server accepts', () => {
    let pkg = createEvidencePackage(now, 'Evidence');
    pkg = addEvidenceItem(
      pkg,
      makeScreenshotItem(
        { size: 2048, type: 'image/png' },
        'blob:local',
        { title: 'Screenshot', location: 'example.com' },
        's1',
        now,
      ),
    );
    const data = toPackageData(pkg);
    expect(JSON.stringify(data)).not.toContain('blob:');
    expect(EvidencePackageDataSchema.safeParse(data).success).toBe(true);
    const exported = buildEvidenceExport(markSubmitted(pkg, 'R1'));
    expect(exported.fileName).toBe(`evidence-${now.getTime()}.json`);
    expect(exported.data).toMatchObject({ status: 'submitted', reportId: 'R1' });
    expect(JSON.stringify(exported.data)).not.toContain('blob:');
  });

  it('takes no more items once submitted (spec §4)', () => {
    const submitted = markSubmitted(createEvidencePackage(now, 'E'), 'R1');
    const item = makeTextItem({ text: 'late', title: '', defaultTitle: 'T' }, 'a', now);
    if (!item) throw new Error('unexpected');
    expect(addEvidenceItem(submitted, item).items).toEqual([]);
  });

  it('carries the analysis it was opened for into the package it sends (issue 10)', () => {
    const analysisId = 'AbCdEfGhIjKlMnOpQr_-12';
    const pkg = addEvidenceItem(
      createEvidencePackage(now, 'Scam Evidence', analysisId),
      makeTextItem({ text: 'He asked for gift cards', title: '', defaultTitle: 'Text' }, 'a', now)!,
    );
    const data = toPackageData(pkg);
    expect(data.analysisId).toBe(analysisId);
    expect(EvidencePackageDataSchema.parse(data).analysisId).toBe(analysisId);
    expect(buildEvidenceExport(pkg).data.analysisId).toBe(analysisId);
    expect(toPackageData(createEvidencePackage(now, 'On its own'))).not.toHaveProperty(
      'analysisId',
    );
  });

  it('takes ?analysis= only when it has the shape of an analysis id', () => {
    expect(analysisIdFrom('AbCdEfGhIjKlMnOpQr_-12')).toBe('AbCdEfGhIjKlMnOpQr_-12');
    expect(analysisIdFrom(null)).toBeUndefined();
    expect(analysisIdFrom('')).toBeUndefined();
    expect(analysisIdFrom('../../admin')).toBeUndefined();
  });
});
