import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/toast-store.js';
import { postTranscribeAndFilter } from '../api/transcribe-and-filter.js';
import {
  INITIAL_CALL_SESSION,
  callSessionReducer,
  chooseCallMimeType,
} from '../model/call-session.js';

/** Spec part 2 §9: 1-second chunks. */
const CHUNK_MS = 1000;
const TICK_MS = 1000;

/** Spec part 2 §9: echo cancellation, noise suppression, 16000 Hz. */
export const CALL_MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, sampleRate: 16000 },
};

/**
 * Records a call from the microphone and, when it stops, sends it to be transcribed, filtered
 * and scored (spec part 2 §2.3, §4, §8). The audio only lives in this page's memory.
 */
export function useCallRecorder() {
  const { t } = useTranslation('protection');
  const [session, dispatch] = useReducer(callSessionReducer, INITIAL_CALL_SESSION);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const sessionIdRef = useRef('');

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
      const recorder = recorderRef.current;
      if (recorder?.state === 'recording') {
        // Leaving the page ends the recording without sending it.
        recorder.onstop = null;
        recorder.stop();
      }
      releaseMicrophone();
    },
    [stopTimer, releaseMicrophone],
  );

  const process = useCallback(
    async (recording: Blob) => {
      try {
        const answer = await postTranscribeAndFilter(recording, sessionIdRef.current);
        dispatch({
          type: 'transcribed',
          result: {
            filteredTranscript: answer.filteredTranscript,
            ...(answer.rawTranscript === undefined ? {} : { rawTranscript: answer.rawTranscript }),
            piiItems: answer.piiItems,
            riskScore: answer.analysis.scam_score,
          },
        });
        toast({
          title: t('call.toasts.completeTitle'),
          description: t('call.toasts.completeDescription', { count: answer.piiItems.length }),
        });
      } catch {
        dispatch({ type: 'failed' });
        toast({
          variant: 'destructive',
          title: t('call.toasts.processingFailedTitle'),
          description: t('call.toasts.processingFailedDescription'),
        });
      }
    },
    [t],
  );

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(CALL_MICROPHONE_CONSTRAINTS);
    } catch {
      toast({
        variant: 'destructive',
        title: t('call.toasts.recordingFailedTitle'),
        description: t('call.toasts.recordingFailedDescription'),
      });
      return;
    }
    streamRef.current = stream;
    const mimeType = chooseCallMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stopTimer();
      releaseMicrophone();
      dispatch({ type: 'stopped', at: new Date() });
      void process(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
    };
    recorder.onerror = () => {
      stopTimer();
      releaseMicrophone();
      dispatch({ type: 'failedToRecord' });
      toast({
        variant: 'destructive',
        title: t('call.toasts.recordingFailedTitle'),
        description: t('call.toasts.recordingFailedDescription'),
      });
    };
    recorderRef.current = recorder;
    const startedAt = new Date();
    sessionIdRef.current = String(startedAt.getTime());
    recorder.start(CHUNK_MS);
    dispatch({ type: 'started', at: startedAt });
    timerRef.current = setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    toast({
      title: t('call.toasts.startedTitle'),
      description: t('call.toasts.startedDescription'),
    });
  }, [t, stopTimer, releaseMicrophone, process]);

  const stop = useCallback(() => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  return { session, start, stop };
}
