import { whenBadgeColour, type AnalysisResult } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast-store.js';
import { copyText } from './copy-text.js';

const BADGE_CLASSES = {
  red: 'border-danger bg-danger-soft text-danger',
  amber: 'border-warning bg-warning-soft text-warning',
  blue: 'border-primary bg-primary-soft text-primary',
} as const;

/**
 * What You Should Do Now (spec part 1 §2.7): the next steps, then each recommended action with
 * its `when` badge (red for now, amber for 24 hours, else blue, §5) and a copy button. The badge
 * always spells out when, so the colour only repeats it.
 */
export function ActionsSection({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation('report');

  const copySteps = async (steps: string[]) => {
    const copied = await copyText(steps.map((step, index) => `${index + 1}. ${step}`).join('\n'));
    toast(
      copied
        ? { title: t('results.whatToDo.stepsCopied') }
        : { variant: 'destructive', title: t('results.whatToDo.copyFailed') },
    );
  };

  return (
    <section
      aria-labelledby="result-actions"
      className="rounded-card border border-line bg-surface p-6"
    >
      <h2 id="result-actions" className="text-2xl font-bold">
        {t('results.whatToDo.heading')}
      </h2>
      {result.next_steps.length > 0 ? (
        <ol className="mt-3 list-decimal space-y-2 ps-6 text-lg">
          {result.next_steps.map((step) => (
            <li key={step} dir="auto">
              {step}
            </li>
          ))}
        </ol>
      ) : null}
      <ul className="mt-4 space-y-4">
        {result.recommended_actions.map((action) => (
          <li key={action.title} className="rounded-card border border-line p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="text-xl font-bold" dir="auto">
                {action.title}
              </h3>
              <span
                className={cx(
                  'rounded-control border-2 px-2 py-1 font-semibold',
                  BADGE_CLASSES[whenBadgeColour(action.when)],
                )}
              >
                {t('results.whatToDo.when', { when: action.when })}
              </span>
            </div>
            <ol className="mt-2 list-decimal space-y-1 ps-6 text-lg">
              {action.steps.map((step) => (
                <li key={step} dir="auto">
                  {step}
                </li>
              ))}
            </ol>
            <Button
              variant="secondary"
              className="mt-3"
              data-print-hide
              aria-label={t('results.whatToDo.copyStepsFor', { title: action.title })}
              onClick={() => void copySteps(action.steps)}
            >
              {t('results.whatToDo.copySteps')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
