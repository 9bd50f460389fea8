import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardTitle } from '../../../../components/ui/card.js';
import { useCallRecorder } from '../hooks/use-call-recorder.js';
import { formatCallTimer } from '../model/call-session.js';
import { RecordButton } from './record-button.js';
import { SessionResults } from './session-results.js';

/** Spec part 2 §2.3: live call transcription with automatic personal-information filtering. */
export function CallRecordingPanel() {
  const { t } = useTranslation('protection');
  const { session, start, stop } = useCallRecorder();
  const isRecording = session.status === 'recording';

  return (
    <div className="grid gap-6">
      <Card>
        <CardTitle>{t('call.title')}</CardTitle>
        <CardDescription>{t('call.description')}</CardDescription>
        <div className="mt-6 flex flex-col items-center gap-4">
          <RecordButton
            isRecording={isRecording}
            disabled={session.status === 'processing'}
            onStart={() => void start()}
            onStop={stop}
          />
          {isRecording ? (
            <p className="flex items-center gap-3 text-xl font-bold text-danger">
              <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-danger" />
              {t('call.recording')}
              <span className="font-mono text-ink">{formatCallTimer(session.elapsedSeconds)}</span>
            </p>
          ) : (
            <p className="text-center text-muted">{t('call.hint')}</p>
          )}
        </div>
      </Card>
      {session.status === 'idle' || session.status === 'recording' ? null : (
        <SessionResults session={session} />
      )}
    </div>
  );
}
