import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { cx } from '../../../lib/class-names.js';
import {
  IMPLEMENTATION_STATUS,
  PREVIEW_FEATURES,
  PREVIEW_PAGE_KEYS,
  toggleFeature,
  type PreviewFeatureId,
} from '../model/preview-tabs.js';
import { AcademyDemo } from './academy-demo.js';
import { BuddyChatDemo } from './buddy-chat-demo.js';
import { LeaderboardDemo } from './leaderboard-demo.js';
import { SampleBadge } from './sample-badge.js';
import { ThreatShieldDemo } from './threat-shield-demo.js';
import { TipsDemo } from './tips-demo.js';

const DEMOS: Record<PreviewFeatureId, ComponentType> = {
  threatShield: ThreatShieldDemo,
  academy: AcademyDemo,
  tips: TipsDemo,
  leaderboard: LeaderboardDemo,
  buddy: BuddyChatDemo,
};

function ImplementationStatus() {
  const { t } = useTranslation('mobile-preview');
  return (
    <section aria-labelledby="implementation-status" className="mt-10 border-t-2 border-line pt-6">
      <h2 id="implementation-status" className="text-2xl font-bold">
        {t(IMPLEMENTATION_STATUS.headingKey)}
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-3">
        {IMPLEMENTATION_STATUS.phases.map((phase) => (
          <li key={phase.id} className="rounded-card border border-line bg-surface p-5">
            <h3 className="text-xl font-bold">{t(phase.titleKey)}</h3>
            <p className="mt-1 text-lg font-semibold">{t(phase.statusKey)}</p>
            {phase.itemKeys.length > 0 ? (
              <ul className="mt-2 list-disc ps-6 text-lg">
                {phase.itemKeys.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Mobile Features Preview (/mobile-features), spec part 2 §2.13: five demos on sample data, no
 * server calls. Each demo keeps its own state and timers; switching tabs or leaving the page
 * unmounts it, which clears its timers and starts it fresh next time.
 */
export function MobilePreviewPage() {
  const { t } = useTranslation(['mobile-preview', 'pages']);
  const [selected, setSelected] = useState<PreviewFeatureId | null>(null);
  const feature = PREVIEW_FEATURES.find((item) => item.id === selected) ?? null;
  const Demo = feature ? DEMOS[feature.id] : null;
  const demoRef = useRef<HTMLElement>(null);
  const scrollToDemo = useRef(false);
  const choose = (id: PreviewFeatureId) => {
    setSelected((current) => toggleFeature(current, id));
    scrollToDemo.current = true;
  };
  useEffect(() => {
    if (!scrollToDemo.current || selected === null) return;
    scrollToDemo.current = false;
    // On a phone the chosen demo starts below the buttons, out of sight: bring its title up.
    const demo = demoRef.current;
    if (demo && demo.getBoundingClientRect().top > window.innerHeight * 0.6) {
      demo.scrollIntoView({ block: 'start' });
    }
  }, [selected]);

  return (
    <PageFrame
      title={t(PREVIEW_PAGE_KEYS.headingKey)}
      description={t('pages:mobileFeatures.description')}
    >
      <p className="mb-4 text-lg">{t(PREVIEW_PAGE_KEYS.sampleNoticeKey)}</p>
      <div
        role="group"
        aria-label={t(PREVIEW_PAGE_KEYS.tabsLabelKey)}
        // Sticky only where there is room: on a phone the five buttons took 320 of 844 px of every
        // screen (issue 19.18), so there they scroll away and the chosen demo is brought into view.
        className="-mx-2 grid grid-cols-2 gap-2 border-b-2 border-line bg-canvas px-2 py-3 sm:sticky sm:top-0 sm:z-10 sm:flex sm:flex-wrap"
      >
        {PREVIEW_FEATURES.map((item) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={item.id === selected}
            onClick={() => choose(item.id)}
            className={cx(
              'min-h-11 rounded-control border-2 border-primary px-2 py-1 text-base leading-snug font-semibold sm:px-4 sm:py-2',
              item.id === selected
                ? 'bg-primary text-on-primary'
                : 'bg-surface text-primary hover:bg-primary-soft',
            )}
          >
            {t(item.titleKey)}
          </button>
        ))}
      </div>
      {feature && Demo ? (
        <section
          ref={demoRef}
          aria-labelledby="preview-feature-title"
          className="mt-6 flex scroll-mt-4 flex-col gap-4"
        >
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="preview-feature-title" className="text-2xl font-bold">
              {t(feature.titleKey)}
            </h2>
            <SampleBadge />
          </div>
          <p className="text-lg">{t(feature.descriptionKey)}</p>
          <div className="rounded-card border border-line bg-surface p-2 sm:p-5">
            <Demo />
          </div>
          <div className="rounded-card border-2 border-primary bg-primary-soft p-5">
            <h3 id="preview-context" className="text-xl font-bold">
              {t(PREVIEW_PAGE_KEYS.contextHeadingKey)}
            </h3>
            <p className="mt-1 text-lg">{t(feature.contextKey)}</p>
          </div>
        </section>
      ) : (
        <p className="mt-6 rounded-card border border-dashed border-line bg-surface p-6 text-xl font-semibold">
          {t(PREVIEW_PAGE_KEYS.nothingSelectedKey)}
        </p>
      )}
      <ImplementationStatus />
    </PageFrame>
  );
}
