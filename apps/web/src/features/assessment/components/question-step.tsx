import type { AssessmentAnswers, AssessmentQuestion } from '@scambuddy/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names.js';

export interface QuestionStepProps {
  question: AssessmentQuestion;
  answers: Partial<AssessmentAnswers>;
  onChoose: (optionId: string) => void;
  /** The question's heading, focused when the person moves between questions. */
  headingRef: Ref<HTMLHeadingElement>;
}

function isChosen(
  question: AssessmentQuestion,
  answers: Partial<AssessmentAnswers>,
  optionId: string,
): boolean {
  const answer: string | readonly string[] | undefined = answers[question.id];
  return typeof answer === 'string' ? answer === optionId : (answer ?? []).includes(optionId);
}

/** One question as a group of large radio buttons or checkboxes (spec part 2 §2.6, §3). */
export function QuestionStep({ question, answers, onChoose, headingRef }: QuestionStepProps) {
  const { t } = useTranslation('assessment');
  const isMultiple = question.selection === 'multiple';
  const helpId = `question-${question.id}-help`;
  return (
    <fieldset aria-describedby={helpId}>
      <legend className="w-full">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink">
          {t(question.titleKey)}
        </h2>
      </legend>
      <p id={helpId} className="mt-2 text-lg text-muted">
        {t(question.helpKey)}{' '}
        <span className="font-semibold">
          {t(isMultiple ? 'screen.chooseAll' : 'screen.chooseOne')}
        </span>
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {question.options.map((option) => {
          const checked = isChosen(question, answers, option.id);
          return (
            <label
              key={option.id}
              className={cx(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-control border-2 px-4 py-3 text-lg',
                'has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                checked
                  ? 'border-primary bg-primary-soft font-semibold'
                  : 'border-line bg-surface hover:bg-primary-soft',
              )}
            >
              <input
                type={isMultiple ? 'checkbox' : 'radio'}
                name={question.id}
                value={option.id}
                checked={checked}
                onChange={() => onChoose(option.id)}
                className="size-6 shrink-0 accent-primary"
              />
              <span>{t(option.labelKey)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
