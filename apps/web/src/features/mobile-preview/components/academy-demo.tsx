import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { cx } from '../../../lib/class-names.js';
import { useModelClock } from '../hooks/use-model-clock.js';
import {
  ACADEMY_KEYS,
  badgesEarned,
  canStartChallenge,
  celebrationText,
  initialAcademy,
  levelProgress,
  nextAcademyWakeMs,
  nextBadge,
  reduceAcademy,
  tickAcademy,
  type AcademyEvent,
  type AcademyState,
} from '../model/academy.js';

type Event = AcademyEvent | { type: 'tick'; nowMs: number };

function reduce(state: AcademyState, event: Event): AcademyState {
  return event.type === 'tick' ? tickAcademy(state, event.nowMs) : reduceAcademy(state, event);
}

/**
 * Scam Shield Academy demo (spec part 2 §2.13, §4; DELTAS row 10, project delta 17): a challenge
 * runs 3 s, adds its XP, and the level really rises when the XP crosses the threshold.
 */
export function AcademyDemo() {
  const { t, i18n } = useTranslation('mobile-preview');
  const [state, dispatch] = useReducer(reduce, undefined, initialAcademy);
  useModelClock(nextAcademyWakeMs(state), (nowMs) => dispatch({ type: 'tick', nowMs }));
  const number = new Intl.NumberFormat(i18n.language);
  const { progress } = state;
  const teaser = nextBadge(state);
  const celebration = state.celebration ? celebrationText(state.celebration) : null;
  const percent = Math.round(levelProgress(progress) * 100);

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-2xl font-bold">{t(ACADEMY_KEYS.levelKey, { level: progress.level })}</p>
        <p className="text-lg">
          {t(ACADEMY_KEYS.xpKey, { xp: number.format(progress.xp) })} ·{' '}
          {t(ACADEMY_KEYS.xpToNextKey, { count: progress.xpToNext })}
        </p>
        <div
          role="progressbar"
          aria-label={t(ACADEMY_KEYS.levelProgressKey, { level: progress.level + 1 })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-4 w-full overflow-hidden rounded-full border border-line bg-canvas"
        >
          <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ul className="grid grid-cols-1 gap-3 text-lg font-semibold sm:grid-cols-3">
        <li className="rounded-control border border-line p-3">
          {t(ACADEMY_KEYS.streakKey, { count: progress.streak })}
        </li>
        <li className="rounded-control border border-line p-3">
          {t(ACADEMY_KEYS.badgesKey)}: {number.format(badgesEarned(state))}
        </li>
        <li className="rounded-control border border-line p-3">
          {t(ACADEMY_KEYS.challengesDoneKey, {
            completed: progress.completedChallenges,
            total: progress.totalChallenges,
          })}
        </li>
      </ul>

      {state.running ? (
        <p
          role="status"
          className="rounded-card border-2 border-primary bg-primary-soft p-4 text-lg font-bold"
        >
          {t(ACADEMY_KEYS.inProgressKey)}
        </p>
      ) : null}
      {celebration ? (
        <div
          role="status"
          className="rounded-card border-2 border-success bg-success-soft p-4 text-success"
        >
          <p className="text-xl font-bold">{t(celebration.titleKey)}</p>
          <p className="text-lg">{t(celebration.message.key, celebration.message.params)}</p>
        </div>
      ) : null}

      <section aria-labelledby="academy-challenges">
        <h3 id="academy-challenges" className="text-xl font-bold">
          {t(ACADEMY_KEYS.dailyChallengesKey)}
        </h3>
        <ul className="mt-2 flex flex-col gap-3">
          {state.challenges.map((challenge) => (
            <li key={challenge.id} className="rounded-control border border-line p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="text-lg font-bold">{t(challenge.titleKey)}</p>
                  <p className="text-lg">{t(challenge.descriptionKey)}</p>
                  <p className="mt-1 text-base text-muted">
                    {t(ACADEMY_KEYS.difficulty[challenge.difficulty])} ·{' '}
                    {t(ACADEMY_KEYS.rewardKey, { xp: challenge.xpReward })} ·{' '}
                    {t(ACADEMY_KEYS.challengeProgressKey, {
                      progress: challenge.progress,
                      max: challenge.maxProgress,
                    })}
                  </p>
                </div>
                {challenge.completed ? (
                  <span className="rounded-control border-2 border-success px-3 py-1 font-semibold text-success">
                    ✓ {t(ACADEMY_KEYS.completedKey)}
                  </span>
                ) : (
                  <Button
                    disabled={!canStartChallenge(state, challenge.id)}
                    aria-label={`${t(ACADEMY_KEYS.startKey)}: ${t(challenge.titleKey)}`}
                    onClick={() =>
                      dispatch({
                        type: 'startChallenge',
                        challengeId: challenge.id,
                        nowMs: Date.now(),
                      })
                    }
                  >
                    {t(ACADEMY_KEYS.startKey)}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="academy-achievements">
        <h3 id="academy-achievements" className="text-xl font-bold">
          {t(ACADEMY_KEYS.achievementsKey)}
        </h3>
        <ul className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {state.achievements.map((item) => (
            <li
              key={item.id}
              className={cx(
                'rounded-control border-2 p-3 text-lg',
                item.earned ? 'border-success bg-success-soft' : 'border-line bg-canvas',
              )}
            >
              <p className="font-bold">{t(item.titleKey)}</p>
              <p className="text-base">
                {item.earned
                  ? `✓ ${t(ACADEMY_KEYS.earnedKey)}`
                  : t(ACADEMY_KEYS.achievementProgressKey, {
                      progress: item.progress,
                      max: item.maxProgress,
                    })}
              </p>
            </li>
          ))}
        </ul>
        {teaser ? (
          <p className="mt-3 text-lg font-semibold">
            {t(ACADEMY_KEYS.nextBadgeKey, {
              name: t(teaser.titleKey),
              progress: teaser.progress,
              max: teaser.maxProgress,
            })}
          </p>
        ) : null}
      </section>

      <div>
        <Button variant="secondary" onClick={() => dispatch({ type: 'reset' })}>
          {t(ACADEMY_KEYS.resetKey)}
        </Button>
      </div>
    </div>
  );
}
