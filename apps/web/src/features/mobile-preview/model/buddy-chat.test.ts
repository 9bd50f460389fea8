import { describe, expect, it } from 'vitest';
import {
  CHAT_ACTIONS,
  canChooseMood,
  initialBuddyChat,
  isBuddyTyping,
  nextBuddyChatWakeMs,
  reduceBuddyChat,
  parseTopicWords,
  replyForText,
  topicOfText,
  scriptedDelayMs,
  tickBuddyChat,
  type BuddyChatEvent,
  type BuddyChatState,
  type ChatMessage,
} from './buddy-chat.js';

const T0 = 100_000;

function apply(state: BuddyChatState, ...events: BuddyChatEvent[]): BuddyChatState {
  return events.reduce(reduceBuddyChat, state);
}

function greeted(): BuddyChatState {
  return tickBuddyChat(apply(initialBuddyChat(), { type: 'open', nowMs: T0 }), T0 + 1_000);
}

function lastBot(state: BuddyChatState): ChatMessage | undefined {
  return state.messages.filter((m) => m.type === 'bot').at(-1);
}

describe('Buddy chat', () => {
  it('is closed, empty and sample data at first', () => {
    expect(initialBuddyChat()).toMatchObject({ isSample: true, isOpen: false, messages: [] });
  });

  it('greets 1 second after opening, with the three moods, and only once', () => {
    const opened = apply(initialBuddyChat(), { type: 'open', nowMs: T0 });
    expect(isBuddyTyping(opened)).toBe(false);
    expect(nextBuddyChatWakeMs(opened)).toBe(T0 + 1_000);
    expect(tickBuddyChat(opened, T0 + 999).messages).toHaveLength(0);
    const state = greeted();
    expect(state.messages).toEqual([
      {
        id: 1,
        type: 'bot',
        content: { kind: 'key', key: 'buddy.replies.greeting' },
        timestampMs: T0 + 1_000,
        emotion: 'supportive',
        actions: [],
        offersMoods: true,
      },
    ]);
    expect(canChooseMood(state)).toBe(true);
    const reopened = apply(state, { type: 'close' }, { type: 'open', nowMs: T0 + 5_000 });
    expect(reopened.pending).toHaveLength(0);
    expect(reopened.isOpen).toBe(true);
  });

  it.each([
    ['calm', 'buddy.moods.calm', 'buddy.replies.moodCalm', 'celebratory'],
    ['worried', 'buddy.moods.worried', 'buddy.replies.moodWorried', 'concerned'],
    ['upset', 'buddy.moods.upset', 'buddy.replies.moodUpset', 'supportive'],
  ] as const)(
    'mood %s: the choice, a typing indicator, then its scripted reply',
    (mood, label, key, emotion) => {
      const chosen = apply(greeted(), {
        type: 'chooseMood',
        mood,
        nowMs: T0 + 2_000,
        randomUnit: 0.5,
      });
      expect(chosen.mood).toBe(mood);
      expect(chosen.messages.at(-1)?.content).toEqual({ kind: 'key', key: label });
      expect(isBuddyTyping(chosen)).toBe(true);
      expect(tickBuddyChat(chosen, T0 + 3_249)).toBe(chosen);
      const answered = tickBuddyChat(chosen, T0 + 3_250);
      expect(lastBot(answered)).toMatchObject({ content: { kind: 'key', key }, emotion });
      expect(isBuddyTyping(answered)).toBe(false);
      expect(canChooseMood(answered)).toBe(false);
      expect(
        apply(answered, { type: 'chooseMood', mood: 'calm', nowMs: T0 + 9_000, randomUnit: 0 }),
      ).toBe(answered);
    },
  );

  it.each([
    [0, 1_000],
    [0.5, 1_250],
    [0.999, 1_500],
    [-1, 1_000],
    [7, 1_500],
  ])('a scripted reply with random %d waits %d ms (1 to 1.5 s)', (unit, ms) => {
    expect(scriptedDelayMs(unit)).toBe(ms);
  });

  it.each([
    ["I'm scared", 'reassurance'],
    ['I am WORRIED about a call', 'reassurance'],
    ['Thank you Buddy', 'welcome'],
    ['thanks!', 'welcome'],
    ['worried, but thanks', 'reassurance'],
    ['How do I check a message?', 'offer'],
    // Issue 19.18: the commonest scam demands get their own advice, not the menu.
    ['Someone asked me for gift cards', 'giftCards'],
    ["I'm scared, they want Google Play cards", 'giftCards'],
    ['He told me to pay with Bitcoin', 'payment'],
    ['They asked for the code I got by text', 'codes'],
    ['A man wants remote access to my computer', 'remoteAccess'],
  ] as const)('"%s" gets the %s reply', (text, expected) => {
    expect(replyForText(text)).toBe(expected);
  });

  it("also knows the topics in the words of the reader's catalog", () => {
    const words = { giftCards: parseTopicWords('tarjeta de regalo, tarjetas de regalo, ') };
    expect(words.giftCards).toEqual(['tarjeta de regalo', 'tarjetas de regalo']);
    expect(replyForText('Me pidieron tarjetas de regalo', words)).toBe('giftCards');
    expect(replyForText('Me pidieron tarjetas de regalo')).toBe('offer');
    expect(topicOfText('hello')).toBeNull();
  });

  it('answers a gift-card request with the gift-card advice and who to call', () => {
    const sent = apply(greeted(), {
      type: 'sendText',
      text: 'Someone asked me for gift cards',
      nowMs: T0 + 2_000,
    });
    const answer = lastBot(tickBuddyChat(sent, T0 + 3_500));
    expect(answer?.content).toEqual({ kind: 'key', key: 'buddy.replies.giftCards' });
    expect(answer?.actions?.map((action) => action.id)).toEqual(['whoToCall', 'howToReport']);
  });

  it('answers typed text after a 1.5 second typing indicator', () => {
    const sent = apply(greeted(), { type: 'sendText', text: '  thank you  ', nowMs: T0 + 2_000 });
    expect(sent.messages.at(-1)).toMatchObject({
      type: 'user',
      content: { kind: 'text', text: 'thank you' },
    });
    expect(isBuddyTyping(sent)).toBe(true);
    expect(tickBuddyChat(sent, T0 + 3_499)).toBe(sent);
    expect(lastBot(tickBuddyChat(sent, T0 + 3_500))?.content).toEqual({
      kind: 'key',
      key: 'buddy.replies.welcome',
    });
  });

  it('ignores blank text', () => {
    const state = greeted();
    expect(apply(state, { type: 'sendText', text: '   ', nowMs: T0 + 2_000 })).toBe(state);
  });

  it('answers scripted actions, and "Take me to analysis" is a link to / with no reply', () => {
    expect(CHAT_ACTIONS.analyze).toMatchObject({ href: '/', type: 'report' });
    const state = greeted();
    expect(
      apply(state, { type: 'chooseAction', actionId: 'analyze', nowMs: T0 + 2_000, randomUnit: 0 }),
    ).toBe(state);
    const asked = apply(state, {
      type: 'chooseAction',
      actionId: 'whoToCall',
      nowMs: T0 + 2_000,
      randomUnit: 0,
    });
    const answered = tickBuddyChat(asked, T0 + 3_000);
    expect(lastBot(answered)).toMatchObject({
      content: { kind: 'key', key: 'buddy.replies.whoToCall' },
      emotion: 'informative',
    });
  });

  it('answers in the order asked, even when a later reply would be quicker', () => {
    const state = apply(
      greeted(),
      { type: 'sendText', text: 'hello', nowMs: T0 + 2_000 },
      { type: 'chooseAction', actionId: 'safetyTip', nowMs: T0 + 2_100, randomUnit: 0 },
    );
    expect(state.pending.map((p) => p.dueAtMs)).toEqual([T0 + 3_500, T0 + 3_500]);
    const both = tickBuddyChat(state, T0 + 3_500);
    expect(both.messages.filter((m) => m.type === 'bot').map((m) => m.content)).toEqual([
      { kind: 'key', key: 'buddy.replies.greeting' },
      { kind: 'key', key: 'buddy.replies.offer' },
      { kind: 'key', key: 'buddy.replies.safetyTip' },
    ]);
    expect(new Set(both.messages.map((m) => m.id)).size).toBe(both.messages.length);
  });

  it('Reset restores the closed, empty chat', () => {
    expect(reduceBuddyChat(greeted(), { type: 'reset' })).toEqual(initialBuddyChat());
  });
});
