/** The tab bar and footer of the Mobile Features Preview (spec part 2 §2.13). */

export const PREVIEW_FEATURE_IDS = [
  'threatShield',
  'academy',
  'tips',
  'leaderboard',
  'buddy',
] as const;
export type PreviewFeatureId = (typeof PREVIEW_FEATURE_IDS)[number];

export interface PreviewFeature {
  id: PreviewFeatureId;
  titleKey: string;
  descriptionKey: string;
  /** The "Mobile App Context" note under the demo. */
  contextKey: string;
}

export const PREVIEW_FEATURES: readonly PreviewFeature[] = PREVIEW_FEATURE_IDS.map((id) => ({
  id,
  titleKey: `features.${id}.title`,
  descriptionKey: `features.${id}.description`,
  contextKey: `features.${id}.context`,
}));

export const PREVIEW_PAGE_KEYS = {
  headingKey: 'page.heading',
  sampleNoticeKey: 'page.sampleNotice',
  contextHeadingKey: 'page.contextHeading',
  nothingSelectedKey: 'page.nothingSelected',
  tabsLabelKey: 'page.tabsLabel',
  sampleBadgeKey: 'page.sampleBadge',
} as const;

/** Clicking a tab selects it; clicking the selected tab again deselects it. */
export function toggleFeature(
  selected: PreviewFeatureId | null,
  clicked: PreviewFeatureId,
): PreviewFeatureId | null {
  return selected === clicked ? null : clicked;
}

export interface ImplementationPhase {
  id: 'phase1' | 'phase2' | 'future';
  titleKey: string;
  statusKey: string;
  itemKeys: readonly string[];
}

/**
 * The Implementation Status footer. The spec's footer claims "6 core screens, zero-PII
 * architecture, API endpoints" complete and phase 2 ready for an app that does not exist; this one
 * says only what is true (docs/spec-deltas.md): the web preview is done, the phone app is not
 * started, and later phases are ideas.
 */
export const IMPLEMENTATION_STATUS: {
  headingKey: string;
  phases: readonly ImplementationPhase[];
} = {
  headingKey: 'status.heading',
  phases: [
    {
      id: 'phase1',
      titleKey: 'status.phase1.title',
      statusKey: 'status.phase1.status',
      itemKeys: ['status.phase1.items.demos', 'status.phase1.items.sampleOnly'],
    },
    {
      id: 'phase2',
      titleKey: 'status.phase2.title',
      statusKey: 'status.phase2.status',
      itemKeys: [],
    },
    {
      id: 'future',
      titleKey: 'status.future.title',
      statusKey: 'status.future.status',
      itemKeys: [
        'status.future.items.native',
        'status.future.items.offline',
        'status.future.items.ml',
      ],
    },
  ],
};
