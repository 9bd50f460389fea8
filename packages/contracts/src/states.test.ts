import { describe, expect, it } from 'vitest';
import { StateCodeSchema } from './taxonomy.js';
import { US_STATES, US_STATE_CODES, UsStateCodeSchema, UsStateSchema } from './states.js';

describe('US states list', () => {
  it('has the 50 states and DC, 51 entries', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATE_CODES).toHaveLength(51);
    expect(US_STATES.map((s) => s.code)).toContain('DC');
  });

  it('has unique codes and unique names', () => {
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(51);
  });

  it('lists every code of the enum exactly once', () => {
    expect([...US_STATES.map((s) => s.code)].sort()).toEqual([...US_STATE_CODES].sort());
  });

  it('validates every entry and is sorted by name', () => {
    for (const state of US_STATES) expect(UsStateSchema.parse(state)).toEqual(state);
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('accepts only real codes, all compatible with StateCodeSchema', () => {
    for (const code of US_STATE_CODES) expect(StateCodeSchema.safeParse(code).success).toBe(true);
    expect(UsStateCodeSchema.safeParse('NY').success).toBe(true);
    expect(UsStateCodeSchema.safeParse('PR').success).toBe(false);
    expect(UsStateCodeSchema.safeParse('ny').success).toBe(false);
    expect(UsStateCodeSchema.safeParse('ZZ').success).toBe(false);
  });

  it('names states as people know them', () => {
    const byCode = new Map(US_STATES.map((s) => [s.code, s.name]));
    expect(byCode.get('DC')).toBe('District of Columbia');
    expect(byCode.get('NC')).toBe('North Carolina');
    expect(byCode.get('WV')).toBe('West Virginia');
  });
});
