import type { MessageRef, SampleMarked } from './message.js';

/**
 * Scam Shield Academy demo (spec part 2 §2.13, §3, §4, §9; DELTAS row 10). A challenge runs for
 * 3 s, then adds its XP; when the XP reaches the next level's threshold the level really rises and
 * a Level Up! overlay shows for 3 s. Completed challenges cannot run again.
 */

export const CHALLENGE_RUN_MS = 3_000;
export const CELEBRATION_MS = 3_000;
/** XP between one level and the next; the sample (500 to go) sits half-way through level 12. */
export const XP_PER_LEVEL = 1_000;

export type ChallengeDifficulty = 'easy' | 'medium' | 'hard';

export interface Challenge {
  id: string;
  titleKey: string;
  descriptionKey: string;
  xpReward: number;
  difficulty: ChallengeDifficulty;
  completed: boolean;
  progress: number;
  maxProgress: number;
}

export interface Achievement {
  id: string;
  titleKey: string;
  earned: boolean;
  progress: number;
  maxProgress: number;
}

export interface LearningProgress {
  level: number;
  xp: number;
  /** XP still needed to reach the next level. */
  xpToNext: number;
  streak: number;
  completedChallenges: number;
  totalChallenges: number;
}

export type Celebration =
  | { kind: 'levelUp'; level: number; untilMs: number }
  | { kind: 'challengeComplete'; xp: number; untilMs: number };

export interface AcademyState extends SampleMarked {
  progress: LearningProgress;
  challenges: readonly Challenge[];
  achievements: readonly Achievement[];
  running: { challengeId: string; endsAtMs: number } | null;
  celebration: Celebration | null;
}

export type AcademyEvent =
  { type: 'startChallenge'; challengeId: string; nowMs: number } | { type: 'reset' };

function challenge(
  id: string,
  xpReward: number,
  difficulty: ChallengeDifficulty,
  progress: number,
  maxProgress: number,
): Challenge {
  return {
    id,
    titleKey: `academy.challenges.${id}.title`,
    descriptionKey: `academy.challenges.${id}.description`,
    xpReward,
    difficulty,
    completed: false,
    progress,
    maxProgress,
  };
}

function achievement(id: string, progress: number, maxProgress: number): Achievement {
  return {
    id,
    titleKey: `academy.achievements.${id}`,
    earned: progress >= maxProgress,
    progress,
    maxProgress,
  };
}

/** Sample of spec part 2 §3: level 12, 2450 XP, 500 to next, 7-day streak, 4 badges, 23 of 30. */
export function initialAcademy(): AcademyState {
  return {
    isSample: true,
    progress: {
      level: 12,
      xp: 2_450,
      xpToNext: 500,
      streak: 7,
      completedChallenges: 23,
      totalChallenges: 30,
    },
    challenges: [
      challenge('spotFakeEmail', 150, 'easy', 0, 1),
      challenge('checkCaller', 200, 'medium', 1, 3),
      challenge('giftCardRedFlags', 300, 'hard', 2, 5),
    ],
    achievements: [
      achievement('firstCheck', 1, 1),
      achievement('phishingSpotter', 5, 5),
      achievement('weekStreak', 7, 7),
      achievement('communityHelper', 3, 3),
      achievement('socialMediaSavvy', 1, 3),
      achievement('scamBuster', 23, 50),
    ],
    running: null,
    celebration: null,
  };
}

/** The badge teased as next: Social Media Savvy (1/3). */
export const NEXT_BADGE_ID = 'socialMediaSavvy';

export function badgesEarned(state: AcademyState): number {
  return state.achievements.filter((item) => item.earned).length;
}

export function nextBadge(state: AcademyState): Achievement | null {
  return state.achievements.find((item) => item.id === NEXT_BADGE_ID && !item.earned) ?? null;
}

export function canStartChallenge(state: AcademyState, challengeId: string): boolean {
  const target = state.challenges.find((item) => item.id === challengeId);
  return target !== undefined && !target.completed && state.running === null;
}

export function reduceAcademy(state: AcademyState, event: AcademyEvent): AcademyState {
  switch (event.type) {
    case 'startChallenge':
      if (!canStartChallenge(state, event.challengeId)) return state;
      return {
        ...state,
        running: { challengeId: event.challengeId, endsAtMs: event.nowMs + CHALLENGE_RUN_MS },
      };
    case 'reset':
      return initialAcademy();
  }
}

/** Adds XP; every time the threshold is reached the level rises and a new threshold is set. */
export function addXp(
  progress: LearningProgress,
  xp: number,
): { progress: LearningProgress; levelsGained: number } {
  let level = progress.level;
  let xpToNext = progress.xpToNext - xp;
  let levelsGained = 0;
  while (xpToNext <= 0) {
    level += 1;
    levelsGained += 1;
    xpToNext += XP_PER_LEVEL;
  }
  return { progress: { ...progress, level, xp: progress.xp + xp, xpToNext }, levelsGained };
}

function completeRunning(state: AcademyState, endsAtMs: number, challengeId: string): AcademyState {
  const target = state.challenges.find((item) => item.id === challengeId);
  if (!target) return { ...state, running: null };
  const { progress, levelsGained } = addXp(state.progress, target.xpReward);
  const celebration: Celebration =
    levelsGained > 0
      ? { kind: 'levelUp', level: progress.level, untilMs: endsAtMs + CELEBRATION_MS }
      : { kind: 'challengeComplete', xp: target.xpReward, untilMs: endsAtMs + CELEBRATION_MS };
  return {
    ...state,
    running: null,
    celebration,
    progress: {
      ...progress,
      completedChallenges: Math.min(progress.completedChallenges + 1, progress.totalChallenges),
    },
    challenges: state.challenges.map((item) =>
      item.id === challengeId ? { ...item, completed: true, progress: item.maxProgress } : item,
    ),
  };
}

export function tickAcademy(state: AcademyState, nowMs: number): AcademyState {
  let next = state;
  if (next.running && nowMs >= next.running.endsAtMs) {
    next = completeRunning(next, next.running.endsAtMs, next.running.challengeId);
  }
  if (next.celebration && nowMs >= next.celebration.untilMs) {
    next = { ...next, celebration: null };
  }
  return next;
}

export function nextAcademyWakeMs(state: AcademyState): number | null {
  if (state.running) return state.running.endsAtMs;
  return state.celebration?.untilMs ?? null;
}

/** Share of the current level already earned, 0 to 1, for the progress bar. */
export function levelProgress(progress: LearningProgress): number {
  return Math.min(1, Math.max(0, (XP_PER_LEVEL - progress.xpToNext) / XP_PER_LEVEL));
}

export function celebrationText(celebration: Celebration): {
  titleKey: string;
  message: MessageRef;
} {
  return celebration.kind === 'levelUp'
    ? {
        titleKey: 'academy.levelUp.title',
        message: { key: 'academy.levelUp.message', params: { level: celebration.level } },
      }
    : {
        titleKey: 'academy.challengeComplete.title',
        message: { key: 'academy.challengeComplete.message', params: { xp: celebration.xp } },
      };
}

export const ACADEMY_KEYS = {
  levelKey: 'academy.stats.level',
  xpKey: 'academy.stats.xp',
  xpToNextKey: 'academy.stats.xpToNext',
  streakKey: 'academy.stats.streak',
  badgesKey: 'academy.stats.badges',
  challengesDoneKey: 'academy.stats.challengesDone',
  dailyChallengesKey: 'academy.dailyChallenges',
  achievementsKey: 'academy.achievementsHeading',
  nextBadgeKey: 'academy.nextBadge',
  inProgressKey: 'academy.inProgress',
  startKey: 'academy.start',
  completedKey: 'academy.completed',
  rewardKey: 'academy.reward',
  resetKey: 'academy.reset',
  levelProgressKey: 'academy.levelProgress',
  challengeProgressKey: 'academy.challengeProgress',
  earnedKey: 'academy.earned',
  achievementProgressKey: 'academy.achievementProgress',
  difficulty: {
    easy: 'academy.difficulty.easy',
    medium: 'academy.difficulty.medium',
    hard: 'academy.difficulty.hard',
  },
} as const;
