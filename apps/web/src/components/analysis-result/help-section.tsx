import type { AnalysisResult, Contact } from '@scambuddy/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMERGENCY_NUMBERS, FTC_REPORT_URL } from '../../config/emergency-numbers.js';
import { Button } from '../ui/button.js';
import { contactNote } from './contact-note.js';
import { ContactValue } from './contact-value.js';
import { useFederalContacts } from './use-federal-contacts.js';

const LISTS = [
  { field: 'law_enforcement', labelKey: 'results.help.lawEnforcement' },
  { field: 'state_local', labelKey: 'results.help.stateLocal' },
  { field: 'financial', labelKey: 'results.help.financial' },
] as const;

function ContactList({ contacts }: { contacts: readonly Contact[] }) {
  const { t } = useTranslation('report');
  return (
    <ul className="mt-2 space-y-3">
      {contacts.map((contact) => {
        const note = contactNote(contact, t);
        return (
          <li key={contact.id} className="rounded-control border border-line p-3">
            <p className="font-semibold" dir="auto">
              {contact.name}
            </p>
            <p className="mt-1 text-lg">
              <ContactValue value={contact.contact} />
            </p>
            {note ? (
              <p className="mt-1 text-muted" dir="auto" data-testid="contact-note">
                {t('results.help.whenToUse', { note })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Get Help & Report This (spec part 1 §2.7): the engine's three contact lists when any has an
 * entry; otherwise the FTC recommendation and a toggle revealing the five federal contacts of §9
 * from the server's sourced directory (while they load, or if they cannot, the sourced help lines
 * the client carries in config/emergency-numbers.ts).
 */
export function HelpSection({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation(['report', 'common']);
  const [showsFederal, setShowsFederal] = useState(false);
  const federalId = useId();
  const federal = useFederalContacts(showsFederal);
  const hasContacts = LISTS.some(({ field }) => result.contacts[field].length > 0);
  const ftc = EMERGENCY_NUMBERS.find((entry) => entry.id === 'ftc');

  return (
    <section
      aria-labelledby="result-help"
      className="rounded-card border border-line bg-surface p-6"
    >
      <h2 id="result-help" className="text-2xl font-bold">
        {t('results.help.heading')}
      </h2>
      {hasContacts ? (
        LISTS.filter(({ field }) => result.contacts[field].length > 0).map(
          ({ field, labelKey }) => (
            <div key={field} className="mt-4">
              <h3 className="text-xl font-bold">{t(labelKey)}</h3>
              <ContactList contacts={result.contacts[field]} />
            </div>
          ),
        )
      ) : (
        <>
          <p className="mt-3 text-lg">{t('results.help.ftcRecommendation')}</p>
          <p className="mt-2 text-lg">
            <a
              href={FTC_REPORT_URL}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-primary underline"
            >
              {t('results.help.ftcReportOnline')}
            </a>
          </p>
          {ftc ? (
            <p className="mt-2 text-lg">
              <a href={`tel:${ftc.dial}`} className="font-semibold text-primary underline">
                {t('results.help.ftcCall', { phone: ftc.phone })}
              </a>
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="mt-4"
            data-print-hide
            aria-expanded={showsFederal}
            aria-controls={federalId}
            onClick={() => setShowsFederal((shown) => !shown)}
          >
            {showsFederal ? t('results.help.hideAll') : t('results.help.showAll')}
          </Button>
          <div id={federalId} hidden={!showsFederal}>
            <h3 className="mt-4 text-xl font-bold">{t('results.help.federalHeading')}</h3>
            {federal.data ? (
              <ContactList contacts={federal.data} />
            ) : (
              <ul className="mt-2 space-y-3">
                {EMERGENCY_NUMBERS.map((entry) => (
                  <li key={entry.id} className="rounded-control border border-line p-3">
                    <p className="font-semibold">{t(`common:help.${entry.id}`)}</p>
                    <p className="mt-1 text-lg">
                      <ContactValue value={entry.phone} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
