import { formatFileSize, type EvidenceItemType } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import type { CollectedItem } from '../model/evidence-package.js';

/** A symbol per type, beside the type's name in words (spec §2.4 type icon and badge). */
const TYPE_ICONS: Record<EvidenceItemType, string> = {
  screenshot: '🖼',
  audio: '🎙',
  document: '📄',
  text: '📝',
  call_log: '📞',
};

export function EvidenceItemList({ items }: { items: readonly CollectedItem[] }) {
  const { t, i18n } = useTranslation('protection');
  if (items.length === 0) return <p className="text-muted">{t('evidence.noItems')}</p>;
  return (
    <ul className="grid gap-3" aria-label={t('evidence.itemsLabel')}>
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 rounded-card border border-line p-4">
          <span aria-hidden="true" className="text-2xl">
            {TYPE_ICONS[item.type]}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-bold break-words" dir="auto">
                {item.title}
              </h4>
              <span className="rounded-full border border-line px-3 py-0.5 text-base">
                {t(`evidence.types.${item.type}`)}
              </span>
            </div>
            <p className="text-muted">
              {new Date(item.timestamp).toLocaleString(i18n.language)}
              {item.metadata?.size === undefined ? null : (
                <> · {t('evidence.size', { size: formatFileSize(item.metadata.size) })}</>
              )}
              {item.location ? <> · {t('evidence.location', { location: item.location })}</> : null}
            </p>
            {item.description ? (
              <p className="mt-1 whitespace-pre-wrap break-words" dir="auto">
                {item.description}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
