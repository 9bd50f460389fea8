import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store.js';
import { TranscriptionError, postTranscription } from '../api/transcribe.js';
import {
  INITIAL_RECORDER_STATE,
  chooseRecordingMimeType,
  recorderReducer,
} from '../model/recorder-machine.js';

/** Spec part 1 §9: data chunks every 1000 ms, timer tick every second. */
export const RECORDING_CHUNK_MS = 1000;
const TIMER_TICK_MS = 1000;

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
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopTimer = useCallback(() => {
    if (timerRef.current !== null) clearInterval(timerRef.current);
    timerRef.current = null;
  }, []);

  const releaseMicrophone = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  useEffect(
    () => () => {
      stopTimer();
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      releaseMicrophone();
    },
    [stopTimer, releaseMicrophone],
  );

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
    streamRef.current = stream;
    const mimeType = chooseRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, { mimeType });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stopTimer();
      releaseMicrophone();
      dispatch({ type: 'stopped', recording: new Blob(chunks, { type: mimeType }) });
    };
    recorder.onerror = (event) => {
      stopTimer();
      releaseMicrophone();
      dispatch({ type: 'failed' });
      const message = 'error' in event && event.error instanceof Error ? event.error.message : '';
      toast({
        variant: 'destructive',
        title: t('recorder.toasts.recordingTitle'),
        description: message || undefined,
      });
    };
    recorderRef.current = recorder;
    recorder.start(RECORDING_CHUNK_MS);
    dispatch({ type: 'started' });
    timerRef.current = setInterval(() => dispatch({ type: 'tick' }), TIMER_TICK_MS);
    toast({
      title: t('recorder.toasts.startedTitle'),
      description: t('recorder.toasts.startedDescription'),
    });
  }, [t, stopTimer, releaseMicrophone]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder?.state !== 'recording') return;
    recorder.stop();
    toast({
      title: t('recorder.toasts.stoppedTitle'),
      description: t('recorder.toasts.stoppedDescription'),
    });
  }, [t]);

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
