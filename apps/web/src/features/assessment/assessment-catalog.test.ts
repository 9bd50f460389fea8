import {
  ASSESSMENT_QUESTIONS,
  ASSESSMENT_UI_KEYS,
  EDUCATIONAL_RESOURCES,
  assessmentRiskLevelKey,
} from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/assessment.json' with { type: 'json' };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    flatten(value, prefix ? `${prefix}.${key}` : key),
  );
}

function valueAt(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
}

/** The keys the contract's models name; the screen's own words sit under `screen.`. */
const modelKeys = [
  ...ASSESSMENT_QUESTIONS.flatMap((q) => [
    q.titleKey,
    q.helpKey,
    ...q.options.map((o) => o.labelKey),
  ]),
  ...(['low', 'moderate', 'high', 'critical'] as const).map(assessmentRiskLevelKey),
  ...flatten(ASSESSMENT_UI_KEYS).map((path) => String(valueAt(ASSESSMENT_UI_KEYS, path))),
  ...EDUCATIONAL_RESOURCES.flatMap((r) => [
    r.titleKey,
    r.descriptionKey,
    r.content.summaryKey,
    ...r.content.keyPointKeys,
    ...r.content.actionStepKeys,
    ...r.content.exampleScenarios.flatMap((s) => [
      s.titleKey,
      s.descriptionKey,
      ...s.redFlagKeys,
      s.preventionKey,
    ]),
    ...r.resourceLinks.map((l) => l.titleKey),
  ]),
];

describe('English assessment catalog', () => {
  const catalog = new Set(flatten(en).map((key) => key.replace(PLURAL_SUFFIX, '')));

  it('holds every key the contract models use', () => {
    expect(modelKeys.filter((key) => !catalog.has(key))).toEqual([]);
  });

  it('holds no model key the contract does not use', () => {
    const used = new Set(modelKeys);
    const unused = [...catalog].filter((key) => !key.startsWith('screen.') && !used.has(key));
    expect(unused).toEqual([]);
  });

  it('has no empty text and the spec texts of §2.6 and §8', () => {
    for (const key of flatten(en)) expect(String(valueAt(en, key)).trim()).not.toBe('');
    expect(en.screen).toMatchObject({
      previous: 'Previous',
      next: 'Next',
      getResults: 'Get My Results',
      retake: 'Retake Assessment',
      createAccount: 'Create Account to Save Results',
      saveFailedTitle: 'Save Failed',
      saveFailedText: 'Please try again or complete the assessment without saving.',
      profileSavedTitle: 'Profile Saved',
    });
  });
});
