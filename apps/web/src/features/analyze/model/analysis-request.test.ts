import { describe, expect, it } from 'vitest';
import { buildAnalysisRequest, type FormValues } from './analysis-request.js';

const empty: FormValues = { text: '', file: null, state: '', channel: '' };

function jsonBody(result: ReturnType<typeof buildAnalysisRequest>) {
  if (!result.ok || result.request.kind !== 'json') throw new Error('expected a JSON request');
  return result.request.body;
}

describe('buildAnalysisRequest', () => {
  it.each([
    ['upload', empty, 'validation.noFileTitle', 'validation.noFileDescription'],
    [
      'text',
      { ...empty, text: '  \n\t ' },
      'validation.noTextTitle',
      'validation.noTextDescription',
    ],
    [
      'transcript',
      { ...empty, text: '   ' },
      'validation.noTranscriptTitle',
      'validation.noTranscriptDescription',
    ],
  ] as const)(
    'refuses an empty %s form with the §5 toast',
    (mode, values, titleKey, descriptionKey) => {
      expect(buildAnalysisRequest(mode, values)).toEqual({
        ok: false,
        problem: { titleKey, descriptionKey },
      });
    },
  );

  it('trims the text and leaves out an empty state and channel', () => {
    expect(jsonBody(buildAnalysisRequest('text', { ...empty, text: '  Pay now!  ' }))).toEqual({
      inputType: 'text',
      text: 'Pay now!',
    });
  });

  it('sends the chosen state and channel with typed text', () => {
    const body = jsonBody(
      buildAnalysisRequest('text', { ...empty, text: 'hello', state: 'NY', channel: 'sms' }),
    );
    expect(body).toEqual({ inputType: 'text', text: 'hello', state: 'NY', channel: 'sms' });
  });

  it('always sends channel phone for a call transcript, whatever was chosen', () => {
    const body = jsonBody(
      buildAnalysisRequest('transcript', { ...empty, text: ' caller ', channel: 'email' }),
    );
    expect(body).toEqual({ inputType: 'transcript', text: 'caller', channel: 'phone' });
  });

  it('sends a screenshot as multipart form data with inputType image', () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    const result = buildAnalysisRequest('upload', { ...empty, file, state: 'CA' });
    if (!result.ok || result.request.kind !== 'image') throw new Error('expected a form');
    const form = result.request.form;
    expect(form.get('inputType')).toBe('image');
    expect(form.get('state')).toBe('CA');
    expect(form.has('channel')).toBe(false);
    expect((form.get('image') as File).name).toBe('shot.png');
  });
});
