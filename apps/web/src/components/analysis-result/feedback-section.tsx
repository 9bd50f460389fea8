import {
  FeedbackResponseSchema,
  type FeedbackBody,
  type FeedbackLabel,
} from '@scambuddy/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api-client.js';
import { Button } from '../ui/button.js';

/**
 * "Was this right?" (issue 5). Anyone may answer once per analysis: the server counts a signed-in
 * person once per account and an anonymous visitor once per browser, by a random token kept in
 * local storage (the server stores only its hash). The answers given in this browser are
 * remembered too, so the thank-you stays after a reload.
 */
const VOTER_TOKEN_KEY = 'scambuddy.feedback-voter';
const ANSWERS_KEY = 'scambuddy.feedback-answers';

function voterToken(): string | undefined {
  try {
    const stored = window.localStorage.getItem(VOTER_TOKEN_KEY);
    if (stored) return stored;
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    window.localStorage.setItem(VOTER_TOKEN_KEY, token);
    return token;
  } catch {
    // Without storage a token for this page view still lets the answer count once.
    return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
  }
}

function readAnswers(): Record<string, FeedbackLabel> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(ANSWERS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, FeedbackLabel>)
      : {};
  } catch {
    return {};
  }
}

function rememberAnswer(analysisId: string, verdict: FeedbackLabel): void {
  try {
    // Keep the latest 200 answers so the entry never grows without bound.
    const entries = Object.entries({ ...readAnswers(), [analysisId]: verdict }).slice(-200);
    window.localStorage.setItem(ANSWERS_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // The thank-you then lasts for this visit only.
  }
}

export async function postFeedback(analysisId: string, verdict: FeedbackLabel) {
  const token = voterToken();
  const body: FeedbackBody = token === undefined ? { verdict } : { verdict, voterToken: token };
  const response = await apiRequest(
    'POST',
    `/api/analysis/${encodeURIComponent(analysisId)}/feedback`,
    body,
  );
  return FeedbackResponseSchema.parse(await response.json());
}

export function FeedbackSection({ analysisId }: { analysisId: string }) {
  const { t } = useTranslation('feedback');
  const [answer, setAnswer] = useState<FeedbackLabel | undefined>(() => readAnswers()[analysisId]);
  const send = useMutation({
    mutationFn: (verdict: FeedbackLabel) => postFeedback(analysisId, verdict),
    onSuccess: (saved) => {
      rememberAnswer(analysisId, saved.verdict);
      setAnswer(saved.verdict);
    },
  });

  return (
    <section
      aria-labelledby="result-feedback"
      className="rounded-card border border-line bg-surface p-6"
      data-print-hide
    >
      <h3 id="result-feedback" className="text-2xl font-bold">
        {t('heading')}
      </h3>
      <div aria-live="polite">
        {answer ? (
          <p className="mt-2 text-lg font-semibold text-success">
            {t('thanks', { answer: answer === 'scam' ? t('scam') : t('notScam') })}
          </p>
        ) : (
          <>
            <p className="mt-2 text-lg">{t('question')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button
                variant="secondary"
                disabled={send.isPending}
                onClick={() => send.mutate('scam')}
              >
                {t('scam')}
              </Button>
              <Button
                variant="secondary"
                disabled={send.isPending}
                onClick={() => send.mutate('not_scam')}
              >
                {t('notScam')}
              </Button>
            </div>
            {send.isPending ? <p className="mt-3 text-lg">{t('sending')}</p> : null}
            {send.isError ? (
              <p className="mt-3 text-lg font-semibold text-danger" role="alert">
                {t('failed')}
              </p>
            ) : null}
          </>
        )}
      </div>
      <p className="mt-3 text-lg text-muted">{t('note')}</p>
    </section>
  );
}
