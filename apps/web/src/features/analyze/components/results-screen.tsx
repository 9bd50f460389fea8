import type { AnalysisResult } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { AnalysisResultView } from '../../../components/analysis-result/analysis-result-view.js';
import { Button } from '../../../components/ui/button.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { paths } from '../../../app/paths.js';
import { SIGN_IN_URL, useUser } from '../../../lib/auth.js';
import { buttonClassName } from '../../../components/ui/button-styles.js';

export interface ShownAnalysis {
  result: AnalysisResult;
  analysisId: string;
  /** The demo's original message; absent for the visitor's own analysis. */
  demoContent?: string;
  /** What was read from the visitor's screenshot (issue 19). */
  readText?: string | undefined;
}

/** The results view replacing the home view (spec part 1 §2.7), with its header. */
export function ResultsScreen({
  analysis,
  onStartOver,
  onRecheck,
  isRechecking = false,
}: {
  analysis: ShownAnalysis;
  onStartOver: () => void;
  /** Check the corrected text of a screenshot again (issue 19). */
  onRecheck?: (text: string) => void;
  isRechecking?: boolean;
}) {
  const { t } = useTranslation(['report', 'analyze']);
  const user = useUser();
  const isDemo = analysis.demoContent !== undefined;
  return (
    <div>
      <div className="mb-6 flex flex-wrap gap-3" data-print-hide>
        {user.data ? (
          <LinkButton variant="secondary" to={paths.history.href()}>
            {t('results.myReports')}
          </LinkButton>
        ) : (
          <a className={buttonClassName('secondary')} href={SIGN_IN_URL}>
            {t('results.signInForReports')}
          </a>
        )}
        <Button variant="ghost" onClick={onStartOver}>
          {isDemo ? t('results.backToHome') : t('results.analyzeAnotherScam')}
        </Button>
      </div>
      {analysis.demoContent !== undefined ? (
        <section
          aria-labelledby="demo-content"
          className="mb-6 rounded-card border border-line bg-surface p-6"
        >
          <h2 id="demo-content" className="text-2xl font-bold">
            {t('analyze:demos.originalContent')}
          </h2>
          <pre className="mt-3 whitespace-pre-wrap font-sans text-lg" dir="auto">
            {analysis.demoContent}
          </pre>
        </section>
      ) : null}
      <AnalysisResultView
        result={analysis.result}
        analysisId={analysis.analysisId}
        isDemo={isDemo}
        onAnalyzeAnother={onStartOver}
        focusVerdict={!isDemo}
        readText={analysis.readText}
        onRecheck={onRecheck}
        isRechecking={isRechecking}
      />
    </div>
  );
}
