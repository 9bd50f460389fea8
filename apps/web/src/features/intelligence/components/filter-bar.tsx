import { IntelSeveritySchema, type FilterOptionsResponse } from '@scambuddy/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { LabelledSelect, SearchField } from '../shared/form-controls.js';
import { EMPTY_FILTERS, type IntelFilters } from '../model/filters.js';

export interface FilterBarProps {
  filters: IntelFilters;
  onChange: (filters: IntelFilters) => void;
  options: FilterOptionsResponse | undefined;
  /** Severity applies to trends only (part 1 §2.9). */
  showSeverity: boolean;
}

/** Part 1 §2.9: search; category, agency, severity and sort filters; and a Clear button. */
export function FilterBar({ filters, onChange, options, showSeverity }: FilterBarProps) {
  const { t } = useTranslation('intelligence');
  const set = (patch: Partial<IntelFilters>) => onChange({ ...filters, ...patch });
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="mb-6 grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.q}
        onChange={(q) => set({ q })}
      />
      <LabelledSelect
        label={t('filters.category')}
        value={filters.category}
        onChange={(category) => set({ category })}
      >
        <option value="">{t('filters.allCategories')}</option>
        {(options?.categories.all ?? []).map((category) => (
          <option key={category} value={category}>
            {t(`category.${category}`, { defaultValue: category })}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label={t('filters.agency')}
        value={filters.agency}
        onChange={(agency) => set({ agency })}
      >
        <option value="">{t('filters.allAgencies')}</option>
        {(options?.agencies.all ?? []).map((agency) => (
          <option key={agency} value={agency}>
            {agency}
          </option>
        ))}
      </LabelledSelect>
      {showSeverity ? (
        <LabelledSelect
          label={t('filters.severity')}
          value={filters.severity}
          onChange={(value) => {
            const parsed = IntelSeveritySchema.safeParse(value);
            set({ severity: parsed.success ? parsed.data : '' });
          }}
        >
          <option value="">{t('filters.allSeverities')}</option>
          {(options?.severities ?? IntelSeveritySchema.options).map((severity) => (
            <option key={severity} value={severity}>
              {t(`severity.${severity}`)}
            </option>
          ))}
        </LabelledSelect>
      ) : null}
      <LabelledSelect
        label={t('filters.sortBy')}
        value={filters.sortBy}
        onChange={(sortBy) => set({ sortBy })}
      >
        <option value="">{t('filters.sortDefault')}</option>
        {(options?.sortOptions ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {t(`sort.${option.value}`, { defaultValue: option.label })}
          </option>
        ))}
      </LabelledSelect>
      <div className="flex items-end">
        <Button variant="secondary" onClick={() => onChange(EMPTY_FILTERS)}>
          {t('filters.clear')}
        </Button>
      </div>
    </div>
  );
}
