import { useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store.js';
import { useMicrophoneRecording } from '../../../lib/use-microphone-recording.js';
import { TranscriptionError, postTranscription } from '../api/transcribe.js';
import {
  INITIAL_RECORDER_STATE,
  chooseRecordingMimeType,
  recorderReducer,
} from '../model/recorder-machine.js';

/** Spec part 1 §9: echo cancellation, noise suppression, 44.1 kHz. */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, sampleRate: 44100 },
};

const TRANSCRIPTION_MESSAGE_KEYS = {
  unavailable: 'recorder.toasts.unavailable',
  no_text: 'recorder.toasts.noText',
  failed: 'recorder.toasts.transcriptionFailed',
} as const;

/**
 * Records the visitor's voice and turns it into text (spec part 1 §2.5, §4, §8). The transcript
 * is handed to `onTranscript`, which puts it into the message box as an editable draft.
 */
export function useVoiceRecorder(onTranscript: (text: string) => void) {
  const { t } = useTranslation('analyze');
  const [state, dispatch] = useReducer(recorderReducer, INITIAL_RECORDER_STATE);
  const { record, stop: stopRecording } = useMicrophoneRecording();

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
    } catch {
      toast({
        variant: 'destructive',
        title: t('recorder.toasts.microphoneTitle'),
        description: t('recorder.toasts.microphoneDescription'),
      });
      return;
    }
    const mimeType = chooseRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    record(stream, mimeType, {
      onStopped: (recording) => dispatch({ type: 'stopped', recording }),
      onFailed: (error) => {
        dispatch({ type: 'failed' });
        toast({
          variant: 'destructive',
          title: t('recorder.toasts.recordingTitle'),
          description: error?.message || undefined,
        });
      },
      onTick: () => dispatch({ type: 'tick' }),
    });
    dispatch({ type: 'started' });
    toast({
      title: t('recorder.toasts.startedTitle'),
      description: t('recorder.toasts.startedDescription'),
    });
  }, [t, record]);

  const stop = useCallback(() => {
    if (!stopRecording()) return;
    toast({
      title: t('recorder.toasts.stoppedTitle'),
      description: t('recorder.toasts.stoppedDescription'),
    });
  }, [t, stopRecording]);

  const clear = useCallback(() => dispatch({ type: 'cleared' }), []);

  const convert = useCallback(async () => {
    if (state.status !== 'stopped') return;
    dispatch({ type: 'transcribing' });
    try {
      const text = await postTranscription(state.recording);
      onTranscript(text);
      toast({
        title: t('recorder.toasts.transcribedTitle'),
        description: t('recorder.toasts.transcribedDescription'),
      });
    } catch (error) {
      const reason = error instanceof TranscriptionError ? error.reason : 'failed';
      toast({
        variant: 'destructive',
        title: t('recorder.toasts.transcriptionTitle'),
        description: t(TRANSCRIPTION_MESSAGE_KEYS[reason]),
      });
    } finally {
      dispatch({ type: 'transcribed' });
    }
  }, [state, onTranscript, t]);

  return { state, start, stop, clear, convert };
}
