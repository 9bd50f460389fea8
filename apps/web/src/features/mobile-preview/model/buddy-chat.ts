import type { SampleMarked } from './message.js';

/**
 * Buddy chatbot demo (spec part 2 §2.13, §3, §4, §5, §9; DELTAS row 9). Opening greets after 1 s
 * with three moods; scripted branches (moods and actions) answer after 1 to 1.5 s, typed messages
 * after a 1.5 s typing indicator. Delays take a random number from the caller, so the model stays
 * pure and tests choose it.
 */

export const GREETING_DELAY_MS = 1_000;
export const SCRIPTED_REPLY_MIN_MS = 1_000;
export const SCRIPTED_REPLY_MAX_MS = 1_500;
export const TYPED_REPLY_MS = 1_500;

export type Mood = 'calm' | 'worried' | 'upset';
export type Emotion = 'supportive' | 'concerned' | 'celebratory' | 'informative';

export const MOOD_OPTIONS: readonly { mood: Mood; labelKey: string }[] = [
  { mood: 'calm', labelKey: 'buddy.moods.calm' },
  { mood: 'worried', labelKey: 'buddy.moods.worried' },
  { mood: 'upset', labelKey: 'buddy.moods.upset' },
];

export type ChatActionId = 'analyze' | 'whoToCall' | 'howToReport' | 'safetyTip';

export interface ChatAction {
  id: ChatActionId;
  labelKey: string;
  type: 'resource' | 'emergency' | 'learn' | 'report';
  /** A link instead of a scripted answer: "Take me to analysis" opens the home page (DELTAS row 9). */
  href?: '/';
}

export const CHAT_ACTIONS: Readonly<Record<ChatActionId, ChatAction>> = {
  analyze: { id: 'analyze', labelKey: 'buddy.actions.analyze', type: 'report', href: '/' },
  whoToCall: { id: 'whoToCall', labelKey: 'buddy.actions.whoToCall', type: 'emergency' },
  howToReport: { id: 'howToReport', labelKey: 'buddy.actions.howToReport', type: 'resource' },
  safetyTip: { id: 'safetyTip', labelKey: 'buddy.actions.safetyTip', type: 'learn' },
};

type ReplyId =
  | 'greeting'
  | 'moodCalm'
  | 'moodWorried'
  | 'moodUpset'
  | 'whoToCall'
  | 'howToReport'
  | 'safetyTip'
  | 'reassurance'
  | 'welcome'
  | 'offer'
  | TopicId;

interface Reply {
  key: string;
  emotion: Emotion;
  actions: readonly ChatActionId[];
  offersMoods: boolean;
}

function reply(id: ReplyId, emotion: Emotion, actions: readonly ChatActionId[] = []): Reply {
  return { key: `buddy.replies.${id}`, emotion, actions, offersMoods: id === 'greeting' };
}

const REPLIES: Readonly<Record<ReplyId, Reply>> = {
  greeting: reply('greeting', 'supportive'),
  moodCalm: reply('moodCalm', 'celebratory', ['safetyTip', 'analyze']),
  moodWorried: reply('moodWorried', 'concerned', ['analyze', 'safetyTip']),
  moodUpset: reply('moodUpset', 'supportive', ['whoToCall', 'howToReport', 'analyze']),
  whoToCall: reply('whoToCall', 'informative', ['howToReport']),
  howToReport: reply('howToReport', 'informative', ['analyze']),
  safetyTip: reply('safetyTip', 'informative', ['analyze']),
  reassurance: reply('reassurance', 'supportive', ['analyze', 'whoToCall']),
  welcome: reply('welcome', 'celebratory'),
  offer: reply('offer', 'informative', ['analyze', 'safetyTip']),
  giftCards: reply('giftCards', 'concerned', ['whoToCall', 'howToReport']),
  payment: reply('payment', 'concerned', ['whoToCall', 'howToReport']),
  codes: reply('codes', 'concerned', ['whoToCall', 'analyze']),
  remoteAccess: reply('remoteAccess', 'concerned', ['whoToCall', 'howToReport']),
};

const MOOD_REPLY: Readonly<Record<Mood, ReplyId>> = {
  calm: 'moodCalm',
  worried: 'moodWorried',
  upset: 'moodUpset',
};

export type ChatContent = { kind: 'key'; key: string } | { kind: 'text'; text: string };

export interface ChatMessage {
  id: number;
  type: 'bot' | 'user';
  content: ChatContent;
  timestampMs: number;
  emotion?: Emotion;
  actions?: readonly ChatAction[];
  offersMoods?: boolean;
}

interface PendingReply {
  reply: ReplyId;
  dueAtMs: number;
  showsTyping: boolean;
}

export interface BuddyChatState extends SampleMarked {
  isOpen: boolean;
  hasGreeted: boolean;
  mood: Mood | null;
  messages: readonly ChatMessage[];
  pending: readonly PendingReply[];
  nextMessageId: number;
}

export type BuddyChatEvent =
  | { type: 'open'; nowMs: number }
  | { type: 'close' }
  | { type: 'chooseMood'; mood: Mood; nowMs: number; randomUnit: number }
  | { type: 'chooseAction'; actionId: ChatActionId; nowMs: number; randomUnit: number }
  | { type: 'sendText'; text: string; nowMs: number; topicWords?: TopicWords }
  | { type: 'reset' };

export function initialBuddyChat(): BuddyChatState {
  return {
    isSample: true,
    isOpen: false,
    hasGreeted: false,
    mood: null,
    messages: [],
    pending: [],
    nextMessageId: 1,
  };
}

/** A scripted delay between 1 and 1.5 s from a number in [0, 1). */
export function scriptedDelayMs(randomUnit: number): number {
  const unit = Math.min(Math.max(randomUnit, 0), 1);
  return Math.round(SCRIPTED_REPLY_MIN_MS + unit * (SCRIPTED_REPLY_MAX_MS - SCRIPTED_REPLY_MIN_MS));
}

/**
 * What a typed message is about, when it names one of the commonest scam demands: each topic has
 * its own advice, so "Someone asked me for gift cards" is told it is a scam and what to do rather
 * than offered a menu (issue 19.18).
 */
export type TopicId = 'giftCards' | 'payment' | 'codes' | 'remoteAccess';

/** Checked in this order: the first topic a message names wins. */
export const TOPIC_IDS: readonly TopicId[] = ['giftCards', 'payment', 'codes', 'remoteAccess'];

/** Words of each topic, lowercase; always matched, as brand names are often typed in English. */
export const TOPIC_WORDS_EN: Readonly<Record<TopicId, readonly string[]>> = {
  giftCards: ['gift card', 'giftcard', 'google play', 'itunes', 'steam card', 'prepaid card'],
  payment: ['wire', 'western union', 'moneygram', 'bitcoin', 'crypto', 'zelle', 'cash app'],
  codes: ['code', 'password', 'passcode', ' pin'],
  remoteAccess: ['remote', 'my computer', 'virus', 'tech support', 'pop-up', 'popup', 'anydesk'],
};

/** The catalog key of a topic's words in the reader's language (a comma-separated list). */
export function topicWordsKey(topic: TopicId): string {
  return `buddy.topicWords.${topic}`;
}

/** Splits a catalog's comma-separated word list; blank entries are dropped. */
export function parseTopicWords(list: string): string[] {
  return list
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
}

export type TopicWords = Partial<Record<TopicId, readonly string[]>>;

export function topicOfText(text: string, localWords: TopicWords = {}): TopicId | null {
  const lower = ` ${text.toLowerCase()}`;
  return (
    TOPIC_IDS.find((topic) =>
      [...TOPIC_WORDS_EN[topic], ...(localWords[topic] ?? [])].some((word) => lower.includes(word)),
    ) ?? null
  );
}

/**
 * Reply rules of part 2 §5, after the topics above: scared or worried → reassurance; thank →
 * welcome; else an offer.
 */
export function replyForText(
  text: string,
  localWords: TopicWords = {},
): TopicId | 'reassurance' | 'welcome' | 'offer' {
  const topic = topicOfText(text, localWords);
  if (topic !== null) return topic;
  const lower = text.toLowerCase();
  if (lower.includes('scared') || lower.includes('worried')) return 'reassurance';
  if (lower.includes('thank')) return 'welcome';
  return 'offer';
}

function addUserMessage(
  state: BuddyChatState,
  content: ChatContent,
  nowMs: number,
): BuddyChatState {
  const message: ChatMessage = {
    id: state.nextMessageId,
    type: 'user',
    content,
    timestampMs: nowMs,
  };
  return {
    ...state,
    messages: [...state.messages, message],
    nextMessageId: state.nextMessageId + 1,
  };
}

/** Replies keep the order of what they answer: a quick reply waits for a slower earlier one. */
function schedule(state: BuddyChatState, pending: PendingReply): BuddyChatState {
  const previousDueMs = state.pending.at(-1)?.dueAtMs ?? pending.dueAtMs;
  const dueAtMs = Math.max(pending.dueAtMs, previousDueMs);
  return { ...state, pending: [...state.pending, { ...pending, dueAtMs }] };
}

export function reduceBuddyChat(state: BuddyChatState, event: BuddyChatEvent): BuddyChatState {
  switch (event.type) {
    case 'open': {
      const opened = { ...state, isOpen: true };
      if (state.hasGreeted) return opened;
      return schedule(
        { ...opened, hasGreeted: true },
        { reply: 'greeting', dueAtMs: event.nowMs + GREETING_DELAY_MS, showsTyping: false },
      );
    }
    case 'close':
      return { ...state, isOpen: false };
    case 'chooseMood': {
      if (state.mood !== null) return state;
      const label = MOOD_OPTIONS.find((option) => option.mood === event.mood)?.labelKey;
      const withMood = { ...state, mood: event.mood };
      const answered = label
        ? addUserMessage(withMood, { kind: 'key', key: label }, event.nowMs)
        : withMood;
      return schedule(answered, {
        reply: MOOD_REPLY[event.mood],
        dueAtMs: event.nowMs + scriptedDelayMs(event.randomUnit),
        showsTyping: true,
      });
    }
    case 'chooseAction': {
      const action = CHAT_ACTIONS[event.actionId];
      // Link actions are followed by the screen; there is nothing for Buddy to say.
      if (action.href) return state;
      const asked = addUserMessage(state, { kind: 'key', key: action.labelKey }, event.nowMs);
      return schedule(asked, {
        reply: event.actionId as ReplyId,
        dueAtMs: event.nowMs + scriptedDelayMs(event.randomUnit),
        showsTyping: true,
      });
    }
    case 'sendText': {
      const text = event.text.trim();
      if (text === '') return state;
      const sent = addUserMessage(state, { kind: 'text', text }, event.nowMs);
      return schedule(sent, {
        reply: replyForText(text, event.topicWords),
        dueAtMs: event.nowMs + TYPED_REPLY_MS,
        showsTyping: true,
      });
    }
    case 'reset':
      return initialBuddyChat();
  }
}

/** Delivers every reply that is due, in the order asked. */
export function tickBuddyChat(state: BuddyChatState, nowMs: number): BuddyChatState {
  const due = state.pending.filter((item) => item.dueAtMs <= nowMs);
  if (due.length === 0) return state;
  let nextMessageId = state.nextMessageId;
  const delivered = due.map((item): ChatMessage => {
    const answer = REPLIES[item.reply];
    return {
      id: nextMessageId++,
      type: 'bot',
      content: { kind: 'key', key: answer.key },
      timestampMs: item.dueAtMs,
      emotion: answer.emotion,
      actions: answer.actions.map((id) => CHAT_ACTIONS[id]),
      offersMoods: answer.offersMoods,
    };
  });
  return {
    ...state,
    messages: [...state.messages, ...delivered],
    pending: state.pending.filter((item) => item.dueAtMs > nowMs),
    nextMessageId,
  };
}

export function nextBuddyChatWakeMs(state: BuddyChatState): number | null {
  return state.pending[0]?.dueAtMs ?? null;
}

/** The typing indicator shows while Buddy is preparing an answer to something the person did. */
export function isBuddyTyping(state: BuddyChatState): boolean {
  return state.pending.some((item) => item.showsTyping);
}

/** Mood buttons stay usable until one is chosen. */
export function canChooseMood(state: BuddyChatState): boolean {
  return state.mood === null && state.messages.some((message) => message.offersMoods);
}

export const BUDDY_KEYS = {
  openKey: 'buddy.open',
  closeKey: 'buddy.close',
  titleKey: 'buddy.title',
  typingKey: 'buddy.typing',
  inputLabelKey: 'buddy.inputLabel',
  inputPlaceholderKey: 'buddy.inputPlaceholder',
  sendKey: 'buddy.send',
  resetKey: 'buddy.reset',
  conversationLabelKey: 'buddy.conversationLabel',
  youSaidKey: 'buddy.youSaid',
  buddySaidKey: 'buddy.buddySaid',
} as const;

/** Every key a reply can show, for the catalog check. */
export const BUDDY_REPLY_KEYS: readonly string[] = Object.values(REPLIES).map((item) => item.key);
