import type { AnalysisResult } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.js';
import { Button } from '../ui/button.js';
import { LinkButton } from '../ui/link-button.js';
import { ActionsSection } from './actions-section.js';
import { FeedbackSection } from './feedback-section.js';
import { HelpSection } from './help-section.js';
import './print.css';
import { SaveSection } from './save-section.js';
import { ReadTextSection } from './read-text-section.js';
import { ScoreSection } from './score-section.js';
import { WarningSignsSection } from './warning-signs-section.js';
import { EntityLookupLinks } from '../../features/lookup/components/entity-lookup-links.js';

export interface AnalysisResultViewProps {
  result: AnalysisResult;
  analysisId: string;
  isDemo?: boolean;
  /** Shown after a fresh analysis; a saved report has no Save section (it is the saved copy). */
  showSave?: boolean;
  /** Start over (spec part 1 §4); a saved report has none and offers New Analysis instead. */
  onAnalyzeAnother?: () => void;
  /** Bring the verdict into view and focus its heading (a fresh analysis, issue 19). */
  focusVerdict?: boolean;
  /** The text read from a screenshot (issue 19), with a way to check a corrected copy. */
  readText?: string | undefined;
  onRecheck?: ((text: string) => void) | undefined;
  isRechecking?: boolean;
}

/**
 * The results view of spec part 1 §2.7, sections in order: Analysis Complete, Warning Signs
 * Detected, What You Should Do Now, Get Help & Report This, Important Disclaimer, Save This
 * Report, Analyze Another Message.
 */
export function AnalysisResultView({
  result,
  analysisId,
  isDemo = false,
  showSave = true,
  onAnalyzeAnother,
  focusVerdict = false,
  readText,
  onRecheck,
  isRechecking = false,
}: AnalysisResultViewProps) {
  const { t } = useTranslation('report');
  return (
    <div className="flex flex-col gap-6" data-printable-report>
      <ScoreSection result={result} focusOnShow={focusVerdict} />
      {readText ? (
        <ReadTextSection
          key={`${analysisId}:${readText}`}
          readText={readText}
          onRecheck={onRecheck}
          isChecking={isRechecking}
        />
      ) : null}
      {isDemo ? null : <FeedbackSection analysisId={analysisId} />}
      <WarningSignsSection result={result} />
      <EntityLookupLinks result={result} />
      <ActionsSection result={result} />
      {isDemo ? null : (
        <div
          className="rounded-card border-2 border-primary bg-surface p-6"
          data-print-hide
          data-testid="recover-entry"
        >
          <p className="text-xl font-bold">{t('results.recover.question')}</p>
          <LinkButton className="mt-3" to={paths.recover.href(analysisId)}>
            {t('results.recover.button')}
          </LinkButton>
        </div>
      )}
      <HelpSection result={result} />
      <section
        aria-labelledby="result-disclaimer"
        className="rounded-card border border-line bg-surface p-6"
      >
        <h2 id="result-disclaimer" className="text-2xl font-bold">
          {t('results.disclaimer.heading')}
        </h2>
        <p className="mt-2 text-lg" dir="auto">
          {result.legal_language}
        </p>
      </section>
      {showSave ? <SaveSection analysisId={analysisId} isDemo={isDemo} /> : null}
      {onAnalyzeAnother ? (
        <section
          aria-labelledby="result-another"
          className="rounded-card border border-line bg-surface p-6"
          data-print-hide
        >
          <h2 id="result-another" className="text-2xl font-bold">
            {t('results.another.heading')}
          </h2>
          <p className="mt-2 text-lg">{t('results.another.description')}</p>
          <Button className="mt-4" onClick={onAnalyzeAnother}>
            {t('results.another.button')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
