import { SavedReportSchema } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import { renderUspsFeeSms, useRealOcrTestApp } from '../../../test/real-ocr-app.js';
import { multipartPayload } from '../analysis/upload-fixtures.test-support.js';

const app = useRealOcrTestApp();

describe('POST /share with a real screenshot and the real OCR', () => {
  it('reads the shared picture and lands on a result that cites its text', async () => {
    const png = await renderUspsFeeSms();
    const body = await multipartPayload([
      { field: 'image', bytes: png, filename: 'Screenshot_20261125.png', type: 'image/png' },
    ]);
    const response = await app().app.inject({
      method: 'POST',
      url: '/share',
      payload: body.payload,
      headers: { ...body.headers, 'sec-fetch-site': 'none', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/report\/[^/]+$/);
    const report = SavedReportSchema.parse(
      (await app().app.inject({ method: 'GET', url: `/api${location}` })).json(),
    );
    expect(report.result.entities.urls.map((url) => url.host)).toContain('usps-redelivery.top');
    expect(report.result.scam_score).toBeGreaterThanOrEqual(71);
  }, 60_000);
});
