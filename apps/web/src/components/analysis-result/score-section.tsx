import {
  RISK_BANDS,
  riskFromScamScore,
  type AnalysisResult,
  type RuleColour,
} from '@scambuddy/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../lib/auth.js';
import { cx } from '../../lib/class-names.js';
import { useRiskBandText } from '../risk/risk-band-text.js';
import { HELPER_PATH, isUncertainResult } from './honest-middle.js';

const COLOUR_CLASSES: Partial<Record<RuleColour, string>> = {
  green: 'bg-success-soft text-success border-success',
  amber: 'bg-warning-soft text-warning border-warning',
  red: 'bg-danger-soft text-danger border-danger',
};

const BAR_CLASSES: Partial<Record<RuleColour, string>> = {
  green: 'bg-success',
  amber: 'bg-warning',
  red: 'bg-danger',
};

/**
 * Analysis Complete (spec part 1 §2.7): score, risk level and confidence, then a 0-100 gauge
 * labelled with the contract's bands, named as on every other screen (issue 19). The gauge is a meter with a spoken value, and the risk
 * is always written out, so colour never carries the meaning alone. When the engine is unsure
 * (the honest middle of issue 10) the label gives way to a plain "we are not sure" and the one
 * safest step; the score, band and confidence stay.
 */
export function ScoreSection({
  result,
  focusOnShow = false,
}: {
  result: AnalysisResult;
  /** Issue 19: a fresh result is brought into view and its heading focused, on phone and desktop. */
  focusOnShow?: boolean;
}) {
  const { t } = useTranslation('report');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!focusOnShow || !heading) return;
    // The page stays where the button was; without this the verdict sat above the screen and the
    // first thing seen (and read by a screen reader) was "Was this right?".
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [focusOnShow, result]);
  const bands = useRiskBandText();
  const risk = riskFromScamScore(result.scam_score);
  const gaugeLabel = bands.name(risk.level);
  const isUncertain = isUncertainResult(result);
  return (
    <section
      aria-labelledby="result-complete"
      className="rounded-card border border-line bg-surface p-6"
    >
      <h2
        id="result-complete"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-4 text-2xl font-bold"
      >
        {t('results.complete.heading')}
      </h2>
      {isUncertain ? (
        <HonestMiddle />
      ) : (
        <p className="mt-2 text-lg" dir="auto">
          {result.label}
        </p>
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('results.complete.score')}</dt>
          <dd className="text-4xl font-bold" data-testid="scam-score">
            {t('results.complete.scoreValue', { score: result.scam_score })}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('results.complete.riskLevel')}</dt>
          <dd>
            <span
              data-testid="risk-band"
              data-risk={risk.level}
              className={cx(
                'mt-1 inline-block rounded-control border-2 px-3 py-1 text-lg font-bold',
                COLOUR_CLASSES[risk.colour],
              )}
            >
              {bands.name(risk.level)}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('results.complete.confidence')}</dt>
          <dd className="text-2xl font-bold">
            {t(`results.confidenceLevels.${result.confidence}`)}
          </dd>
        </div>
      </dl>
      <div className="mt-6">
        <div
          role="meter"
          aria-label={t('results.complete.gaugeLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={result.scam_score}
          aria-valuetext={t('results.complete.gaugeValue', {
            score: result.scam_score,
            label: gaugeLabel,
          })}
          className="h-5 w-full overflow-hidden rounded-full border border-line bg-canvas"
        >
          <div
            className={cx('h-full', BAR_CLASSES[risk.colour])}
            style={{ width: `${result.scam_score}%` }}
          />
        </div>
        <ul className="mt-2 grid grid-cols-3 gap-x-3 text-sm" aria-hidden="true">
          {RISK_BANDS.map((band, index) => (
            <li
              key={band.level}
              className={['text-start', 'text-center', 'text-end'][index] ?? 'text-center'}
            >
              {bands.withRange(band.level)}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-4 text-lg" dir="auto">
        {result.explanation}
      </p>
    </section>
  );
}

/** What an unsure result says instead of a verdict, and the one safest step. */
function HonestMiddle() {
  const { t } = useTranslation('report');
  const user = useUser();
  return (
    <div
      className="mt-3 rounded-control border-2 border-warning bg-canvas p-4 text-ink"
      data-testid="honest-middle"
    >
      <p className="text-xl font-bold">{t('results.unsure.heading')}</p>
      <p className="mt-2 text-lg">{t('results.unsure.text')}</p>
      <p className="mt-2 text-lg">
        <strong>{t('results.unsure.safestStepLabel')}</strong> {t('results.unsure.safestStep')}
      </p>
      {user.data ? (
        <p className="mt-2 text-lg">
          <Link to={HELPER_PATH} className="font-semibold text-primary underline">
            {t('results.unsure.askHelper')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
