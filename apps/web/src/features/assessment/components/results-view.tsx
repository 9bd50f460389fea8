import {
  assessmentResults,
  riskScoreColour,
  ASSESSMENT_UI_KEYS,
  type AssessmentAnswers,
} from '@scambuddy/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { buttonClassName } from '../../../components/ui/button-styles.js';
import { SIGN_IN_URL } from '../../../lib/auth.js';
import { cx } from '../../../lib/class-names.js';
import { ResourceCard } from './resource-card.js';

export interface ResultsViewProps {
  answers: AssessmentAnswers;
  isSignedIn: boolean;
  isSaving: boolean;
  savedAt: string | null;
  onRetake: () => void;
  /** Keeps the answers for saving after sign-in, just before the browser leaves for it. */
  onCreateAccount: (answers: AssessmentAnswers) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

// Spec part 2 §9 risk score colours, paired with the written level so colour is never alone.
const SCORE_TONE = {
  red: 'border-danger bg-danger-soft text-danger',
  yellow: 'border-warning bg-warning-soft text-warning',
  green: 'border-success bg-success-soft text-success',
} as const;

/** The results of spec part 2 §2.6, computed with the contract's pure scoring. */
export function ResultsView({
  answers,
  isSignedIn,
  isSaving,
  savedAt,
  onRetake,
  onCreateAccount,
  headingRef,
}: ResultsViewProps) {
  const { t, i18n } = useTranslation('assessment');
  const results = assessmentResults(answers);
  const tone = SCORE_TONE[riskScoreColour(results.riskScore)];
  return (
    <section aria-labelledby="assessment-results" className="flex flex-col gap-6">
      <h2
        id="assessment-results"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ink"
      >
        {t('screen.resultsHeading')}
      </h2>
      <div className={cx('rounded-card border-2 p-6', tone)}>
        <p className="text-lg font-semibold text-ink">{t('screen.scoreLabel')}</p>
        <p className="mt-1 text-4xl font-bold" data-testid="assessment-score">
          {t('screen.scoreOutOf', { score: results.riskScore })}
        </p>
        <p className="mt-3 text-lg text-ink">
          <span className="font-semibold">{t('screen.levelLabel')}: </span>
          <span className={cx('inline-block rounded-control border-2 px-3 py-1 font-bold', tone)}>
            {t(results.levelKey)}
          </span>
        </p>
        <p className="mt-3 text-lg text-ink">{t(ASSESSMENT_UI_KEYS.scoreExplanation)}</p>
        {isSaving ? (
          <p role="status" className="mt-3 text-lg text-ink">
            {t('screen.saving')}
          </p>
        ) : savedAt ? (
          <p className="mt-3 text-lg text-ink">
            {t('screen.savedOn', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                new Date(savedAt),
              ),
            })}
          </p>
        ) : null}
      </div>

      {results.isElevatedRisk ? (
        <div
          role="note"
          aria-labelledby="assessment-elevated"
          className="rounded-card border-2 border-danger bg-danger-soft p-6 text-ink"
        >
          <h3 id="assessment-elevated" className="text-xl font-bold text-danger">
            {t('screen.elevatedRiskTitle')}
          </h3>
          <p className="mt-2 text-lg">{t(ASSESSMENT_UI_KEYS.elevatedRisk)}</p>
        </div>
      ) : null}

      {isSignedIn ? null : (
        <div className="rounded-card border-2 border-primary bg-primary-soft p-6 text-ink">
          <h3 className="text-xl font-bold">{t('screen.guestSaveTitle')}</h3>
          <p className="mt-2 text-lg">{t('screen.guestSaveText')}</p>
          <a
            href={SIGN_IN_URL}
            onClick={() => onCreateAccount(answers)}
            className={buttonClassName('primary', 'mt-4')}
          >
            {t('screen.createAccount')}
          </a>
        </div>
      )}

      <section aria-labelledby="assessment-resources">
        <h3 id="assessment-resources" className="text-2xl font-bold">
          {t('screen.resourcesHeading')}
        </h3>
        <p className="mt-1 text-lg text-muted">{t('screen.resourcesIntro')}</p>
        <div className="mt-4 flex flex-col gap-4">
          {results.resources.map((resource) => (
            <ResourceCard key={resource.id} resource={resource} />
          ))}
        </div>
      </section>

      <div>
        <Button variant="secondary" onClick={onRetake}>
          {t('screen.retake')}
        </Button>
      </div>
    </section>
  );
}
