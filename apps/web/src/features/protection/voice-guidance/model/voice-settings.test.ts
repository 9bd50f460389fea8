import { describe, expect, it } from 'vitest';
import { isShortcutTarget, playbackReducer, IDLE } from './playback.js';
import {
  DEFAULT_VOICE_SETTINGS,
  VOICE_LANGUAGES,
  catalogLanguageFor,
  readVoiceSettings,
  voicesForLanguage,
} from './voice-settings.js';

describe('voice settings', () => {
  it('offers the twelve languages of spec §3', () => {
    expect(VOICE_LANGUAGES.map((language) => language.tag)).toEqual([
      'en-US',
      'es-ES',
      'fr-FR',
      'de-DE',
      'it-IT',
      'pt-PT',
      'ru-RU',
      'zh-CN',
      'ja-JP',
      'ko-KR',
      'ar-SA',
      'hi-IN',
    ]);
  });

  it('defaults to the spec §9 values, in the interface language', () => {
    expect(readVoiceSettings(null, 'en')).toEqual(DEFAULT_VOICE_SETTINGS);
    expect(readVoiceSettings(null, 'es').language).toBe('es-ES');
    expect(readVoiceSettings('not json', 'en')).toEqual(DEFAULT_VOICE_SETTINGS);
  });

  it('reads stored settings, clamping speed and volume to the slider ranges', () => {
    const stored = JSON.stringify({
      language: 'fr-FR',
      voice: 'v1',
      speed: 5,
      volume: -1,
      autoPlay: false,
    });
    expect(readVoiceSettings(stored, 'en')).toEqual({
      language: 'fr-FR',
      voice: 'v1',
      speed: 2,
      volume: 0,
      autoPlay: false,
    });
    expect(readVoiceSettings(JSON.stringify({ language: 'xx-XX' }), 'en')).toEqual(
      DEFAULT_VOICE_SETTINGS,
    );
  });

  it('lists the voices of the language family only', () => {
    const voices = [{ lang: 'en-GB' }, { lang: 'en_US' }, { lang: 'es-MX' }, { lang: 'eng' }];
    expect(voicesForLanguage(voices, 'en-US')).toEqual([{ lang: 'en-GB' }, { lang: 'en_US' }]);
    expect(voicesForLanguage(voices, 'es-ES')).toEqual([{ lang: 'es-MX' }]);
  });

  it('finds the catalog of a voice language', () => {
    expect(catalogLanguageFor('pt-PT')).toBe('pt');
    expect(catalogLanguageFor('zz-ZZ')).toBe('en');
  });
});

describe('playback', () => {
  it('plays, pauses, resumes and stops; a cancelled playback ending late changes nothing', () => {
    const playing = playbackReducer(IDLE, { type: 'started', title: 'A', text: 'a', token: 1 });
    expect(playing.status).toBe('playing');
    const paused = playbackReducer(playing, { type: 'paused' });
    expect(paused.status).toBe('paused');
    expect(playbackReducer(paused, { type: 'resumed' }).status).toBe('playing');
    const next = playbackReducer(playing, { type: 'started', title: 'B', text: 'b', token: 2 });
    expect(playbackReducer(next, { type: 'ended', token: 1 })).toBe(next);
    expect(playbackReducer(next, { type: 'ended', token: 2 })).toBe(IDLE);
    expect(playbackReducer(next, { type: 'stopped' })).toBe(IDLE);
  });

  it('leaves Space to fields and buttons', () => {
    expect(isShortcutTarget(document.body)).toBe(true);
    expect(isShortcutTarget(document.createElement('input'))).toBe(false);
    expect(isShortcutTarget(document.createElement('button'))).toBe(false);
    const region = document.createElement('div');
    expect(isShortcutTarget(region)).toBe(true);
  });
});
