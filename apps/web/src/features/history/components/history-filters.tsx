import {
  HistoryRiskFilterSchema,
  HistoryTypeFilterSchema,
  type HistoryFilters,
} from '@scambuddy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRiskBandText } from '../../../components/risk/risk-band-text.js';

const fieldClassName =
  'mt-1 block min-h-11 w-full rounded-control border-2 border-line bg-surface px-3 py-2 text-lg text-ink';

export interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}

/** Spec part 1 §2.11, §5: a search box, a type filter and a risk filter (the result's bands). */
export function HistoryFiltersBar({ filters, onChange }: HistoryFiltersBarProps) {
  const { t } = useTranslation('history');
  const bands = useRiskBandText();
  const searchId = useId();
  const typeId = useId();
  const riskId = useId();
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]"
    >
      <div>
        <label htmlFor={searchId} className="text-lg font-semibold">
          {t('filters.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={fieldClassName}
          placeholder={t('filters.searchPlaceholder')}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={typeId} className="text-lg font-semibold">
          {t('filters.type')}
        </label>
        <select
          id={typeId}
          className={fieldClassName}
          value={filters.type}
          onChange={(event) => {
            const type = HistoryTypeFilterSchema.safeParse(event.target.value);
            if (type.success) onChange({ ...filters, type: type.data });
          }}
        >
          {HistoryTypeFilterSchema.options.map((option) => (
            <option key={option} value={option}>
              {t(`filters.types.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={riskId} className="text-lg font-semibold">
          {t('filters.risk')}
        </label>
        <select
          id={riskId}
          className={fieldClassName}
          value={filters.risk}
          onChange={(event) => {
            const risk = HistoryRiskFilterSchema.safeParse(event.target.value);
            if (risk.success) onChange({ ...filters, risk: risk.data });
          }}
        >
          {HistoryRiskFilterSchema.options.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? t('filters.risks.all') : bands.withRange(option)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
