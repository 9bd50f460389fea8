import { ACTIVITY_POINTS, DASHBOARD_EXPLANATIONS } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/dashboard.json' with { type: 'json' };

function valueAt(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      en,
    );
}

describe('dashboard catalog (English)', () => {
  it('holds every key the contract’s dashboard rules return, with each placeholder they fill', () => {
    const keys = [
      ...Object.values(ACTIVITY_POINTS).map((row) => row.descriptionKey),
      ...Object.values(DASHBOARD_EXPLANATIONS).map((ref) => ref.key),
    ];
    for (const key of keys) expect(typeof valueAt(key), key).toBe('string');
    for (const param of Object.keys(DASHBOARD_EXPLANATIONS.safetyScore.params ?? {})) {
      expect(en.explanations.safetyScore).toContain(`{{${param}}}`);
    }
  });
});
