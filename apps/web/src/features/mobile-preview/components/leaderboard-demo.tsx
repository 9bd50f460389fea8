import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/link-button.js';
import { cx } from '../../../lib/class-names.js';
import { paths } from '../../../app/paths.js';
import {
  LEADERBOARD_KEYS,
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  SAMPLE_COMMUNITY_STATS,
  initialLeaderboard,
  leaderboardRows,
  metricValue,
  nextRankProgress,
  reduceLeaderboard,
} from '../model/leaderboard.js';

function ToggleGroup<T extends string>({
  label,
  options,
  selected,
  labelFor,
  onSelect,
}: {
  label: string;
  options: readonly T[];
  selected: T;
  labelFor: (option: T) => string;
  onSelect: (option: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-lg font-semibold">{label}:</span>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
          className={cx(
            'min-h-11 rounded-control border-2 border-primary px-4 py-2 text-base font-semibold',
            option === selected
              ? 'bg-primary text-on-primary'
              : 'bg-surface text-primary hover:bg-primary-soft',
          )}
        >
          {labelFor(option)}
        </button>
      ))}
    </div>
  );
}

/**
 * Community Shield Network leaderboard (spec part 2 §2.13; project delta 18): sample members
 * ranked by the chosen period and metric; the current user marked YOU with what the next rank
 * needs. Join Community Forum opens the real community board rather than doing nothing.
 */
export function LeaderboardDemo() {
  const { t, i18n } = useTranslation('mobile-preview');
  const [state, dispatch] = useReducer(reduceLeaderboard, undefined, initialLeaderboard);
  const rows = leaderboardRows(state);
  const toNext = nextRankProgress(rows, state.metric);
  const number = new Intl.NumberFormat(i18n.language);
  const stats = [
    [LEADERBOARD_KEYS.stats.totalMembersKey, SAMPLE_COMMUNITY_STATS.totalMembers],
    [LEADERBOARD_KEYS.stats.scamsBlockedKey, SAMPLE_COMMUNITY_STATS.scamsBlocked],
    [LEADERBOARD_KEYS.stats.totalProtectionScoreKey, SAMPLE_COMMUNITY_STATS.totalProtectionScore],
    [LEADERBOARD_KEYS.stats.newMembersTodayKey, SAMPLE_COMMUNITY_STATS.newMembersToday],
  ] as const;

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="leaderboard-stats">
        <h3 id="leaderboard-stats" className="text-xl font-bold">
          {t(LEADERBOARD_KEYS.statsHeadingKey)}
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map(([key, value]) => (
            <div key={key} className="rounded-control border border-line p-3">
              <dt className="text-base text-muted">{t(key)}</dt>
              <dd className="text-xl font-bold">{number.format(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ToggleGroup
        label={t(LEADERBOARD_KEYS.periodLabelKey)}
        options={LEADERBOARD_PERIODS}
        selected={state.period}
        labelFor={(period) => t(LEADERBOARD_KEYS.period[period])}
        onSelect={(period) => dispatch({ type: 'setPeriod', period })}
      />
      <ToggleGroup
        label={t(LEADERBOARD_KEYS.metricLabelKey)}
        options={LEADERBOARD_METRICS}
        selected={state.metric}
        labelFor={(metric) => t(LEADERBOARD_KEYS.metric[metric])}
        onSelect={(metric) => dispatch({ type: 'setMetric', metric })}
      />
      <section aria-labelledby="leaderboard-rankings">
        <h3 id="leaderboard-rankings" className="text-xl font-bold">
          {t(LEADERBOARD_KEYS.rankingsHeadingKey)}
        </h3>
        <ol className="mt-2 flex flex-col gap-2" data-testid="leaderboard-rows">
          {rows.map((row) => {
            const value = metricValue(row, state.metric);
            return (
              <li
                key={row.id}
                className={cx(
                  'rounded-control border-2 p-3 text-lg',
                  row.isCurrentUser ? 'border-primary bg-primary-soft' : 'border-line',
                )}
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-bold">
                    {t(LEADERBOARD_KEYS.rankKey, { rank: row.rank })}
                  </span>
                  <span aria-hidden="true">{row.avatar}</span>
                  <span className="font-semibold">
                    {row.isCurrentUser ? t(LEADERBOARD_KEYS.youKey) : row.username}
                  </span>
                  <span className="text-base text-muted">
                    {t(LEADERBOARD_KEYS.badge[row.badge])} ·{' '}
                    {t(LEADERBOARD_KEYS.levelKey, { level: row.level })} ·{' '}
                    {t(LEADERBOARD_KEYS.streakKey, { count: row.streak })} ·{' '}
                    {t(LEADERBOARD_KEYS.rankChange[row.rankChange])}
                  </span>
                  <span className="ms-auto font-bold">
                    {state.metric === 'overall'
                      ? t(LEADERBOARD_KEYS.figure.overall, { value })
                      : t(LEADERBOARD_KEYS.figure[state.metric], { count: value })}
                  </span>
                </div>
                {row.isCurrentUser && toNext ? (
                  <div className="mt-2">
                    <p className="text-base font-semibold">
                      {t(LEADERBOARD_KEYS.progressToNextRankKey)}:{' '}
                      {t(toNext.message.key, toNext.message.params)}
                    </p>
                    <div
                      role="progressbar"
                      aria-label={t(LEADERBOARD_KEYS.progressToNextRankKey)}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(toNext.progress * 100)}
                      className="mt-1 h-3 w-full overflow-hidden rounded-full border border-line bg-surface"
                    >
                      <div
                        className="h-full bg-primary"
                        style={{ width: `${Math.round(toNext.progress * 100)}%` }}
                      />
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      <div>
        <LinkButton to={paths.community.path}>{t(LEADERBOARD_KEYS.joinForumKey)}</LinkButton>
      </div>
    </div>
  );
}
