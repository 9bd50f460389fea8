import { useTranslation } from 'react-i18next';
import { EmergencyNumbersList } from '../../../components/emergency-numbers-list.js';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.js';

const QUICK_ANSWERS = ['scammed', 'giftCards', 'callBack'] as const;

/** The always-present Buddy help widget (DELTAS row 12): quick answers and numbers to call. */
export function BuddyHelpWidget() {
  const { t } = useTranslation('common');
  return (
    <Dialog>
      <DialogTrigger className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-primary px-4 py-1 text-base font-semibold text-on-primary hover:bg-primary-strong sm:px-5">
        <span aria-hidden="true" className="text-xl font-bold">
          ?
        </span>
        <span>{t('help.open')}</span>
      </DialogTrigger>
      <DialogContent
        title={t('help.title')}
        description={t('help.intro')}
        closeLabel={t('help.close')}
      >
        <section aria-labelledby="buddy-answers">
          <h3 id="buddy-answers" className="text-xl font-bold">
            {t('help.answersHeading')}
          </h3>
          <dl className="mt-3 grid gap-4">
            {QUICK_ANSWERS.map((topic) => (
              <div key={topic}>
                <dt className="font-semibold">{t(`help.${topic}Question`)}</dt>
                <dd className="mt-1">{t(`help.${topic}Answer`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="buddy-numbers" className="mt-6">
          <h3 id="buddy-numbers" className="text-xl font-bold">
            {t('help.numbersHeading')}
          </h3>
          <div className="mt-3">
            <EmergencyNumbersList />
          </div>
        </section>
      </DialogContent>
    </Dialog>
  );
}
