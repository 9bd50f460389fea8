import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { AnalyzeError, useAnalyze } from '../api/analyze.js';
import {
  requestContext,
  type AnalysisRequest,
  type AnalyzeMode,
  type RequestContext,
} from '../model/analysis-request.js';
import type { DemoKind } from '../model/demo-kinds.js';
import { AnalyzingNotice } from './analyzing-notice.js';
import { DemoCards } from './demo-cards.js';
import { EntryCards } from './entry-cards.js';
import { LoadingStatus } from '../../../components/ui/loading-status.js';
import type { ShownAnalysis } from './results-screen.js';

// The results view, the demos and their schemas are fetched when first needed: a first visit to
// home shows only the entry and demo cards (issue 9: home ships at most 150 KB of JavaScript).
const ResultsScreen = lazy(async () => ({
  default: (await import('./results-screen.js')).ResultsScreen,
}));
const loadForm = () => import('./analyze-form.js');
const AnalyzeForm = lazy(async () => ({ default: (await loadForm()).AnalyzeForm }));

const KNOWN_ERROR_CODES = new Set([
  'VALIDATION_FAILED',
  'NO_TEXT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
]);

/** Home (/): the analyze flow of spec part 1 §2.3-§2.7 and its states of §4. */
export function AnalyzePage() {
  const { t, i18n } = useTranslation(['common', 'pages', 'analyze']);
  const [mode, setMode] = useState<AnalyzeMode | null>(null);
  const [shown, setShown] = useState<(ShownAnalysis & { context?: RequestContext }) | null>(null);
  const analyze = useAnalyze();

  // The form's code is fetched once home has painted, so choosing a card seldom waits for it.
  useEffect(() => {
    void loadForm();
  }, []);

  const startOver = () => {
    setShown(null);
    setMode(null);
    analyze.reset();
    window.scrollTo({ top: 0 });
  };

  const submit = (request: AnalysisRequest) => {
    const context = requestContext(request);
    analyze.mutate(request, {
      onSuccess: (answer) => setShown({ ...answer, context }),
      onError: (error) => {
        const code = error instanceof AnalyzeError ? error.code : null;
        toast({
          variant: 'destructive',
          title: t('analyze:errors.analysisFailedTitle'),
          description:
            code && KNOWN_ERROR_CODES.has(code)
              ? t(`analyze:errors.codes.${code}`)
              : t('analyze:errors.analysisFailed'),
        });
      },
    });
  };

  // A corrected screenshot text is checked again with the state and channel chosen for it.
  const recheck = (text: string, context: RequestContext) => {
    submit({ kind: 'json', body: { inputType: 'text', text, ...context } });
  };

  const openDemo = async (kind: DemoKind) => {
    try {
      const { buildDemoReport } = await import('../model/demo-reports.js');
      const demo = buildDemoReport(
        kind,
        (key, options) => i18n.t(`analyze:${key}`, options ?? {}),
        i18n.language,
        Date.now(),
      );
      setShown({ result: demo.result, analysisId: demo.analysisId, demoContent: demo.content });
      window.scrollTo({ top: 0 });
    } catch {
      toast({
        variant: 'destructive',
        title: t('analyze:errors.analysisFailedTitle'),
        description: t('analyze:errors.demoFailed'),
      });
    }
  };

  return (
    <PageFrame title={t('common:titles.home')} description={t('pages:home.description')}>
      {shown ? (
        <Suspense fallback={<LoadingStatus />}>
          <ResultsScreen
            analysis={shown}
            onStartOver={startOver}
            onRecheck={(text) => recheck(text, shown.context ?? {})}
            isRechecking={analyze.isPending}
          />
        </Suspense>
      ) : mode ? (
        <div>
          {/* Issue 19: outlined, so it reads as a button rather than as plain text. */}
          <Button variant="secondary" className="mb-4" onClick={() => setMode(null)}>
            {t('analyze:entry.back')}
          </Button>
          <Suspense fallback={<LoadingStatus />}>
            <AnalyzeForm key={mode} mode={mode} isLoading={analyze.isPending} onSubmit={submit} />
          </Suspense>
          {analyze.isPending ? <AnalyzingNotice /> : null}
        </div>
      ) : (
        <>
          <EntryCards onChoose={setMode} />
          <DemoCards onOpen={(kind) => void openDemo(kind)} />
        </>
      )}
    </PageFrame>
  );
}
