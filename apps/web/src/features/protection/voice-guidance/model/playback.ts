/**
 * Voice playback of spec part 2 §4: idle → playing (Now Playing shown) ⇄ paused → idle when it
 * ends or is stopped. Starting a new playback replaces the current one.
 */
export type Playback =
  { status: 'idle' } | { status: 'playing' | 'paused'; title: string; text: string; token: number };

export type PlaybackEvent =
  | { type: 'started'; title: string; text: string; token: number }
  | { type: 'paused' }
  | { type: 'resumed' }
  /** `token` ties the end to the playback it belongs to: a cancelled one ends late. */
  | { type: 'ended'; token: number }
  | { type: 'stopped' };

export const IDLE: Playback = { status: 'idle' };

export function playbackReducer(state: Playback, event: PlaybackEvent): Playback {
  switch (event.type) {
    case 'started':
      return { status: 'playing', title: event.title, text: event.text, token: event.token };
    case 'paused':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'resumed':
      return state.status === 'paused' ? { ...state, status: 'playing' } : state;
    case 'ended':
      return state.status !== 'idle' && state.token === event.token ? IDLE : state;
    case 'stopped':
      return IDLE;
  }
}

/** Space and Escape are left to fields that use them (typing, sliders, pickers). */
export function isShortcutTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (target.isContentEditable) return false;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'BUTTON' || tag === 'A')
    return false;
  const role = target.getAttribute('role');
  return role !== 'slider' && role !== 'combobox' && role !== 'option' && role !== 'button';
}
