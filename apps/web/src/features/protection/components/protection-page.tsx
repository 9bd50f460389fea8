import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layouts/page-frame.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.js';
import { CallRecordingPanel } from '../call-recording/components/call-recording-panel.js';
import { EvidencePanel } from '../evidence/components/evidence-panel.js';
import { VoiceGuidancePanel } from '../voice-guidance/components/voice-guidance-panel.js';

/** Advanced Protection Features (/features), spec part 2 §2.2-§2.5: three tabs. */
export function ProtectionPage() {
  const { t } = useTranslation(['common', 'protection']);
  return (
    <PageFrame title={t('common:titles.features')} description={t('protection:description')}>
      {/* Spec §2.2: Call Recording is the default tab. Every tab stays mounted (hidden when not
          chosen), so a recording or an evidence package survives switching tabs. */}
      <Tabs defaultValue="call-recording">
        <TabsList aria-label={t('protection:tabsLabel')} data-print-hide>
          <TabsTrigger value="call-recording">{t('protection:tabs.callRecording')}</TabsTrigger>
          <TabsTrigger value="evidence">{t('protection:tabs.evidence')}</TabsTrigger>
          <TabsTrigger value="voice">{t('protection:tabs.voice')}</TabsTrigger>
        </TabsList>
        <TabsContent value="call-recording" forceMount className="data-[state=inactive]:hidden">
          <CallRecordingPanel />
        </TabsContent>
        <TabsContent value="evidence" forceMount className="data-[state=inactive]:hidden">
          <EvidencePanel />
        </TabsContent>
        <TabsContent value="voice" forceMount className="data-[state=inactive]:hidden">
          <VoiceGuidancePanel />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
