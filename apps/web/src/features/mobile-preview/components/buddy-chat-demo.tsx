import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { LinkButton } from '../../../components/ui/link-button.js';
import { cx } from '../../../lib/class-names.js';
import { useModelClock } from '../hooks/use-model-clock.js';
import {
  BUDDY_KEYS,
  MOOD_OPTIONS,
  canChooseMood,
  initialBuddyChat,
  isBuddyTyping,
  nextBuddyChatWakeMs,
  parseTopicWords,
  reduceBuddyChat,
  tickBuddyChat,
  topicWordsKey,
  TOPIC_IDS,
  type BuddyChatEvent,
  type BuddyChatState,
  type ChatMessage,
} from '../model/buddy-chat.js';

type Event = BuddyChatEvent | { type: 'tick'; nowMs: number };

function reduce(state: BuddyChatState, event: Event): BuddyChatState {
  return event.type === 'tick' ? tickBuddyChat(state, event.nowMs) : reduceBuddyChat(state, event);
}

const PANEL_ID = 'buddy-chat-panel';

/**
 * Buddy chatbot demo (spec part 2 §2.13, §4, §5; DELTAS row 9): a round button at the bottom
 * right of the phone frame opens Buddy Support, which greets after 1 s with three moods; scripted
 * replies follow after 1 to 1.5 s, typed messages after a 1.5 s typing indicator.
 */
export function BuddyChatDemo() {
  const { t } = useTranslation('mobile-preview');
  const [state, dispatch] = useReducer(reduce, undefined, initialBuddyChat);
  const [draft, setDraft] = useState('');
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useModelClock(nextBuddyChatWakeMs(state), (nowMs) => dispatch({ type: 'tick', nowMs }));

  const wasOpenRef = useRef(state.isOpen);
  useEffect(() => {
    if (wasOpenRef.current === state.isOpen) return;
    wasOpenRef.current = state.isOpen;
    // Focus follows the panel: into it on open, back to the button on close.
    (state.isOpen ? titleRef.current : openButtonRef.current)?.focus();
  }, [state.isOpen]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    const topicWords = Object.fromEntries(
      TOPIC_IDS.map((topic) => [topic, parseTopicWords(t(topicWordsKey(topic)))]),
    );
    dispatch({ type: 'sendText', text: draft, nowMs: Date.now(), topicWords });
    setDraft('');
  };

  const text = (message: ChatMessage) =>
    message.content.kind === 'key' ? t(message.content.key) : message.content.text;
  const lastBot = [...state.messages].reverse().find((message) => message.type === 'bot');

  return (
    // Thinner frame and padding on a phone, so the chat keeps most of the narrow screen.
    <div className="relative mx-auto min-h-[32rem] w-full max-w-md rounded-[2rem] border-4 border-ink bg-canvas p-2 pb-20 sm:p-4 sm:pb-20">
      {state.isOpen ? (
        <div
          id={PANEL_ID}
          role="region"
          aria-labelledby="buddy-title"
          className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3 sm:p-4"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 id="buddy-title" ref={titleRef} tabIndex={-1} className="text-xl font-bold">
              {t(BUDDY_KEYS.titleKey)}
            </h3>
            <Button variant="ghost" onClick={() => dispatch({ type: 'close' })}>
              {t(BUDDY_KEYS.closeKey)}
            </Button>
          </div>
          <div
            role="log"
            aria-live="polite"
            aria-label={t(BUDDY_KEYS.conversationLabelKey)}
            // Focusable so that keyboard users can scroll a long conversation.
            tabIndex={0}
            className="max-h-96 overflow-y-auto"
          >
            <ol className="flex flex-col gap-2">
              {state.messages.map((message) => (
                <li
                  key={message.id}
                  className={cx(
                    'max-w-[85%] rounded-card px-3 py-2 text-lg',
                    message.type === 'bot'
                      ? 'self-start border border-line bg-primary-soft'
                      : 'self-end bg-primary text-on-primary',
                  )}
                >
                  <span className="sr-only">
                    {t(
                      message.type === 'bot' ? BUDDY_KEYS.buddySaidKey : BUDDY_KEYS.youSaidKey,
                    )}{' '}
                  </span>
                  <span dir="auto">{text(message)}</span>
                </li>
              ))}
            </ol>
          </div>
          {isBuddyTyping(state) ? (
            <p role="status" className="text-base text-muted">
              {t(BUDDY_KEYS.typingKey)}
            </p>
          ) : null}
          {canChooseMood(state) ? (
            <div className="flex flex-col gap-2">
              {MOOD_OPTIONS.map((option) => (
                <Button
                  key={option.mood}
                  variant="secondary"
                  onClick={() =>
                    dispatch({
                      type: 'chooseMood',
                      mood: option.mood,
                      nowMs: Date.now(),
                      randomUnit: Math.random(),
                    })
                  }
                >
                  {t(option.labelKey)}
                </Button>
              ))}
            </div>
          ) : null}
          {lastBot?.actions && lastBot.actions.length > 0 && !isBuddyTyping(state) ? (
            <div className="flex flex-wrap gap-2">
              {lastBot.actions.map((action) =>
                action.href ? (
                  <LinkButton key={action.id} to={action.href} variant="secondary">
                    {t(action.labelKey)}
                  </LinkButton>
                ) : (
                  <Button
                    key={action.id}
                    variant="secondary"
                    onClick={() =>
                      dispatch({
                        type: 'chooseAction',
                        actionId: action.id,
                        nowMs: Date.now(),
                        randomUnit: Math.random(),
                      })
                    }
                  >
                    {t(action.labelKey)}
                  </Button>
                ),
              )}
            </div>
          ) : null}
          {/* The box takes a whole line and Send goes under it when they do not fit side by side:
              on a phone the box was cut to "Type your" (issue 19.18). */}
          <form onSubmit={send} className="flex flex-wrap gap-2">
            <label htmlFor="buddy-input" className="sr-only">
              {t(BUDDY_KEYS.inputLabelKey)}
            </label>
            <input
              id="buddy-input"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t(BUDDY_KEYS.inputPlaceholderKey)}
              className="min-h-11 min-w-0 flex-[1_1_16rem] rounded-control border-2 border-line px-3 text-lg"
            />
            <Button type="submit">{t(BUDDY_KEYS.sendKey)}</Button>
          </form>
          <div>
            <Button variant="ghost" onClick={() => dispatch({ type: 'reset' })}>
              {t(BUDDY_KEYS.resetKey)}
            </Button>
          </div>
        </div>
      ) : null}
      <button
        ref={openButtonRef}
        type="button"
        aria-expanded={state.isOpen}
        aria-controls={state.isOpen ? PANEL_ID : undefined}
        onClick={() =>
          dispatch(state.isOpen ? { type: 'close' } : { type: 'open', nowMs: Date.now() })
        }
        className="absolute end-4 bottom-4 inline-flex min-h-14 items-center gap-2 rounded-full bg-primary px-5 py-2 text-lg font-semibold text-on-primary shadow-lg hover:bg-primary-strong"
      >
        <span aria-hidden="true">💬</span>
        {t(state.isOpen ? BUDDY_KEYS.closeKey : BUDDY_KEYS.openKey)}
      </button>
    </div>
  );
}
