import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { useVoiceRecorder } from '../hooks/use-voice-recorder.js';
import { formatElapsed } from '../model/recorder-machine.js';

export interface VoiceRecorderProps {
  onTranscript: (text: string) => void;
}

/** The recorder of spec part 1 §2.5: record, play back, clear, and convert to text. */
export function VoiceRecorder({ onTranscript }: VoiceRecorderProps) {
  const { t } = useTranslation('analyze');
  const { state, start, stop, clear, convert } = useVoiceRecorder(onTranscript);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const finished = state.status === 'stopped' || state.status === 'transcribing' ? state : null;
  const recording = finished?.recording ?? null;

  useEffect(() => {
    if (!recording) {
      setAudioUrl(null);
      return;
    }
    const url = URL.createObjectURL(recording);
    setAudioUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [recording]);

  const togglePlayback = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setIsPlaying(false));
    else audio.pause();
  };

  return (
    <section
      aria-labelledby="voice-recorder-heading"
      className="rounded-card border border-line p-4"
    >
      <h3 id="voice-recorder-heading" className="text-lg font-bold">
        {t('recorder.heading')}
      </h3>
      <p className="mt-1 text-muted">{t('recorder.hint')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {state.status === 'idle' ? (
          <Button onClick={() => void start()}>{t('recorder.start')}</Button>
        ) : null}
        {state.status === 'recording' ? (
          <>
            <Button variant="destructive" onClick={stop}>
              {t('recorder.stop')}
            </Button>
            <span className="font-semibold" role="status">
              <span aria-hidden="true">● </span>
              {t('recorder.recording')}{' '}
              <span aria-label={t('recorder.timer', { time: formatElapsed(state.elapsedSeconds) })}>
                {formatElapsed(state.elapsedSeconds)}
              </span>
            </span>
          </>
        ) : null}
        {finished ? (
          <>
            <span className="font-semibold">{formatElapsed(finished.elapsedSeconds)}</span>
            <Button variant="secondary" onClick={togglePlayback}>
              {isPlaying ? t('recorder.pause') : t('recorder.play')}
            </Button>
            <Button variant="secondary" onClick={clear} disabled={state.status === 'transcribing'}>
              {t('recorder.clear')}
            </Button>
            <Button onClick={() => void convert()} disabled={state.status === 'transcribing'}>
              {state.status === 'transcribing' ? t('recorder.converting') : t('recorder.convert')}
            </Button>
            {audioUrl ? (
              <audio
                ref={audioRef}
                src={audioUrl}
                aria-label={t('recorder.playerLabel')}
                onPlay={() => setIsPlaying(true)}
                onPause={() => setIsPlaying(false)}
                onEnded={() => setIsPlaying(false)}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
