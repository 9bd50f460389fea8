import {
  DASHBOARD_EXPLANATIONS,
  pointsToNextLevel,
  safetyLevel,
  safetyScoreColour,
  type DashboardStats,
} from '@scambuddy/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card.js';
import { cx } from '../../../lib/class-names.js';

const SCORE_TEXT: Record<ReturnType<typeof safetyScoreColour>, string> = {
  green: 'text-success',
  yellow: 'text-warning',
  red: 'text-danger',
};
const SCORE_BAR: Record<ReturnType<typeof safetyScoreColour>, string> = {
  green: 'bg-success',
  yellow: 'bg-warning',
  red: 'bg-danger',
};

function StatCard(props: { id: string; title: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Card aria-labelledby={props.id} role="group" className="flex flex-col gap-2">
      <CardTitle id={props.id}>{props.title}</CardTitle>
      <p className="text-4xl font-bold" data-testid={props.id}>
        {props.value}
      </p>
      {props.children}
    </Card>
  );
}

/**
 * The four cards of spec part 1 §2.10 with the level, colour and points-to-next-level rules of §5.
 * Each figure carries one sentence saying what it counts (DELTAS row 11).
 */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  const score = stats.safetyScore;
  const colour = safetyScoreColour(score);
  const level = safetyLevel(score);
  const toNext = pointsToNextLevel(score);
  const explain = DASHBOARD_EXPLANATIONS;

  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      <StatCard
        id="stat-safety-score"
        title={t('cards.safetyScore')}
        value={
          <span className={SCORE_TEXT[colour]} data-colour={colour}>
            {t('cards.scoreValue', { score })}
          </span>
        }
      >
        <div
          role="meter"
          aria-label={t('cards.safetyScore')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          className="h-4 w-full overflow-hidden rounded-full border border-line bg-canvas"
        >
          <div className={cx('h-full', SCORE_BAR[colour])} style={{ width: `${score}%` }} />
        </div>
        <p className="text-lg font-semibold">
          {t('cards.level', { level: t(`cards.levels.${level}`) })} · {t(`cards.colour.${colour}`)}
        </p>
        <p className="text-lg" data-testid="points-to-next-level">
          {toNext > 0 ? t('cards.pointsToNext', { count: toNext }) : t('cards.topLevel')}
        </p>
        <p className="text-base text-muted">
          {t(explain.safetyScore.key, explain.safetyScore.params)}
        </p>
      </StatCard>
      <StatCard
        id="stat-total-analyses"
        title={t('cards.totalAnalyses')}
        value={stats.totalAnalyses}
      >
        <p className="text-base text-muted">{t('cards.totalAnalysesHint')}</p>
      </StatCard>
      <StatCard
        id="stat-scams-detected"
        title={t('cards.scamsDetected')}
        value={stats.scamsDetected}
      >
        <p className="text-base text-muted">{t('cards.scamsDetectedHint')}</p>
      </StatCard>
      <StatCard
        id="stat-success-rate"
        title={t('cards.successRate')}
        value={
          stats.successRate === null
            ? t('cards.successRateNone')
            : t('cards.successRateValue', { rate: stats.successRate })
        }
      >
        <p className="text-base text-muted">{t(explain.successRate.key)}</p>
      </StatCard>
    </div>
  );
}
