import { describe, expect, it } from 'vitest';
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  SAMPLE_COMMUNITY_STATS,
  initialLeaderboard,
  leaderboardRows,
  metricValue,
  nextRankProgress,
  rankMembers,
  reduceLeaderboard,
  type LeaderboardMember,
} from './leaderboard.js';

describe('leaderboard', () => {
  it('uses the community stats of the spec verbatim, marked as sample data', () => {
    expect(SAMPLE_COMMUNITY_STATS).toEqual({
      isSample: true,
      totalMembers: 12847,
      scamsBlocked: 8924,
      totalProtectionScore: 87,
      newMembersToday: 23,
    });
    expect(initialLeaderboard()).toEqual({ isSample: true, period: 'week', metric: 'overall' });
  });

  it.each(
    LEADERBOARD_PERIODS.flatMap((period) =>
      LEADERBOARD_METRICS.map((metric) => [period, metric] as const),
    ),
  )('ranks %s by %s from highest to lowest with ranks 1..n', (period, metric) => {
    const rows = leaderboardRows({ isSample: true, period, metric });
    const values = rows.map((row) => metricValue(row, metric));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(rows[0]?.rank).toBe(1);
    expect(rows.filter((row) => row.isCurrentUser)).toHaveLength(1);
  });

  it('changes the order when the metric or the period changes', () => {
    const overall = leaderboardRows(initialLeaderboard()).map((r) => r.id);
    const state = reduceLeaderboard(initialLeaderboard(), { type: 'setMetric', metric: 'help' });
    const help = leaderboardRows(state).map((r) => r.id);
    expect(help).not.toEqual(overall);
    expect(help[0]).toBe('m7');
    const month = leaderboardRows(reduceLeaderboard(state, { type: 'setPeriod', period: 'month' }));
    expect(month[0]?.id).toBe('m7');
    expect(month[0]?.communityHelp).toBe(44);
    expect(reduceLeaderboard(state, { type: 'reset' })).toEqual(initialLeaderboard());
  });

  it('gives equal values the same rank and lists them by name', () => {
    const member = (id: string, score: number): LeaderboardMember => ({
      id,
      username: id,
      streak: 0,
      badge: 'rookie',
      level: 1,
      avatar: '',
      isCurrentUser: false,
      figures: {
        week: { protectionScore: score, scamsBlocked: 0, communityHelp: 0, rankChange: 'same' },
        month: { protectionScore: score, scamsBlocked: 0, communityHelp: 0, rankChange: 'same' },
        all: { protectionScore: score, scamsBlocked: 0, communityHelp: 0, rankChange: 'same' },
      },
    });
    const rows = rankMembers(
      [member('d', 50), member('b', 90), member('c', 90), member('a', 10)],
      'week',
      'overall',
    );
    expect(rows.map((r) => `${r.rank}${r.id}`)).toEqual(['1b', '1c', '3d', '4a']);
  });

  it('tells the current user how much more reaches the next rank: 3 more blocks this week', () => {
    const rows = leaderboardRows({ isSample: true, period: 'week', metric: 'blocks' });
    const next = nextRankProgress(rows, 'blocks');
    expect(next?.needed).toBe(3);
    expect(next?.message).toEqual({ key: 'leaderboard.toNextRank.blocks', params: { count: 3 } });
    expect(next?.progress).toBeGreaterThan(0);
    expect(next?.progress).toBeLessThan(1);
  });

  it('has nothing to reach at rank 1', () => {
    const rows = leaderboardRows(initialLeaderboard()).map((row) => ({
      ...row,
      isCurrentUser: row.rank === 1,
    }));
    expect(nextRankProgress(rows, 'overall')).toBeNull();
  });
});
