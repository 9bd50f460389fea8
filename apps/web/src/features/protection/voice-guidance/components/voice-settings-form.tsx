import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SPEED_RANGE,
  VOICE_LANGUAGES,
  VOLUME_RANGE,
  voicesForLanguage,
  type VoiceSettings,
} from '../model/voice-settings.js';

const fieldClass =
  'mt-1 min-h-11 w-full rounded-control border-2 border-line bg-surface p-2 text-lg';

/** Spec §2.5: language and voice pickers, speed and volume sliders with the §5 ranges. */
export function VoiceSettingsForm({
  settings,
  voices,
  onChange,
}: {
  settings: VoiceSettings;
  voices: readonly SpeechSynthesisVoice[];
  onChange: (change: Partial<VoiceSettings>) => void;
}) {
  const { t } = useTranslation('protection');
  const id = useId();
  const familyVoices = voicesForLanguage(voices, settings.language);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-language`} className="font-semibold">
          {t('voice.language')}
        </label>
        <select
          id={`${id}-language`}
          value={settings.language}
          onChange={(event) => onChange({ language: event.target.value, voice: '' })}
          className={fieldClass}
        >
          {VOICE_LANGUAGES.map((language) => (
            <option key={language.tag} value={language.tag} lang={language.code}>
              {language.nativeName} ({language.tag})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-voice`} className="font-semibold">
          {t('voice.voice')}
        </label>
        <select
          id={`${id}-voice`}
          value={settings.voice}
          onChange={(event) => onChange({ voice: event.target.value })}
          className={fieldClass}
        >
          <option value="">{t('voice.defaultVoice')}</option>
          {familyVoices.map((voice) => (
            <option key={voice.voiceURI} value={voice.voiceURI}>
              {voice.name} ({voice.lang})
            </option>
          ))}
        </select>
        {familyVoices.length === 0 ? (
          <p className="mt-1 text-muted">{t('voice.noVoices')}</p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-speed`} className="font-semibold">
          {t('voice.speed', { value: settings.speed.toFixed(1) })}
        </label>
        <input
          id={`${id}-speed`}
          type="range"
          min={SPEED_RANGE.min}
          max={SPEED_RANGE.max}
          step={SPEED_RANGE.step}
          value={settings.speed}
          aria-valuetext={t('voice.speedValue', { value: settings.speed.toFixed(1) })}
          onChange={(event) => onChange({ speed: Number(event.target.value) })}
          className="mt-3 h-11 w-full accent-primary"
        />
      </div>
      <div>
        <label htmlFor={`${id}-volume`} className="font-semibold">
          {t('voice.volume', { value: Math.round(settings.volume * 100) })}
        </label>
        <input
          id={`${id}-volume`}
          type="range"
          min={VOLUME_RANGE.min}
          max={VOLUME_RANGE.max}
          step={VOLUME_RANGE.step}
          value={settings.volume}
          aria-valuetext={t('voice.volumeValue', { value: Math.round(settings.volume * 100) })}
          onChange={(event) => onChange({ volume: Number(event.target.value) })}
          className="mt-3 h-11 w-full accent-primary"
        />
      </div>
    </div>
  );
}
