import type { IntelScamType } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { scamTypeChips } from '../model/trend-list.js';

/** Up to two scam-type chips and "+N more" (part 2 §2.8, §9). */
export function ScamTypeChips({ scamTypes }: { scamTypes: readonly IntelScamType[] }) {
  const { t } = useTranslation('trends');
  const { shown, more } = scamTypeChips(scamTypes);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('card.scamTypes')} className="flex flex-wrap gap-2">
      {shown.map((scamType) => (
        <li
          key={scamType}
          className="rounded-control bg-primary-soft px-2 py-0.5 text-lg text-primary-strong"
        >
          {t(`scamType.${scamType}`)}
        </li>
      ))}
      {more > 0 ? (
        <li className="px-2 py-0.5 text-lg text-muted">{t('card.more', { count: more })}</li>
      ) : null}
    </ul>
  );
}
