import { describe, expect, it } from 'vitest';
import { ACADEMY_KEYS, celebrationText, initialAcademy } from './academy.js';
import {
  BUDDY_KEYS,
  BUDDY_REPLY_KEYS,
  CHAT_ACTIONS,
  MOOD_OPTIONS,
  TOPIC_IDS,
  topicWordsKey,
} from './buddy-chat.js';
import en from '../../../locales/en/mobile-preview.json' with { type: 'json' };
import {
  LEADERBOARD_KEYS,
  LEADERBOARD_METRICS,
  leaderboardRows,
  nextRankProgress,
} from './leaderboard.js';
import { IMPLEMENTATION_STATUS, PREVIEW_FEATURES, PREVIEW_PAGE_KEYS } from './preview-tabs.js';
import {
  SAMPLE_THREAT_RESULT,
  THREAT_SHIELD_KEYS,
  initialThreatShield,
  reduceThreatShield,
  shieldLabel,
  threatScoreText,
  tickThreatShield,
  type ThreatLevel,
} from './threat-shield.js';
import { SAFETY_TIPS, TIPS_KEYS } from './tips-carousel.js';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    flatten(value, prefix ? `${prefix}.${key}` : key),
  );
}

const TOP_LEVEL = new Set(Object.keys(en));

/** Every string in the models that names a catalog key (it starts with one of its sections). */
function keysIn(value: unknown): string[] {
  if (typeof value === 'string') {
    return value.includes('.') && TOP_LEVEL.has(value.split('.')[0] ?? '') ? [value] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(keysIn);
}

function everyKeyTheModelsReturn(): Set<string> {
  const analysing = reduceThreatShield(initialThreatShield(), { type: 'start', nowMs: 0 });
  const levels: ThreatLevel[] = ['danger', 'warning', 'safe'];
  const labels = [
    shieldLabel(initialThreatShield()),
    shieldLabel(analysing),
    ...levels.map((level) =>
      shieldLabel({
        ...initialThreatShield(),
        threat: { level, score: 0, threatKeys: [], timestampMs: 0 },
      }),
    ),
  ];
  const done = tickThreatShield(analysing, 10_000);
  const rows = (metric: (typeof LEADERBOARD_METRICS)[number]) =>
    leaderboardRows({ isSample: true, period: 'week', metric });
  return new Set(
    keysIn([
      PREVIEW_FEATURES,
      PREVIEW_PAGE_KEYS,
      IMPLEMENTATION_STATUS,
      THREAT_SHIELD_KEYS,
      SAMPLE_THREAT_RESULT,
      labels,
      done.threat ? threatScoreText(done.threat) : null,
      initialAcademy(),
      ACADEMY_KEYS,
      celebrationText({ kind: 'levelUp', level: 13, untilMs: 0 }),
      celebrationText({ kind: 'challengeComplete', xp: 150, untilMs: 0 }),
      SAFETY_TIPS,
      TIPS_KEYS,
      LEADERBOARD_KEYS,
      LEADERBOARD_METRICS.map((metric) => nextRankProgress(rows(metric), metric)),
      MOOD_OPTIONS,
      CHAT_ACTIONS,
      BUDDY_KEYS,
      BUDDY_REPLY_KEYS,
      TOPIC_IDS.map(topicWordsKey),
    ]),
  );
}

describe('English catalog of the mobile preview', () => {
  const catalog = new Set(flatten(en).map((key) => key.replace(PLURAL_SUFFIX, '')));
  const used = everyKeyTheModelsReturn();

  it('holds every key the models return', () => {
    expect([...used].filter((key) => !catalog.has(key))).toEqual([]);
  });

  it('holds no key the models never return', () => {
    expect([...catalog].filter((key) => !used.has(key))).toEqual([]);
  });

  it('fills the placeholders the models pass', () => {
    expect(en.threatShield.scoreSafe).toContain('{{score}}');
    expect(en.academy.levelUp.message).toContain('{{level}}');
    expect(en.leaderboard.toNextRank.blocks_other).toContain('{{count}}');
  });
});
