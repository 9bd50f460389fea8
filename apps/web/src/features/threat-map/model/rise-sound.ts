/**
 * The short tone of part 2 §4 ("a sound plays when the active-alert total rises"), made with Web
 * Audio so no sound file ships. Browsers only let audio start after a user gesture, so the
 * AudioContext is created when the person switches sound on (a click), and a suspended context
 * is resumed then too; a browser without Web Audio simply stays silent.
 */
export interface RiseSound {
  /** Call from the click that switches sound on. */
  unlock(): void;
  play(): void;
}

type AudioContextConstructor = new () => AudioContext;

export function createRiseSound(
  AudioContextImpl: AudioContextConstructor | undefined = globalThis.AudioContext,
): RiseSound {
  let context: AudioContext | null = null;
  return {
    unlock() {
      if (!AudioContextImpl) return;
      context ??= new AudioContextImpl();
      if (context.state === 'suspended') void context.resume();
    },
    play() {
      if (!context || context.state !== 'running') return;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.15, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.4);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + 0.4);
    },
  };
}
