import { describe, expect, it } from 'vitest';
import { renderUspsFeeSms, useRealOcrTestApp } from '../../../test/real-ocr-app.js';
import { AnalyzeResponseSchema } from './analysis.schemas.js';
import { multipartPayload } from './upload-fixtures.test-support.js';

const app = useRealOcrTestApp();

describe('POST /api/analyze with a real screenshot and the real OCR', () => {
  it('reads the picture and cites its text in the result', async () => {
    const png = await renderUspsFeeSms();
    const body = await multipartPayload(
      [{ field: 'image', bytes: png, filename: 'sms.png', type: 'image/png' }],
      { inputType: 'image', channel: 'sms' },
    );
    const response = await app().app.inject({ method: 'POST', url: '/api/analyze', ...body });
    expect(response.statusCode).toBe(200);
    const { result } = AnalyzeResponseSchema.parse(response.json());
    expect(result.entities.urls.map((url) => url.host)).toContain('usps-redelivery.top');
    const evidence = result.signals.flatMap((signal) =>
      signal.evidence ? [signal.evidence.text] : [],
    );
    expect(evidence.join(' ').toLowerCase()).toMatch(/fee|pay|package|usps/);
    expect(result.scam_score).toBeGreaterThanOrEqual(71);
  }, 60_000);
});
