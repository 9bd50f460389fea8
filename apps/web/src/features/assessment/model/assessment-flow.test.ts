import { ASSESSMENT_QUESTIONS } from '@scambuddy/contracts';
import { describe, expect, it } from 'vitest';
import {
  QUESTION_COUNT,
  canAdvance,
  initialAssessmentFlow,
  isLastQuestion,
  isPristine,
  progressPercent,
  reduceAssessmentFlow,
  type AssessmentFlow,
  type AssessmentFlowEvent,
} from './assessment-flow.js';

function run(events: AssessmentFlowEvent[], from = initialAssessmentFlow()): AssessmentFlow {
  return events.reduce(reduceAssessmentFlow, from);
}

/** Answers every question with its first option (for attack types: phone calls). */
function answerAll(): AssessmentFlowEvent[] {
  return ASSESSMENT_QUESTIONS.flatMap((question): AssessmentFlowEvent[] => [
    { type: 'choose', questionId: question.id, optionId: question.options[0]?.id ?? '' },
    { type: 'next' },
  ]);
}

describe('assessment flow (part 2 §4, §5)', () => {
  it('starts on question 1 with Next disabled until it is answered', () => {
    const flow = initialAssessmentFlow();
    expect(flow.index).toBe(0);
    expect(canAdvance(flow)).toBe(false);
    expect(run([{ type: 'next' }])).toEqual(flow);
    expect(progressPercent(flow)).toBe(Math.round(100 / QUESTION_COUNT));
  });

  it('Previous is refused on the first question and goes back elsewhere, keeping answers', () => {
    expect(run([{ type: 'previous' }]).index).toBe(0);
    const flow = run([
      { type: 'choose', questionId: 'ageGroup', optionId: '70-79' },
      { type: 'next' },
      { type: 'previous' },
    ]);
    expect(flow.index).toBe(0);
    expect(flow.answers.ageGroup).toBe('70-79');
  });

  it('a single choice replaces the earlier one; an unknown option is ignored', () => {
    const flow = run([
      { type: 'choose', questionId: 'ageGroup', optionId: '50-59' },
      { type: 'choose', questionId: 'ageGroup', optionId: '80+' },
      { type: 'choose', questionId: 'ageGroup', optionId: '120+' },
    ]);
    expect(flow.answers.ageGroup).toBe('80+');
  });

  it('multi-select toggles, needs one choice, and keeps "none yet" alone', () => {
    const start: AssessmentFlow = { ...initialAssessmentFlow(), index: 4 };
    const chosen = run(
      [
        { type: 'choose', questionId: 'attackTypes', optionId: 'emails' },
        { type: 'choose', questionId: 'attackTypes', optionId: 'phone-calls' },
      ],
      start,
    );
    expect(chosen.answers.attackTypes).toEqual(['emails', 'phone-calls']);
    expect(canAdvance(chosen)).toBe(true);
    const none = reduceAssessmentFlow(chosen, {
      type: 'choose',
      questionId: 'attackTypes',
      optionId: 'none-yet',
    });
    expect(none.answers.attackTypes).toEqual(['none-yet']);
    const cleared = reduceAssessmentFlow(none, {
      type: 'choose',
      questionId: 'attackTypes',
      optionId: 'none-yet',
    });
    expect(cleared.answers.attackTypes).toEqual([]);
    expect(canAdvance(cleared)).toBe(false);
  });

  it('the last Next completes with valid answers; Retake returns to question 1 empty', () => {
    const done = run(answerAll());
    expect(done.completed).toMatchObject({ ageGroup: '50-59', supportLevel: 'strong-support' });
    expect(isLastQuestion(done)).toBe(true);
    expect(run([{ type: 'previous' }], done)).toEqual(done);
    const again = run([{ type: 'retake' }], done);
    expect(again).toEqual(initialAssessmentFlow());
    expect(isPristine(again)).toBe(true);
  });

  it('a loaded profile shows results directly; a late save after Retake changes nothing', () => {
    const answers = run(answerAll()).completed;
    if (!answers) throw new Error('not completed');
    const loaded = run([{ type: 'loadSaved', answers, savedAt: '2026-11-22T00:00:00.000Z' }]);
    expect(loaded.completed).toEqual(answers);
    expect(loaded.savedAt).toBe('2026-11-22T00:00:00.000Z');

    const retaken = run([{ type: 'retake' }], run(answerAll()));
    expect(run([{ type: 'saved', answers, savedAt: 'x' }], retaken)).toEqual(retaken);
    const stillShown = run(
      [{ type: 'saved', answers: { ...answers }, savedAt: 'y' }],
      run(answerAll()),
    );
    expect(stillShown.savedAt).toBe('y');
  });
});
