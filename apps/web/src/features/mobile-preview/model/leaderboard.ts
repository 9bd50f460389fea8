import type { MessageRef, SampleMarked } from './message.js';

/**
 * Community Shield Network leaderboard (spec part 2 §2.13, §3, §9): sample members ranked by the
 * chosen period (week, month, all) and metric (overall protection score, scams blocked, community
 * help); the current user is marked YOU with what they need to reach the next rank.
 */

export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_METRICS = ['overall', 'blocks', 'help'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

export interface PeriodFigures {
  protectionScore: number;
  scamsBlocked: number;
  communityHelp: number;
  rankChange: 'up' | 'down' | 'same';
}

export interface LeaderboardMember {
  id: string;
  /** A sample screen name, shown as is; the current user is shown with the YOU label instead. */
  username: string;
  streak: number;
  badge: 'guardian' | 'defender' | 'sentinel' | 'rookie';
  level: number;
  avatar: string;
  isCurrentUser: boolean;
  figures: Readonly<Record<LeaderboardPeriod, PeriodFigures>>;
}

export interface RankedEntry {
  id: string;
  username: string;
  streak: number;
  badge: LeaderboardMember['badge'];
  level: number;
  avatar: string;
  isCurrentUser: boolean;
  protectionScore: number;
  scamsBlocked: number;
  communityHelp: number;
  rankChange: PeriodFigures['rankChange'];
  rank: number;
}

function figures(
  protectionScore: number,
  scamsBlocked: number,
  communityHelp: number,
  rankChange: PeriodFigures['rankChange'],
): PeriodFigures {
  return { protectionScore, scamsBlocked, communityHelp, rankChange };
}

export const SAMPLE_MEMBERS: readonly LeaderboardMember[] = [
  {
    id: 'm1',
    username: 'GrandmaGuardian',
    streak: 45,
    badge: 'guardian',
    level: 28,
    avatar: '👵',
    isCurrentUser: false,
    figures: {
      week: figures(98, 12, 9, 'same'),
      month: figures(97, 41, 30, 'up'),
      all: figures(96, 312, 204, 'same'),
    },
  },
  {
    id: 'm2',
    username: 'SafeSam1948',
    streak: 30,
    badge: 'defender',
    level: 24,
    avatar: '👴',
    isCurrentUser: false,
    figures: {
      week: figures(95, 14, 4, 'up'),
      month: figures(94, 38, 19, 'down'),
      all: figures(95, 287, 150, 'same'),
    },
  },
  {
    id: 'm3',
    username: 'ScamStopperSue',
    streak: 21,
    badge: 'defender',
    level: 22,
    avatar: '🧓',
    isCurrentUser: false,
    figures: {
      week: figures(93, 9, 11, 'down'),
      month: figures(95, 35, 36, 'up'),
      all: figures(93, 240, 260, 'up'),
    },
  },
  {
    id: 'me',
    username: 'you',
    streak: 7,
    badge: 'sentinel',
    level: 12,
    avatar: '🙂',
    isCurrentUser: true,
    figures: {
      week: figures(89, 7, 5, 'up'),
      month: figures(88, 27, 12, 'up'),
      all: figures(87, 96, 40, 'same'),
    },
  },
  {
    id: 'm5',
    username: 'WiseWalter',
    streak: 12,
    badge: 'sentinel',
    level: 15,
    avatar: '👨‍🦳',
    isCurrentUser: false,
    figures: {
      week: figures(86, 11, 3, 'down'),
      month: figures(89, 30, 10, 'same'),
      all: figures(90, 180, 75, 'down'),
    },
  },
  {
    id: 'm6',
    username: 'CarefulCarol',
    streak: 9,
    badge: 'sentinel',
    level: 11,
    avatar: '👩‍🦳',
    isCurrentUser: false,
    figures: {
      week: figures(84, 6, 8, 'up'),
      month: figures(85, 22, 25, 'down'),
      all: figures(85, 120, 110, 'up'),
    },
  },
  {
    id: 'm7',
    username: 'HelpfulHank',
    streak: 4,
    badge: 'rookie',
    level: 6,
    avatar: '🧔',
    isCurrentUser: false,
    figures: {
      week: figures(78, 3, 14, 'up'),
      month: figures(80, 12, 44, 'up'),
      all: figures(79, 40, 130, 'up'),
    },
  },
  {
    id: 'm8',
    username: 'NewNeighborNan',
    streak: 2,
    badge: 'rookie',
    level: 3,
    avatar: '👩',
    isCurrentUser: false,
    figures: {
      week: figures(70, 2, 2, 'same'),
      month: figures(72, 5, 6, 'same'),
      all: figures(72, 8, 9, 'same'),
    },
  },
];

/** Community stats of spec part 2 §3, verbatim. */
export const SAMPLE_COMMUNITY_STATS = {
  isSample: true,
  totalMembers: 12_847,
  scamsBlocked: 8_924,
  totalProtectionScore: 87,
  newMembersToday: 23,
} as const;

const METRIC_FIELD = {
  overall: 'protectionScore',
  blocks: 'scamsBlocked',
  help: 'communityHelp',
} as const satisfies Record<LeaderboardMetric, keyof PeriodFigures>;

export function metricValue(entry: RankedEntry, metric: LeaderboardMetric): number {
  return entry[METRIC_FIELD[metric]];
}

/**
 * Highest first on the chosen metric; equal values share a rank (1, 2, 2, 4) and are listed by
 * name so the order never jumps between renders.
 */
export function rankMembers(
  members: readonly LeaderboardMember[],
  period: LeaderboardPeriod,
  metric: LeaderboardMetric,
): RankedEntry[] {
  const field = METRIC_FIELD[metric];
  const rows = members
    .map(({ figures: byPeriod, ...member }) => ({ ...member, ...byPeriod[period], rank: 0 }))
    .sort((a, b) => b[field] - a[field] || a.username.localeCompare(b.username));
  return rows.map((row, i) => {
    const firstEqual = rows.findIndex((other) => other[field] === row[field]);
    return { ...row, rank: (firstEqual === -1 ? i : firstEqual) + 1 };
  });
}

export interface LeaderboardState extends SampleMarked {
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
}

export type LeaderboardEvent =
  | { type: 'setPeriod'; period: LeaderboardPeriod }
  | { type: 'setMetric'; metric: LeaderboardMetric }
  | { type: 'reset' };

export function initialLeaderboard(): LeaderboardState {
  return { isSample: true, period: 'week', metric: 'overall' };
}

export function reduceLeaderboard(
  state: LeaderboardState,
  event: LeaderboardEvent,
): LeaderboardState {
  switch (event.type) {
    case 'setPeriod':
      return { ...state, period: event.period };
    case 'setMetric':
      return { ...state, metric: event.metric };
    case 'reset':
      return initialLeaderboard();
  }
}

export function leaderboardRows(
  state: LeaderboardState,
  members: readonly LeaderboardMember[] = SAMPLE_MEMBERS,
): RankedEntry[] {
  return rankMembers(members, state.period, state.metric);
}

/**
 * The current user's "Progress to next rank": how much more of the metric puts them above the
 * nearest member ranked higher, and how close they are (0 to 1). Null at rank 1.
 */
export function nextRankProgress(
  rows: readonly RankedEntry[],
  metric: LeaderboardMetric,
): { needed: number; progress: number; message: MessageRef } | null {
  const me = rows.find((row) => row.isCurrentUser);
  if (!me) return null;
  const ahead = rows.filter((row) => metricValue(row, metric) > metricValue(me, metric));
  const target = ahead.at(-1);
  if (!target) return null;
  const mine = metricValue(me, metric);
  const theirs = metricValue(target, metric);
  const needed = theirs - mine + 1;
  return {
    needed,
    progress: theirs === 0 ? 1 : Math.min(1, mine / (theirs + 1)),
    message: { key: `leaderboard.toNextRank.${metric}`, params: { count: needed } },
  };
}

export const LEADERBOARD_KEYS = {
  youKey: 'leaderboard.you',
  progressToNextRankKey: 'leaderboard.progressToNextRank',
  joinForumKey: 'leaderboard.joinForum',
  stats: {
    totalMembersKey: 'leaderboard.stats.totalMembers',
    scamsBlockedKey: 'leaderboard.stats.scamsBlocked',
    totalProtectionScoreKey: 'leaderboard.stats.totalProtectionScore',
    newMembersTodayKey: 'leaderboard.stats.newMembersToday',
  },
  period: {
    week: 'leaderboard.period.week',
    month: 'leaderboard.period.month',
    all: 'leaderboard.period.all',
  },
  metric: {
    overall: 'leaderboard.metric.overall',
    blocks: 'leaderboard.metric.blocks',
    help: 'leaderboard.metric.help',
  },
  badge: {
    guardian: 'leaderboard.badges.guardian',
    defender: 'leaderboard.badges.defender',
    sentinel: 'leaderboard.badges.sentinel',
    rookie: 'leaderboard.badges.rookie',
  },
  rankChange: {
    up: 'leaderboard.rankChange.up',
    down: 'leaderboard.rankChange.down',
    same: 'leaderboard.rankChange.same',
  },
  levelKey: 'leaderboard.level',
  streakKey: 'leaderboard.streak',
  statsHeadingKey: 'leaderboard.statsHeading',
  rankingsHeadingKey: 'leaderboard.rankingsHeading',
  periodLabelKey: 'leaderboard.periodLabel',
  metricLabelKey: 'leaderboard.metricLabel',
  rankKey: 'leaderboard.rank',
  /** The figure shown for each member on the chosen metric. */
  figure: {
    overall: 'leaderboard.figures.overall',
    blocks: 'leaderboard.figures.blocks',
    help: 'leaderboard.figures.help',
  },
} as const;
