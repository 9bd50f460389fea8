import { useTranslation } from 'react-i18next';
import { EMERGENCY_CALL, EMERGENCY_NUMBERS } from '../config/emergency-numbers.js';

// Unicode isolates keep a phone number's digits and dashes in reading order inside
// right-to-left sentences (Arabic), where they would otherwise be reordered.
const isolate = (phone: string) => `\u2066${phone}\u2069`;

/** 911 first, then the sourced help lines, each a call link showing the number as written. */
export function EmergencyNumbersList() {
  const { t } = useTranslation('common');
  return (
    <ul className="grid gap-3">
      <li className="rounded-control border-2 border-danger bg-danger-soft p-3">
        <p className="font-semibold">{t('help.emergency')}</p>
        <a
          className="mt-1 inline-flex min-h-11 items-center text-xl font-bold"
          href={`tel:${EMERGENCY_CALL.dial}`}
        >
          {t('help.call', { number: isolate(EMERGENCY_CALL.phone) })}
        </a>
      </li>
      {EMERGENCY_NUMBERS.map((entry) => (
        <li key={entry.id} className="rounded-control border border-line p-3">
          <p>{t(`help.${entry.id}`)}</p>
          <a
            className="mt-1 inline-flex min-h-11 items-center text-lg font-bold"
            href={`tel:${entry.dial}`}
          >
            {t('help.call', { number: isolate(entry.phone) })}
          </a>
        </li>
      ))}
    </ul>
  );
}
