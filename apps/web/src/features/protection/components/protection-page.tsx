import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { CallRecordingPanel } from '../call-recording/components/call-recording-panel.js';
import { EvidencePanel } from '../evidence/components/evidence-panel.js';
import { analysisIdFrom } from '../evidence/model/evidence-package.js';
import { VoiceGuidancePanel } from '../voice-guidance/components/voice-guidance-panel.js';

const TABS = ['call-recording', 'evidence', 'voice'] as const;
type ProtectionTab = (typeof TABS)[number];

/** `?tab=` names the chosen tab; anything else is the default, Call Recording (spec §2.2). */
function tabFrom(value: string | null): ProtectionTab {
  return TABS.find((tab) => tab === value) ?? 'call-recording';
}

/**
 * Advanced Protection Features (/features), spec part 2 §2.2-§2.5: three tabs. The chosen tab
 * lives in the address (`?tab=evidence`), and `&analysis=<id>` ties the evidence package to one
 * result's recovery steps (issue 10).
 */
export function ProtectionPage() {
  const { t } = useTranslation(['common', 'protection']);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));
  const analysisId = analysisIdFrom(searchParams.get('analysis'));

  const choose = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tabFrom(value));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <PageFrame title={t('common:titles.features')} description={t('protection:description')}>
      {/* Every tab stays mounted (hidden when not chosen), so a recording or an evidence package
          survives switching tabs. */}
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label={t('protection:tabsLabel')} data-print-hide>
          <TabsTrigger value="call-recording">{t('protection:tabs.callRecording')}</TabsTrigger>
          <TabsTrigger value="evidence">{t('protection:tabs.evidence')}</TabsTrigger>
          <TabsTrigger value="voice">{t('protection:tabs.voice')}</TabsTrigger>
        </TabsList>
        <TabsContent value="call-recording" forceMount className="data-[state=inactive]:hidden">
          <CallRecordingPanel />
        </TabsContent>
        <TabsContent value="evidence" forceMount className="data-[state=inactive]:hidden">
          <EvidencePanel analysisId={analysisId} />
        </TabsContent>
        <TabsContent value="voice" forceMount className="data-[state=inactive]:hidden">
          <VoiceGuidancePanel />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
