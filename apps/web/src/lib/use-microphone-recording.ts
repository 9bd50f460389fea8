import { useCallback, useEffect, useRef } from 'react';

/** Spec part 1 §9 and part 2 §9: data chunks every 1000 ms, timer tick every second. */
export const RECORDING_CHUNK_MS = 1000;
const TIMER_TICK_MS = 1000;

export interface RecordingHandlers {
  /** The whole recording, once the recorder has stopped and the microphone is released. */
  onStopped: (recording: Blob) => void;
  /** The recorder failed; the microphone is already released. */
  onFailed: (error: Error | undefined) => void;
  /** Every second while recording, for the m:ss timer. */
  onTick: () => void;
}

/**
 * The microphone, MediaRecorder and timer plumbing shared by the voice recorder (analyze form)
 * and the call recorder: chunks collected in memory, the microphone released as soon as the
 * recording ends, and nothing sent or kept when the page is left mid-recording.
 */
export function useMicrophoneRecording() {
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
      const recorder = recorderRef.current;
      if (recorder?.state === 'recording') {
        // Leaving the page ends the recording without handing it on.
        recorder.onstop = null;
        recorder.stop();
      }
      releaseMicrophone();
    },
    [stopTimer, releaseMicrophone],
  );

  /** Records `stream` (already granted) as `mimeType`, or the browser's default when undefined. */
  const record = useCallback(
    (stream: MediaStream, mimeType: string | undefined, handlers: RecordingHandlers) => {
      streamRef.current = stream;
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        stopTimer();
        releaseMicrophone();
        const type = recorder.mimeType || mimeType || 'audio/webm';
        handlers.onStopped(new Blob(chunks, { type }));
      };
      recorder.onerror = (event) => {
        stopTimer();
        releaseMicrophone();
        handlers.onFailed(
          'error' in event && event.error instanceof Error ? event.error : undefined,
        );
      };
      recorderRef.current = recorder;
      recorder.start(RECORDING_CHUNK_MS);
      timerRef.current = setInterval(handlers.onTick, TIMER_TICK_MS);
    },
    [stopTimer, releaseMicrophone],
  );

  /** Stops a running recording (its `onStopped` follows); false when nothing was recording. */
  const stop = useCallback((): boolean => {
    const recorder = recorderRef.current;
    if (recorder?.state !== 'recording') return false;
    recorder.stop();
    return true;
  }, []);

  return { record, stop };
}
