import {
  SourceTypeSchema,
  sourceCardStatus,
  type DataSource,
  type SourceStatus,
  type SourceType,
} from '@scambuddy/contracts';

export interface SourceGroup {
  sourceType: SourceType;
  sources: (DataSource & { status: SourceStatus })[];
}

/**
 * Part 2 §2.9: the three groups federal, state, nonprofit, in that order, each source with its
 * §4 card status; empty groups are kept so the page says "none" rather than hiding a category.
 */
export function groupSources(sources: readonly DataSource[]): SourceGroup[] {
  return SourceTypeSchema.options.map((sourceType) => ({
    sourceType,
    sources: sources
      .filter((source) => source.sourceType === sourceType)
      .map((source) => ({ ...source, status: sourceCardStatus(source) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}
