import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READING_COMFORT,
  applyReadingComfort,
  loadReadingComfort,
  parseReadingComfort,
  saveReadingComfort,
} from './reading-comfort.js';

describe('reading comfort settings', () => {
  it.each([
    [null, DEFAULT_READING_COMFORT],
    ['not json', DEFAULT_READING_COMFORT],
    ['{"textSize":"huge","highContrast":true}', DEFAULT_READING_COMFORT],
    ['{"textSize":"large","highContrast":true}', { textSize: 'large', highContrast: true }],
  ])('parses %s', (stored, expected) => {
    expect(parseReadingComfort(stored)).toEqual(expected);
  });

  it('persists in local storage', () => {
    saveReadingComfort({ textSize: 'larger', highContrast: false });
    expect(localStorage.getItem('scambuddy.reading-comfort')).toBe(
      '{"textSize":"larger","highContrast":false}',
    );
    expect(loadReadingComfort()).toEqual({ textSize: 'larger', highContrast: false });
  });

  it('applies one text-size class and the contrast class to <html>', () => {
    const root = document.createElement('html');
    applyReadingComfort({ textSize: 'large', highContrast: true }, root);
    expect([...root.classList].sort()).toEqual(['high-contrast', 'text-size-large']);
    applyReadingComfort({ textSize: 'larger', highContrast: false }, root);
    expect([...root.classList]).toEqual(['text-size-larger']);
    applyReadingComfort(DEFAULT_READING_COMFORT, root);
    expect([...root.classList]).toEqual([]);
  });
});
