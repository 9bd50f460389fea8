import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/toast-store.js';
import { currentLanguage } from '../../../../lib/i18n.js';
import { STORAGE_KEYS, readStored, writeStored } from '../../../../lib/storage.js';
import { IDLE, isShortcutTarget, playbackReducer } from '../model/playback.js';
import {
  readVoiceSettings,
  voicesForLanguage,
  type VoiceSettings,
} from '../model/voice-settings.js';

export function isSpeechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** The browser's voices, which most browsers only list after `voiceschanged`. */
function useBrowserVoices(supported: boolean): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() =>
    supported ? window.speechSynthesis.getVoices() : [],
  );
  useEffect(() => {
    if (!supported) return;
    const synth = window.speechSynthesis;
    const update = () => setVoices(synth.getVoices());
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, [supported]);
  return voices;
}

/**
 * Spoken guidance through the browser's speech synthesis (spec part 2 §2.5, §4, §8), with the
 * settings kept in browser storage and the Space (pause/resume) and Escape (stop) shortcuts.
 */
export function useVoiceGuidance() {
  const { t, i18n } = useTranslation('protection');
  const supported = isSpeechSupported();
  const voices = useBrowserVoices(supported);
  const [settings, setSettings] = useState<VoiceSettings>(() =>
    readVoiceSettings(readStored(STORAGE_KEYS.voiceSettings), currentLanguage(i18n)),
  );
  const [muted, setMuted] = useState(false);
  const [playback, dispatch] = useReducer(playbackReducer, IDLE);
  const tokenRef = useRef(0);

  const updateSettings = useCallback((change: Partial<VoiceSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      writeStored(STORAGE_KEYS.voiceSettings, JSON.stringify(next));
      return next;
    });
  }, []);

  const stop = useCallback(() => {
    if (supported) window.speechSynthesis.cancel();
    dispatch({ type: 'stopped' });
  }, [supported]);

  const speak = useCallback(
    /** `language` overrides the settings' one, for text that is not in the chosen language. */
    (title: string, text: string, language = settings.language) => {
      if (!supported) return;
      if (muted) {
        toast({
          title: t('voice.toasts.mutedTitle'),
          description: t('voice.toasts.mutedDescription'),
        });
        return;
      }
      const synth = window.speechSynthesis;
      // Spec §4: a new playback cancels the current one.
      synth.cancel();
      tokenRef.current += 1;
      const token = tokenRef.current;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = language;
      const voice = voicesForLanguage(voices, language).find(
        (candidate) => candidate.voiceURI === settings.voice,
      );
      if (voice) utterance.voice = voice;
      utterance.rate = settings.speed;
      utterance.volume = settings.volume;
      utterance.onend = () => dispatch({ type: 'ended', token });
      utterance.onerror = (event) => {
        dispatch({ type: 'ended', token });
        // A playback cancelled by Stop or by a newer one is not an error.
        if (event.error === 'canceled' || event.error === 'interrupted') return;
        toast({
          variant: 'destructive',
          title: t('voice.toasts.errorTitle'),
          description: t('voice.toasts.errorDescription'),
        });
      };
      dispatch({ type: 'started', title, text, token });
      synth.speak(utterance);
    },
    [supported, muted, settings, voices, t],
  );

  const pause = useCallback(() => {
    if (!supported) return;
    window.speechSynthesis.pause();
    dispatch({ type: 'paused' });
  }, [supported]);

  const resume = useCallback(() => {
    if (!supported) return;
    window.speechSynthesis.resume();
    dispatch({ type: 'resumed' });
  }, [supported]);

  const toggleMute = useCallback(() => {
    setMuted((current) => {
      if (!current) stop();
      return !current;
    });
  }, [stop]);

  useEffect(() => {
    if (playback.status === 'idle') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        stop();
      } else if (event.key === ' ' && isShortcutTarget(event.target)) {
        event.preventDefault();
        if (playback.status === 'playing') pause();
        else resume();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [playback.status, pause, resume, stop]);

  // Leaving the page stops speaking.
  useEffect(
    () => () => {
      if (isSpeechSupported()) window.speechSynthesis.cancel();
    },
    [],
  );

  return {
    supported,
    voices,
    settings,
    updateSettings,
    muted,
    toggleMute,
    playback,
    speak,
    pause,
    resume,
    stop,
  };
}
