/**
 * The one route table (spec part 1 §2.1, plus the footer pages of DELTAS row 13). Screens link
 * with `paths.x.href()` so a path is written once.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  report: { path: '/report/:id', href: (id: string) => `/report/${encodeURIComponent(id)}` },
  recover: {
    path: '/report/:id/recover',
    href: (id: string) => `/report/${encodeURIComponent(id)}/recover`,
  },
  trends: { path: '/trends', href: () => '/trends' },
  scamTrendsV2: { path: '/scam-trends-v2', href: () => '/scam-trends-v2' },
  dataSources: { path: '/data-sources-v2', href: () => '/data-sources-v2' },
  /** Short names people type or read in the README; they lead to the screens above (issue 19). */
  scamTrendsAlias: { path: '/scam-trends', href: () => '/scam-trends' },
  dataSourcesAlias: { path: '/data-sources', href: () => '/data-sources' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  history: { path: '/history', href: () => '/history' },
  admin: { path: '/admin', href: () => '/admin' },
  community: { path: '/community', href: () => '/community' },
  features: {
    path: '/features',
    /** `?tab=evidence&analysis=<id>` opens the evidence tools for one result (issue 10). */
    href: (query?: { tab?: 'call-recording' | 'evidence' | 'voice'; analysis?: string }) => {
      const search = new URLSearchParams();
      if (query?.tab) search.set('tab', query.tab);
      if (query?.analysis) search.set('analysis', query.analysis);
      const text = search.toString();
      return text ? `/features?${text}` : '/features';
    },
  },
  about: { path: '/about', href: () => '/about' },
  assessment: { path: '/assessment', href: () => '/assessment' },
  heatmap: { path: '/heatmap', href: () => '/heatmap' },
  unifiedTrends: { path: '/unified-trends', href: () => '/unified-trends' },
  mobileFeatures: { path: '/mobile-features', href: () => '/mobile-features' },
  adminPanel: { path: '/admin-panel', href: () => '/admin-panel' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  terms: { path: '/terms', href: () => '/terms' },
  contact: { path: '/contact', href: () => '/contact' },
  lookup: {
    path: '/lookup',
    href: (q?: string) => (q ? `/lookup?q=${encodeURIComponent(q)}` : '/lookup'),
  },
  helper: { path: '/helper', href: () => '/helper' },
  helperAccept: {
    path: '/helper/accept/:token',
    href: (token: string) => `/helper/accept/${encodeURIComponent(token)}`,
  },
  helperPerson: {
    path: '/helper/people/:id',
    href: (id: string) => `/helper/people/${encodeURIComponent(id)}`,
  },
} as const;

export type PathId = keyof typeof paths;
