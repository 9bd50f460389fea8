import { COMMUNITY_FILTER_CATEGORIES, type CommunityVerifiedFilter } from '@scambuddy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import type { ReportFilters } from '../model/reports-query.js';

export const fieldClassName =
  'mt-1 block min-h-11 w-full rounded-control border-2 border-line bg-surface px-3 py-2 text-lg text-ink';

export interface ReportFiltersCardProps {
  /** What the search box shows right now (the list follows it after a short pause). */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  filters: ReportFilters;
  onFiltersChange: (filters: ReportFilters) => void;
}

/** Search and filter card of spec part 2 §2.1; the category filter offers the first five (§3). */
export function ReportFiltersCard({
  searchText,
  onSearchTextChange,
  filters,
  onFiltersChange,
}: ReportFiltersCardProps) {
  const { t } = useTranslation('community');
  const searchId = useId();
  const categoryId = useId();
  const verifiedId = useId();
  return (
    <Card className="mb-6">
      <h2 className="text-xl font-bold">{t('filters.heading')}</h2>
      <div role="search" className="mt-3 grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor={searchId} className="text-lg font-semibold">
            {t('filters.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={searchText}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => onSearchTextChange(event.target.value)}
            className={fieldClassName}
          />
        </div>
        <div>
          <label htmlFor={categoryId} className="text-lg font-semibold">
            {t('filters.categoryLabel')}
          </label>
          <select
            id={categoryId}
            value={filters.category}
            onChange={(event) =>
              onFiltersChange({
                ...filters,
                category: COMMUNITY_FILTER_CATEGORIES.find((c) => c === event.target.value) ?? '',
              })
            }
            className={fieldClassName}
          >
            <option value="">{t('filters.allCategories')}</option>
            {COMMUNITY_FILTER_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={verifiedId} className="text-lg font-semibold">
            {t('filters.verifiedLabel')}
          </label>
          <select
            id={verifiedId}
            value={filters.verified}
            onChange={(event) =>
              onFiltersChange({ ...filters, verified: toVerified(event.target.value) })
            }
            className={fieldClassName}
          >
            <option value="">{t('filters.verifiedAll')}</option>
            <option value="true">{t('filters.verifiedTrue')}</option>
            <option value="false">{t('filters.verifiedFalse')}</option>
          </select>
        </div>
      </div>
    </Card>
  );
}

function toVerified(value: string): CommunityVerifiedFilter {
  return value === 'true' || value === 'false' ? value : '';
}
