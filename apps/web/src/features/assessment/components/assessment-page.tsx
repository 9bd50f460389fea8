import {
  AssessmentAnswersSchema,
  type AssessmentAnswers,
  type VulnerabilityProfile,
} from '@scambuddy/contracts';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useUser } from '../../../lib/auth.js';
import { useSaveProfile, useSavedProfile } from '../api/vulnerability-profile.js';
import {
  QUESTION_COUNT,
  canAdvance,
  currentQuestion,
  initialAssessmentFlow,
  isLastQuestion,
  isPristine,
  progressPercent,
  reduceAssessmentFlow,
} from '../model/assessment-flow.js';
import { storePendingAnswers, takePendingAnswers } from '../model/pending-answers.js';
import { QuestionStep } from './question-step.js';
import { ResultsView } from './results-view.js';

function answersOf(profile: VulnerabilityProfile): AssessmentAnswers | null {
  const parsed = AssessmentAnswersSchema.safeParse(profile);
  return parsed.success ? parsed.data : null;
}

/** Vulnerability assessment (/assessment): spec part 2 §2.6, §4, §5, §7, §8. */
export function AssessmentPage() {
  const { t } = useTranslation(['common', 'pages', 'assessment']);
  const user = useUser();
  const isSignedIn = Boolean(user.data);
  const saved = useSavedProfile(isSignedIn);
  const save = useSaveProfile();
  const [flow, dispatch] = useReducer(reduceAssessmentFlow, undefined, initialAssessmentFlow);

  // A saved profile is shown directly (§4), once per saved version, and never over answers the
  // person has already started giving on this visit.
  const appliedProfileRef = useRef<string | null>(null);
  useEffect(() => {
    const profile = saved.data;
    if (!profile || appliedProfileRef.current === profile.updatedAt) return;
    appliedProfileRef.current = profile.updatedAt;
    const answers = answersOf(profile);
    if (answers && isPristine(flow)) {
      dispatch({ type: 'loadSaved', answers, savedAt: profile.updatedAt });
    }
  }, [saved.data, flow]);

  // Moving between questions or to the results puts focus on the new heading, so a screen
  // reader announces it and the keyboard continues from there. Not on the first render.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const screenKey = flow.completed ? 'results' : `question-${flow.index}`;
  const previousScreenRef = useRef(screenKey);
  useEffect(() => {
    if (previousScreenRef.current === screenKey) return;
    previousScreenRef.current = screenKey;
    headingRef.current?.focus();
  }, [screenKey]);

  const saveAnswers = (answers: AssessmentAnswers) => {
    save.mutate(answers, {
      onSuccess: (profile) => {
        appliedProfileRef.current = profile.updatedAt;
        dispatch({ type: 'saved', answers, savedAt: profile.updatedAt });
        toast({
          title: t('assessment:screen.profileSavedTitle'),
          description: t('assessment:screen.profileSavedText'),
        });
      },
      onError: () => {
        toast({
          variant: 'destructive',
          title: t('assessment:screen.saveFailedTitle'),
          description: t('assessment:screen.saveFailedText'),
        });
      },
    });
  };

  // Answers a guest left to sign in are saved as soon as they are signed in, before (and in
  // place of) an older saved profile.
  const saveAnswersRef = useRef(saveAnswers);
  useEffect(() => {
    saveAnswersRef.current = saveAnswers;
  });
  useEffect(() => {
    if (!isSignedIn || !saved.isSuccess) return;
    const pending = takePendingAnswers();
    if (!pending) return;
    dispatch({ type: 'resume', answers: pending });
    saveAnswersRef.current(pending);
  }, [isSignedIn, saved.isSuccess]);

  const goNext = () => {
    const next = reduceAssessmentFlow(flow, { type: 'next' });
    dispatch({ type: 'next' });
    // The last Next shows the results and, for a signed-in person, saves them (§4).
    if (next.completed && !flow.completed && isSignedIn) saveAnswers(next.completed);
  };

  const loadingKey = user.isPending
    ? 'common:status.loading'
    : isSignedIn && saved.isLoading
      ? 'assessment:screen.loadingSaved'
      : null;
  const question = currentQuestion(flow);

  return (
    <PageFrame
      title={t('common:titles.assessment')}
      description={t('pages:assessment.description')}
    >
      {loadingKey ? (
        <p role="status" className="text-lg">
          {t(loadingKey)}
        </p>
      ) : flow.completed ? (
        <ResultsView
          answers={flow.completed}
          isSignedIn={isSignedIn}
          isSaving={save.isPending}
          savedAt={flow.savedAt}
          onRetake={() => dispatch({ type: 'retake' })}
          onCreateAccount={storePendingAnswers}
          headingRef={headingRef}
        />
      ) : (
        <div className="rounded-card border border-line bg-surface p-6">
          {flow.index === 0 ? (
            <p className="mb-4 text-lg">
              {t('assessment:screen.intro')} {isSignedIn ? null : t('assessment:screen.guestNote')}
            </p>
          ) : null}
          <p className="text-lg font-semibold" id="assessment-progress-label">
            {t('assessment:screen.progress', { current: flow.index + 1, total: QUESTION_COUNT })}
          </p>
          <div
            role="progressbar"
            aria-label={t('assessment:screen.progressLabel')}
            aria-valuemin={1}
            aria-valuemax={QUESTION_COUNT}
            aria-valuenow={flow.index + 1}
            aria-valuetext={t('assessment:screen.progress', {
              current: flow.index + 1,
              total: QUESTION_COUNT,
            })}
            className="mt-2 mb-6 h-4 w-full overflow-hidden rounded-full border border-line bg-canvas"
          >
            <div className="h-full bg-primary" style={{ width: `${progressPercent(flow)}%` }} />
          </div>
          <QuestionStep
            key={question.id}
            question={question}
            answers={flow.answers}
            headingRef={headingRef}
            onChoose={(optionId) => dispatch({ type: 'choose', questionId: question.id, optionId })}
          />
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Button
              variant="secondary"
              disabled={flow.index === 0}
              onClick={() => dispatch({ type: 'previous' })}
            >
              {t('assessment:screen.previous')}
            </Button>
            <Button disabled={!canAdvance(flow)} onClick={goNext}>
              {isLastQuestion(flow)
                ? t('assessment:screen.getResults')
                : t('assessment:screen.next')}
            </Button>
          </div>
        </div>
      )}
    </PageFrame>
  );
}
