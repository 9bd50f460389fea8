import {
  findLanguage,
  type AnalysisResult,
  type Contact,
  type LanguageCode,
} from '@scambuddy/contracts';
import { fill, REPLY_TEXTS } from './reply-texts.js';
import { fitSegments } from './sms-segments.js';

/** Most reasons, steps, contacts and links an answer lists: short enough to read on a phone. */
const MAX_ITEMS = 3;
const MAX_LINKS = 5;
/** An SMS answer fits in two segments (issue 20). */
export const SMS_MAX_SEGMENTS = 2;

export interface MailReply {
  subject: string;
  text: string;
  html: string;
}

export interface AnswerFacts {
  result: AnalysisResult;
  reportUrl: string;
  language: LanguageCode;
  /** The deployment's `check@` address, named in the footer. */
  checkAddress: string;
  /** Unlinked addresses are answered once a day; the answer says so and how to lift it. */
  dailyLimitNote: { dashboardUrl: string } | null;
}

/**
 * A link written so no mail program turns it into something to click: `hxxps://evil[.]example/x`
 * (the common convention in security teams' mail).
 */
export function defang(url: string): string {
  return url
    .replace(/^http/i, 'hxxp')
    .replace(
      /^(hxxps?:\/\/)?([^/?#]+)/i,
      (_whole, scheme: string | undefined, host: string) =>
        `${scheme ?? ''}${host.replace(/\./g, '[.]')}`,
    );
}

function contactLines(result: AnalysisResult): string[] {
  const all: Contact[] = [
    ...result.contacts.state_local,
    ...result.contacts.law_enforcement,
    ...result.contacts.financial,
  ];
  return all.slice(0, MAX_ITEMS).map((contact) => `${contact.name}: ${contact.contact}`);
}

/** The e-mail answer: plain text, and the same in simple HTML whose only link is the report. */
export function composeMailAnswer(facts: AnswerFacts, originalSubject: string): MailReply {
  const words = REPLY_TEXTS[facts.language];
  const { result } = facts;
  const verdict = fill(words.verdict, { label: result.label, score: result.scam_score });
  const reasons = result.top_signals.slice(0, MAX_ITEMS);
  const steps = result.next_steps.slice(0, MAX_ITEMS);
  const contacts = contactLines(result);
  const links = result.entities.urls.slice(0, MAX_LINKS).map((url) => defang(url.url));
  const footer = fill(words.footer, { address: facts.checkAddress });
  const daily =
    facts.dailyLimitNote === null
      ? null
      : fill(words.dailyNote, { url: facts.dailyLimitNote.dashboardUrl });

  const section = (title: string, items: string[]) =>
    items.length === 0 ? [] : ['', title, ...items.map((item) => `- ${item}`)];
  const text = [
    words.intro,
    '',
    verdict,
    result.explanation,
    ...section(words.why, reasons),
    ...section(words.whatToDo, steps),
    ...section(words.contacts, contacts),
    ...(links.length === 0
      ? []
      : ['', words.links, words.linksNote, ...links.map((l) => `- ${l}`)]),
    '',
    words.report,
    facts.reportUrl,
    ...(daily === null ? [] : ['', daily]),
    '',
    footer,
  ].join('\n');

  const list = (title: string, items: string[]) =>
    items.length === 0
      ? ''
      : `<h2 style="font-size:20px">${escapeHtml(title)}</h2><ul>${items
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join('')}</ul>`;
  const dir = findLanguage(facts.language).rtl ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${facts.language}" dir="${dir}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(verdict)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5;color:#111;background:#fff;max-width:40em">',
    `<p>${escapeHtml(words.intro)}</p>`,
    `<h1 style="font-size:24px">${escapeHtml(verdict)}</h1>`,
    `<p>${escapeHtml(result.explanation)}</p>`,
    list(words.why, reasons),
    list(words.whatToDo, steps),
    list(words.contacts, contacts),
    links.length === 0
      ? ''
      : `<h2 style="font-size:20px">${escapeHtml(words.links)}</h2><p>${escapeHtml(
          words.linksNote,
        )}</p><ul>${links.map((link) => `<li><code>${escapeHtml(link)}</code></li>`).join('')}</ul>`,
    `<p><strong>${escapeHtml(words.report)}</strong><br><a href="${escapeHtml(
      facts.reportUrl,
    )}" style="color:#0b4f9c">${escapeHtml(facts.reportUrl)}</a></p>`,
    daily === null ? '' : `<p>${escapeHtml(daily)}</p>`,
    `<p style="color:#333">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('');

  return { subject: replySubject(originalSubject), text, html };
}

/** A short notice (limit, too large, nothing found) in the same two forms. */
export function composeMailNotice(
  language: LanguageCode,
  originalSubject: string,
  body: string,
  subject?: string,
): MailReply {
  const dir = findLanguage(language).rtl ? 'rtl' : 'ltr';
  return {
    subject: subject ?? replySubject(originalSubject),
    text: body,
    html: `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>ScamBuddy</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5;color:#111;background:#fff"><p>${escapeHtml(body)}</p></body></html>`,
  };
}

/** "Re: <the forward's subject>", so the answer threads with what the person sent. */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  if (trimmed.length === 0) return 'Re: ScamBuddy';
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/** The text answer: the verdict, the first step, and the report link, in at most two segments. */
export function composeSmsAnswer(
  result: AnalysisResult,
  reportUrl: string,
  language: LanguageCode,
) {
  const head = fill(REPLY_TEXTS[language].smsVerdict, {
    label: result.label,
    score: result.scam_score,
    step: result.next_steps[0] ?? '',
  }).trim();
  return fitSegments(head, reportUrl, SMS_MAX_SEGMENTS);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
