import {
  ASSESSMENT_QUESTIONS,
  AssessmentAnswersSchema,
  isQuestionAnswered,
  toggleAttackType,
  toggleConcernArea,
  type AssessmentAnswers,
  type AttackType,
  type ConcernArea,
  type QuestionId,
} from '@scambuddy/contracts';

/**
 * The assessment's screen states (spec part 2 §4): question 0 to 6, then results. Pure, so the
 * page only renders it and the rules are tested without a browser.
 */
export interface AssessmentFlow {
  index: number;
  answers: Partial<AssessmentAnswers>;
  /** Set once every question is answered and Get My Results was pressed, or a profile loaded. */
  completed: AssessmentAnswers | null;
  /** When the shown results came from the server: the time they were saved. */
  savedAt: string | null;
}

export type AssessmentFlowEvent =
  | { type: 'choose'; questionId: QuestionId; optionId: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'retake' }
  | { type: 'loadSaved'; answers: AssessmentAnswers; savedAt: string }
  | { type: 'resume'; answers: AssessmentAnswers }
  | { type: 'saved'; answers: AssessmentAnswers; savedAt: string };

export const QUESTION_COUNT = ASSESSMENT_QUESTIONS.length;

export function initialAssessmentFlow(): AssessmentFlow {
  return { index: 0, answers: {}, completed: null, savedAt: null };
}

/** Single choice replaces the answer; multiple choice toggles the option (with "none yet" rules). */
function choose(
  answers: Partial<AssessmentAnswers>,
  questionId: QuestionId,
  optionId: string,
): Partial<AssessmentAnswers> {
  switch (questionId) {
    case 'attackTypes':
      return {
        ...answers,
        attackTypes: toggleAttackType(answers.attackTypes ?? [], optionId as AttackType),
      };
    case 'concernAreas':
      return {
        ...answers,
        concernAreas: toggleConcernArea(answers.concernAreas ?? [], optionId as ConcernArea),
      };
    default:
      return { ...answers, [questionId]: optionId };
  }
}

export function currentQuestion(flow: AssessmentFlow) {
  const question = ASSESSMENT_QUESTIONS[flow.index];
  if (!question) throw new Error(`No question ${flow.index}`);
  return question;
}

/** Next (and Get My Results) is enabled only once the current question is answered (§5). */
export function canAdvance(flow: AssessmentFlow): boolean {
  return isQuestionAnswered(currentQuestion(flow).id, flow.answers);
}

export function isLastQuestion(flow: AssessmentFlow): boolean {
  return flow.index === QUESTION_COUNT - 1;
}

/** Both come from the same schema, so their keys are in the same order. */
function sameAnswers(a: AssessmentAnswers, b: AssessmentAnswers): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function reduceAssessmentFlow(
  flow: AssessmentFlow,
  event: AssessmentFlowEvent,
): AssessmentFlow {
  switch (event.type) {
    case 'choose': {
      const known = ASSESSMENT_QUESTIONS.find((q) => q.id === event.questionId);
      if (!known?.options.some((option) => option.id === event.optionId)) return flow;
      return { ...flow, answers: choose(flow.answers, event.questionId, event.optionId) };
    }
    case 'next': {
      if (flow.completed || !canAdvance(flow)) return flow;
      if (!isLastQuestion(flow)) return { ...flow, index: flow.index + 1 };
      const parsed = AssessmentAnswersSchema.safeParse(flow.answers);
      return parsed.success ? { ...flow, completed: parsed.data, savedAt: null } : flow;
    }
    case 'previous':
      // Disabled on the first question (§4).
      return flow.completed || flow.index === 0 ? flow : { ...flow, index: flow.index - 1 };
    case 'retake':
      // Back to question 1 with nothing chosen, as at the first visit.
      return initialAssessmentFlow();
    case 'loadSaved':
      return {
        index: QUESTION_COUNT - 1,
        answers: event.answers,
        completed: event.answers,
        savedAt: event.savedAt,
      };
    case 'resume':
      // Answers given before signing in: shown as results, not yet saved.
      return {
        index: QUESTION_COUNT - 1,
        answers: event.answers,
        completed: event.answers,
        savedAt: null,
      };
    case 'saved':
      // A save that finishes after Retake must not bring the old results back.
      return flow.completed && sameAnswers(flow.completed, event.answers)
        ? { ...flow, savedAt: event.savedAt }
        : flow;
  }
}

/** Share of the questions reached, for the progress bar: question 1 of 7 shows 1/7. */
export function progressPercent(flow: AssessmentFlow): number {
  return Math.round(((flow.index + 1) / QUESTION_COUNT) * 100);
}

/** Whether nothing has been answered yet, so a saved profile may be shown in its place. */
export function isPristine(flow: AssessmentFlow): boolean {
  return flow.completed === null && flow.index === 0 && Object.keys(flow.answers).length === 0;
}
