import {
  CARD_SCAM_TYPE_CHIPS,
  type IntelKind,
  type IntelScamType,
  type Trend,
} from '@scambuddy/contracts';

/** Type filter buttons of part 2 §2.8: all, scam-alert, news. */
export type TrendTypeFilter = 'all' | IntelKind;
export const TREND_TYPE_FILTERS: readonly TrendTypeFilter[] = ['all', 'scam-alert', 'news'];

/** Search matches title, description or agency, ignoring case; then the type filter. */
export function filterTrends(
  trends: readonly Trend[],
  search: string,
  type: TrendTypeFilter,
): Trend[] {
  const needle = search.trim().toLocaleLowerCase();
  return trends.filter((trend) => {
    if (type !== 'all' && trend.type !== type) return false;
    if (needle === '') return true;
    return [trend.title, trend.description, trend.agency].some((text) =>
      text?.toLocaleLowerCase().includes(needle),
    );
  });
}

/** Part 2 §2.8: up to two scam-type chips, then "+N more". */
export function scamTypeChips(scamTypes: readonly IntelScamType[]): {
  shown: IntelScamType[];
  more: number;
} {
  return {
    shown: scamTypes.slice(0, CARD_SCAM_TYPE_CHIPS),
    more: Math.max(0, scamTypes.length - CARD_SCAM_TYPE_CHIPS),
  };
}
