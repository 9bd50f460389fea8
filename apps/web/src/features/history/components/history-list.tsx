import { HISTORY_SNIPPET_CHARS, snippet, type StoredAnalysis } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names.js';
import { formatDateTime } from '../../dashboard/components/format-date.js';
import { RiskBadge } from './risk-badge.js';

export interface HistoryListProps {
  analyses: readonly StoredAnalysis[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The list of spec part 1 §2.11: 80-character snippets (§9), each opening its details. */
export function HistoryList({ analyses, selectedId, onSelect }: HistoryListProps) {
  const { t, i18n } = useTranslation('history');
  if (analyses.length === 0) {
    return (
      <div className="rounded-card border border-line bg-surface p-6" data-testid="history-empty">
        <p className="text-xl font-bold">{t('list.empty')}</p>
        <p className="mt-2 text-lg text-muted">{t('list.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul aria-label={t('list.label')} className="space-y-3" data-testid="history-list">
      {analyses.map((analysis) => {
        const selected = analysis.id === selectedId;
        return (
          <li key={analysis.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(analysis.id)}
              className={cx(
                'flex min-h-11 w-full flex-col items-start gap-2 rounded-card border-2 bg-surface p-4 text-start hover:bg-primary-soft',
                selected ? 'border-primary bg-primary-soft' : 'border-line',
              )}
            >
              <span className="text-lg font-semibold text-ink" dir="auto">
                {analysis.text ? snippet(analysis.text, HISTORY_SNIPPET_CHARS) : t('list.noText')}
              </span>
              <span className="flex flex-wrap items-center gap-3 text-base text-muted">
                <RiskBadge score={analysis.resultJson.scam_score} />
                <span>{t(`types.${analysis.inputType}`)}</span>
                <span>{formatDateTime(analysis.createdAt, i18n.language)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
