import { describe, expect, it } from 'vitest';
import { flattenCatalog, renderMessage } from './render.js';

describe('renderMessage', () => {
  it('interpolates parameters', () => {
    expect(
      renderMessage(
        { key: 'a', params: { count: 3, name: 'IRS' } },
        { a: '{{count}} signs from {{ name }}' },
      ),
    ).toBe('3 signs from IRS');
  });

  it('falls back to the fallback catalog, then to the key', () => {
    expect(renderMessage({ key: 'a' }, {}, { a: 'English' })).toBe('English');
    expect(renderMessage({ key: 'missing.key' }, {})).toBe('missing.key');
  });

  it('leaves unknown placeholders visible', () => {
    expect(renderMessage({ key: 'a' }, { a: 'Hello {{who}}' })).toBe('Hello {{who}}');
  });
});

describe('flattenCatalog', () => {
  it('turns nested objects into dotted keys', () => {
    expect(flattenCatalog({ engine: { label: { low: 'Low' } } })).toEqual({
      'engine.label.low': 'Low',
    });
  });
});
