import { useCallback, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/toast-store.js';
import { useMicrophoneRecording } from '../../../../lib/use-microphone-recording.js';
import { postTranscribeAndFilter } from '../api/transcribe-and-filter.js';
import {
  INITIAL_CALL_SESSION,
  callSessionReducer,
  chooseCallMimeType,
} from '../model/call-session.js';

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
  const { record, stop: stopRecording } = useMicrophoneRecording();
  const sessionIdRef = useRef('');

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
    const startedAt = new Date();
    sessionIdRef.current = String(startedAt.getTime());
    record(
      stream,
      chooseCallMimeType((type) => MediaRecorder.isTypeSupported(type)),
      {
        onStopped: (recording) => {
          dispatch({ type: 'stopped', at: new Date() });
          void process(recording);
        },
        onFailed: () => {
          dispatch({ type: 'failedToRecord' });
          toast({
            variant: 'destructive',
            title: t('call.toasts.recordingFailedTitle'),
            description: t('call.toasts.recordingFailedDescription'),
          });
        },
        onTick: () => dispatch({ type: 'tick' }),
      },
    );
    dispatch({ type: 'started', at: startedAt });
    toast({
      title: t('call.toasts.startedTitle'),
      description: t('call.toasts.startedDescription'),
    });
  }, [t, record, process]);

  const stop = useCallback(() => {
    stopRecording();
  }, [stopRecording]);

  return { session, start, stop };
}
