import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_RUN_MS,
  addXp,
  badgesEarned,
  canStartChallenge,
  celebrationText,
  initialAcademy,
  levelProgress,
  nextAcademyWakeMs,
  nextBadge,
  reduceAcademy,
  tickAcademy,
  type AcademyState,
} from './academy.js';

const T0 = 50_000;

function run(state: AcademyState, challengeId: string, startMs: number): AcademyState {
  const started = reduceAcademy(state, { type: 'startChallenge', challengeId, nowMs: startMs });
  return tickAcademy(started, startMs + CHALLENGE_RUN_MS);
}

describe('academy sample', () => {
  it('matches the spec sample and is marked as sample data', () => {
    const state = initialAcademy();
    expect(state.isSample).toBe(true);
    expect(state.progress).toEqual({
      level: 12,
      xp: 2450,
      xpToNext: 500,
      streak: 7,
      completedChallenges: 23,
      totalChallenges: 30,
    });
    expect(badgesEarned(state)).toBe(4);
    expect(state.challenges.map((c) => c.xpReward)).toEqual([150, 200, 300]);
    expect(nextBadge(state)).toMatchObject({ id: 'socialMediaSavvy', progress: 1, maxProgress: 3 });
    expect(levelProgress(state.progress)).toBe(0.5);
  });
});

describe('running a challenge', () => {
  it('shows Challenge in Progress for 3 seconds, then completes it and adds its XP', () => {
    const started = reduceAcademy(initialAcademy(), {
      type: 'startChallenge',
      challengeId: 'spotFakeEmail',
      nowMs: T0,
    });
    expect(started.running).toEqual({ challengeId: 'spotFakeEmail', endsAtMs: T0 + 3_000 });
    expect(nextAcademyWakeMs(started)).toBe(T0 + 3_000);
    expect(tickAcademy(started, T0 + 2_999)).toBe(started);

    const done = tickAcademy(started, T0 + 3_000);
    const target = done.challenges.find((c) => c.id === 'spotFakeEmail');
    expect(target).toMatchObject({ completed: true, progress: target?.maxProgress });
    expect(done.progress).toMatchObject({
      level: 12,
      xp: 2600,
      xpToNext: 350,
      completedChallenges: 24,
    });
    expect(done.celebration).toEqual({ kind: 'challengeComplete', xp: 150, untilMs: T0 + 6_000 });
    expect(tickAcademy(done, T0 + 6_000).celebration).toBeNull();
  });

  it('really raises the level when the XP crosses the threshold, with a 3 second overlay', () => {
    let state = run(initialAcademy(), 'spotFakeEmail', T0);
    state = run(state, 'checkCaller', T0 + 10_000);
    expect(state.progress).toMatchObject({ level: 12, xp: 2800, xpToNext: 150 });
    state = run(state, 'giftCardRedFlags', T0 + 20_000);
    expect(state.progress).toMatchObject({
      level: 13,
      xp: 3100,
      xpToNext: 850,
      completedChallenges: 26,
    });
    expect(state.celebration).toEqual({ kind: 'levelUp', level: 13, untilMs: T0 + 26_000 });
    expect(celebrationText(state.celebration ?? fail()).message).toEqual({
      key: 'academy.levelUp.message',
      params: { level: 13 },
    });
    expect(tickAcademy(state, T0 + 25_999).celebration).not.toBeNull();
    expect(tickAcademy(state, T0 + 26_000).celebration).toBeNull();
  });

  it('levels up when the XP lands exactly on the threshold', () => {
    let state = run(initialAcademy(), 'giftCardRedFlags', T0);
    expect(state.progress.level).toBe(12);
    state = run(state, 'checkCaller', T0 + 10_000);
    expect(state.progress).toMatchObject({ level: 13, xp: 2950, xpToNext: 1000 });
  });

  it('adds several levels at once when the XP is large', () => {
    const { progress, levelsGained } = addXp(initialAcademy().progress, 2_600);
    expect(levelsGained).toBe(3);
    expect(progress).toMatchObject({ level: 15, xpToNext: 900 });
  });

  it('never re-runs a completed challenge and runs one challenge at a time', () => {
    const done = run(initialAcademy(), 'spotFakeEmail', T0);
    expect(canStartChallenge(done, 'spotFakeEmail')).toBe(false);
    expect(
      reduceAcademy(done, {
        type: 'startChallenge',
        challengeId: 'spotFakeEmail',
        nowMs: T0 + 9_000,
      }),
    ).toBe(done);
    const running = reduceAcademy(done, {
      type: 'startChallenge',
      challengeId: 'checkCaller',
      nowMs: T0 + 9_000,
    });
    expect(canStartChallenge(running, 'giftCardRedFlags')).toBe(false);
    expect(canStartChallenge(running, 'unknown')).toBe(false);
  });

  it('Reset restores the sample without a reload', () => {
    const played = run(run(initialAcademy(), 'spotFakeEmail', T0), 'giftCardRedFlags', T0 + 5_000);
    expect(reduceAcademy(played, { type: 'reset' })).toEqual(initialAcademy());
  });
});

function fail(): never {
  throw new Error('expected a celebration');
}
