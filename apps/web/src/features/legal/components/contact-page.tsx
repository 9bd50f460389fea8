import { Trans, useTranslation } from 'react-i18next';
import { EmergencyNumbersList } from '../../../components/emergency-numbers-list.js';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { FTC_REPORT_URL } from '../../../config/emergency-numbers.js';

/**
 * Contact Support (DELTAS row 13): where to get help with a scam, from sourced numbers only, and
 * an honest note that the product itself has no phone line or e-mail desk.
 */
export function ContactPage() {
  const { t } = useTranslation(['common', 'legal']);
  return (
    <PageFrame title={t('titles.contact')} description={t('legal:contact.intro')}>
      <div className="grid max-w-3xl gap-8">
        <section aria-labelledby="contact-scam">
          <h2 id="contact-scam" dir="auto" className="text-2xl font-bold">
            {t('legal:contact.scamHeading')}
          </h2>
          <p dir="auto" className="mt-3 text-lg">
            {t('legal:contact.scamText')}
          </p>
          <div className="mt-4">
            <EmergencyNumbersList />
          </div>
          <p dir="auto" className="mt-4 text-lg">
            <Trans
              t={t}
              i18nKey="legal:contact.reportOnline"
              components={{ site: <a href={FTC_REPORT_URL} /> }}
            />
          </p>
          <p dir="auto" className="mt-2 text-base text-muted">
            {t('legal:contact.sourceNote')}
          </p>
        </section>
        <section aria-labelledby="contact-site">
          <h2 id="contact-site" dir="auto" className="text-2xl font-bold">
            {t('legal:contact.siteHeading')}
          </h2>
          <p dir="auto" className="mt-3 text-lg">
            {t('legal:contact.siteText')}
          </p>
        </section>
      </div>
    </PageFrame>
  );
}
