import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.js';
import { Card, CardDescription, CardTitle } from '../../../../components/ui/card.js';
import { toast } from '../../../../components/ui/toast-store.js';
import { loadLanguage } from '../../../../lib/i18n.js';
import { useVoiceGuidance } from '../hooks/use-voice-guidance.js';
import { GUIDANCE_MESSAGES, catalogLanguageFor } from '../model/voice-settings.js';
import { VoiceSettingsForm } from './voice-settings-form.js';

/** Spec part 2 §2.5: spoken guidance with its settings, Now Playing and three example messages. */
export function VoiceGuidancePanel() {
  const { t, i18n } = useTranslation('protection');
  const voice = useVoiceGuidance();
  const { playback } = voice;
  const nowPlayingRef = useRef<HTMLDivElement | null>(null);
  const playbackToken = playback.status === 'idle' ? null : playback.token;

  // Focus goes to Now Playing, so Space and Escape act on the playback rather than a button.
  useEffect(() => {
    if (playbackToken !== null) nowPlayingRef.current?.focus();
  }, [playbackToken]);

  // DELTAS row 7: the messages come from the catalog of the voice's language, loaded on demand.
  const messageLanguage = catalogLanguageFor(voice.settings.language);
  const [, setLoadedLanguage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadLanguage(i18n, messageLanguage).then(() => {
      if (current) setLoadedLanguage(messageLanguage);
    });
    return () => {
      current = false;
    };
  }, [i18n, messageLanguage]);
  const tMessage = i18n.getFixedT(messageLanguage, 'protection');
  const isTranslated = (key: string) =>
    i18n.getResource(messageLanguage, 'protection', key) !== undefined;

  const playMessage = (id: string) => {
    const key = `voice.messages.${id}`;
    const title = tMessage(`${key}.title`);
    const text = tMessage(`${key}.content`);
    if (!isTranslated(`${key}.content`) && messageLanguage !== 'en') {
      toast({
        title: t('voice.toasts.translationFailedTitle'),
        description: t('voice.toasts.translationFailedDescription'),
      });
      voice.speak(title, text, 'en-US');
      return;
    }
    voice.speak(title, text);
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardTitle>{t('voice.title')}</CardTitle>
        <CardDescription>{t('voice.description')}</CardDescription>
        {voice.supported ? null : (
          <div
            role="status"
            className="mt-4 rounded-card border-2 border-warning bg-warning-soft p-4"
          >
            <p className="font-bold text-warning">{t('voice.notSupportedTitle')}</p>
            <p>{t('voice.notSupportedDescription')}</p>
          </div>
        )}
        <div className="mt-6">
          <VoiceSettingsForm
            settings={voice.settings}
            voices={voice.voices}
            onChange={voice.updateSettings}
          />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            onClick={() => voice.speak(tMessage('voice.testTitle'), tMessage('voice.testMessage'))}
            disabled={!voice.supported}
          >
            {t('voice.test')}
          </Button>
          <Button
            variant="secondary"
            aria-pressed={voice.muted}
            onClick={voice.toggleMute}
            disabled={!voice.supported}
          >
            {voice.muted ? t('voice.unmute') : t('voice.mute')}
          </Button>
        </div>
        <p className="mt-4 text-muted">{t('voice.shortcuts')}</p>
      </Card>

      {playback.status === 'idle' ? null : (
        <Card
          ref={nowPlayingRef}
          tabIndex={-1}
          role="region"
          aria-labelledby="now-playing-heading"
          className="border-2 border-primary"
        >
          <CardTitle id="now-playing-heading">
            {playback.status === 'paused' ? t('voice.paused') : t('voice.nowPlaying')}
          </CardTitle>
          <p className="mt-2 font-semibold" dir="auto">
            {playback.title}
          </p>
          <p className="mt-1 text-muted" dir="auto">
            {playback.text}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {playback.status === 'playing' ? (
              <Button variant="secondary" onClick={voice.pause}>
                {t('voice.pause')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={voice.resume}>
                {t('voice.resume')}
              </Button>
            )}
            <Button variant="destructive" onClick={voice.stop}>
              {t('voice.stop')}
            </Button>
          </div>
          <p className="mt-3 text-muted">{t('voice.shortcuts')}</p>
        </Card>
      )}

      <Card>
        <CardTitle>{t('voice.examplesTitle')}</CardTitle>
        <ul className="mt-4 grid gap-4">
          {GUIDANCE_MESSAGES.map((message) => (
            <li key={message.id} className="rounded-card border border-line p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-bold" lang={messageLanguage} dir="auto">
                  {tMessage(`voice.messages.${message.id}.title`)}
                </h3>
                <span className="flex gap-2">
                  <span className="rounded-full border border-line px-3 py-0.5">
                    {t(`voice.categories.${message.category}`)}
                  </span>
                  <span className="rounded-full border border-line px-3 py-0.5">
                    {t(`voice.priorities.${message.priority}`)}
                  </span>
                </span>
              </div>
              <p className="mt-2" lang={messageLanguage} dir="auto">
                {tMessage(`voice.messages.${message.id}.content`)}
              </p>
              <Button
                className="mt-3"
                onClick={() => playMessage(message.id)}
                disabled={!voice.supported}
                aria-label={t('voice.playMessage', {
                  title: tMessage(`voice.messages.${message.id}.title`),
                })}
              >
                {t('voice.play')}
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
