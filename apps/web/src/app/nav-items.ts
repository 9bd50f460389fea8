import { paths } from './paths.js';

/** Spec part 1 §2.2, in this order for everyone. */
export const PUBLIC_NAV_ITEMS = [
  { labelKey: 'nav.analyze', href: paths.home.href() },
  { labelKey: 'nav.liveIntelligence', href: paths.unifiedTrends.href() },
  { labelKey: 'nav.mobilePreview', href: paths.mobileFeatures.href() },
  { labelKey: 'nav.about', href: paths.about.href() },
  { labelKey: 'nav.community', href: paths.community.href() },
  { labelKey: 'nav.features', href: paths.features.href() },
  { labelKey: 'nav.riskAssessment', href: paths.assessment.href() },
  // Issue 10: caller and link lookup (docs/spec-deltas.md).
  { labelKey: 'nav.lookup', href: paths.lookup.href() },
] as const;

/** Spec part 1 §2.2: only when signed in. */
export const SIGNED_IN_NAV_ITEMS = [
  { labelKey: 'nav.dashboard', href: paths.dashboard.href() },
  { labelKey: 'nav.history', href: paths.history.href() },
] as const;
