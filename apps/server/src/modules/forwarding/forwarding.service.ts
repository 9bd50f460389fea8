import { createHmac, randomInt } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  FORWARDING_CODE_LENGTH,
  FORWARDING_CODE_MAX_ATTEMPTS,
  FORWARDING_CODE_TTL_MINUTES,
  FORWARDING_SMS_LINK_WORD,
  isLanguageCode,
  type ForwardingIdentity,
  type ForwardingKind,
  type ForwardingLinkBody,
  type ForwardingOverview,
  type LanguageCode,
} from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import { createConcurrencyLimit } from '../../adapters/speech/concurrency-limit.js';
import { AppError } from '../../plugins/app-error.js';
import type { AnalysisService } from '../analysis/analysis.service.js';
import type { AnalyzeResponse } from '../analysis/analysis.schemas.js';
import { decideAnswer, type PolicyDecision } from './answer-policy.js';
import { automatedReason } from './automated-mail.js';
import type { ChannelStatus } from './channel-status.js';
import {
  composeMailAnswer,
  composeMailNotice,
  composeSmsAnswer,
  type MailReply,
} from './compose-reply.js';
import type { ForwardingSettings } from './forwarding.config.js';
import {
  newForwardingId,
  type ForwardingOutcome,
  type ForwardingRepository,
  type IdentityRow,
} from './forwarding.repository.js';
import { normaliseEmail, normalisePhone } from './identity-value.js';
import type { IncomingMail } from './read-mail.js';
import type { Mailer } from './relay-mailer.js';
import { fill, REPLY_TEXTS } from './reply-texts.js';
import { messageForAnalysis, unwrapForward, type OriginalMessage } from './unwrap-forward.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Codes one address may be mailed a day: a typo can be fixed, a stranger's inbox is not flooded. */
const CODES_PER_ADDRESS_PER_DAY = 3;

export interface ForwardingServiceDeps {
  settings: ForwardingSettings;
  repository: ForwardingRepository;
  analysis: AnalysisService;
  clock: Clock;
  /** The relay, or null when SMTP_RELAY_URL is not set (e-mail answers cannot be sent). */
  mailer: Mailer | null;
  status: ChannelStatus;
  publicUrl: string;
  /** Keys the HMAC of senders in the events table (the session secret). */
  secret: string;
}

/** A picture an SMS carried, already fetched from the provider. */
export interface SmsPicture {
  image: Buffer;
}

export type ForwardingService = ReturnType<typeof createForwardingService>;

export function createForwardingService(deps: ForwardingServiceDeps) {
  const { settings, repository, clock } = deps;
  const oneAtATime = createConcurrencyLimit(1);
  const checkAddress = settings.replyFrom ?? 'check@localhost';

  const senderHash = (kind: ForwardingKind, value: string) =>
    createHmac('sha256', deps.secret).update(`forwarding:${kind}:${value}`).digest('base64url');
  const codeHash = (identityId: string, code: string) =>
    createHmac('sha256', deps.secret).update(`code:${identityId}:${code}`).digest('base64url');
  const reportUrl = (analysisId: string) => `${deps.publicUrl}/report/${analysisId}`;
  const languageOf = (identity: IdentityRow | undefined): LanguageCode =>
    identity !== undefined && isLanguageCode(identity.language)
      ? identity.language
      : DEFAULT_LANGUAGE;

  /**
   * Decides and records the outcome in one step, one forward at a time, so two forwards from the
   * same sender handled at once cannot both see "nothing sent yet". The outcome is recorded
   * before the answer goes out: a send that then fails still counts, which errs on the safe side.
   */
  function decideAndRecord(
    channel: 'email' | 'sms',
    hash: string,
    verified: boolean,
  ): Promise<PolicyDecision> {
    return oneAtATime(async () => {
      const decision = await decide(channel, hash, verified);
      const outcome: ForwardingOutcome =
        decision.kind === 'drop'
          ? 'dropped'
          : decision.kind === 'limit-notice'
            ? 'limited'
            : 'answered';
      await record(channel, hash, outcome, decision.kind !== 'drop');
      return decision;
    });
  }

  async function decide(
    channel: 'email' | 'sms',
    hash: string,
    verified: boolean,
  ): Promise<PolicyDecision> {
    const now = clock.now().getTime();
    const hourAgo = new Date(now - HOUR_MS);
    const [answeredLastHour, noticesLastHour, mailedLastDay, deploymentRepliesLastHour] =
      await Promise.all([
        repository.senderEventsSince(hash, hourAgo, ['answered']),
        repository.senderEventsSince(hash, hourAgo, ['limited']),
        repository.senderEventsSince(hash, new Date(now - DAY_MS), ['answered', 'limited'], true),
        repository.repliesSince(hourAgo),
      ]);
    return decideAnswer({
      channel,
      verified,
      answeredLastHour,
      noticesLastHour,
      mailedLastDay,
      deploymentRepliesLastHour,
      limits: settings.limits,
    });
  }

  const record = (
    channel: 'email' | 'sms',
    hash: string,
    outcome: ForwardingOutcome,
    replied: boolean,
  ) =>
    repository.recordEvent({ channel, senderHash: hash, outcome, replied, createdAt: clock.now() });

  /** Analyses what was forwarded: the original message's text, or the attached picture. */
  async function analyse(
    original: OriginalMessage | null,
    images: readonly Buffer[],
    channel: 'email' | 'sms',
    language: LanguageCode,
    userId: string | null,
    senderKey: string,
  ): Promise<AnalyzeResponse | null> {
    const context = { channel, language, userId } as const;
    const text = original === null ? '' : messageForAnalysis(original);
    const hasMessage = original !== null && original.body.trim().length > 0;
    // A picture carries the message when nothing was forwarded inline (a screenshot sent with
    // "is this real?"); a forwarded message's own text is what gets checked otherwise.
    const image = images[0];
    if (image !== undefined && (original === null || !original.wasForwarded)) {
      try {
        // The per-client reading budget (decision 0050) counts per forwarding sender.
        return await deps.analysis.analyzeScreenshot({ ...context, image, clientKey: senderKey });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Unreadable or empty picture: fall back to whatever text came with it.
      }
    }
    if (!hasMessage) return null;
    return deps.analysis.analyzeText({ ...context, inputType: 'text', text });
  }

  async function mail(to: string, reply: MailReply, incoming: IncomingMail): Promise<void> {
    if (deps.mailer === null) {
      deps.status.failure('email', 'no relay configured (SMTP_RELAY_URL)');
      return;
    }
    try {
      await deps.mailer.send({
        to,
        ...reply,
        inReplyTo: incoming.messageId ?? undefined,
        references:
          incoming.messageId === null
            ? incoming.references
            : [...incoming.references, incoming.messageId],
      });
    } catch (error) {
      deps.status.failure(
        'email',
        `relay: ${error instanceof Error ? error.message : 'send failed'}`,
      );
    }
  }

  return {
    checkAddress,

    /** One received e-mail, from reading to the answer (or to deciding not to answer). */
    async handleEmail(envelopeFrom: string, incoming: IncomingMail): Promise<void> {
      deps.status.message('email');
      const ownDomains = settings.email?.domains ?? [];
      const automated = automatedReason({
        envelopeFrom,
        fromAddress: incoming.fromAddress,
        headers: incoming.headers,
        contentType: incoming.contentType,
        ownDomains,
      });
      if (automated !== null || incoming.fromAddress === null) return;
      const sender = normaliseEmail(incoming.fromAddress);
      const hash = senderHash('email', sender);
      const owner = await repository.findVerified('email', sender);
      const decision = await decideAndRecord('email', hash, owner !== undefined);
      const language = languageOf(owner);
      const words = REPLY_TEXTS[language];
      if (decision.kind === 'drop') return;
      if (decision.kind === 'limit-notice') {
        const notice = composeMailNotice(
          language,
          incoming.subject,
          fill(words.limitBody, { url: deps.publicUrl }),
          words.limitSubject,
        );
        await mail(sender, notice, incoming);
        return;
      }
      const attached = incoming.attachedMessages[0];
      const original: OriginalMessage =
        attached === undefined
          ? unwrapForward(incoming.subject, incoming.text)
          : { ...attached, body: attached.text.trim(), wasForwarded: true };
      const analysed = await analyse(
        original,
        incoming.images,
        'email',
        language,
        owner?.userId ?? null,
        `forward:${hash}`,
      );
      const reply =
        analysed === null
          ? composeMailNotice(
              language,
              incoming.subject,
              fill(words.nothingBody, { url: deps.publicUrl }),
            )
          : composeMailAnswer(
              {
                result: analysed.result,
                reportUrl: reportUrl(analysed.analysisId),
                language,
                checkAddress,
                dailyLimitNote: decision.dailyNote
                  ? { dashboardUrl: `${deps.publicUrl}/dashboard` }
                  : null,
              },
              incoming.subject,
            );
      await mail(sender, reply, incoming);
    },

    /** One text message: the TwiML text to answer with, or null for no answer. */
    async handleSms(
      from: string,
      body: string,
      pictures: readonly SmsPicture[],
    ): Promise<string | null> {
      deps.status.message('sms');
      const number = normalisePhone(from);
      if (number === null) return null;
      const hash = senderHash('phone', number);
      const owner = await repository.findVerified('phone', number);
      if (body.trim().toUpperCase() === FORWARDING_SMS_LINK_WORD && pictures.length === 0) {
        return sendSmsCode(number);
      }
      const decision = await decideAndRecord('sms', hash, owner !== undefined);
      const language = languageOf(owner);
      const words = REPLY_TEXTS[language];
      if (decision.kind === 'drop') return null;
      if (decision.kind === 'limit-notice') {
        return fill(words.smsLimit, { url: deps.publicUrl });
      }
      const original: OriginalMessage = {
        from: null,
        subject: '',
        body: body.trim(),
        wasForwarded: false,
      };
      const analysed = await analyse(
        original,
        pictures.map((picture) => picture.image),
        'sms',
        language,
        owner?.userId ?? null,
        `forward:${hash}`,
      );
      if (analysed === null) return words.smsNothing;
      return composeSmsAnswer(analysed.result, reportUrl(analysed.analysisId), language);
    },

    async overview(userId: string): Promise<ForwardingOverview> {
      const rows = await repository.listIdentities(userId);
      return {
        emailAddress: settings.email === null ? null : checkAddress,
        smsNumber: settings.sms?.number ?? null,
        identities: rows.map(toView),
      };
    },

    /** Starts linking: an address is mailed its code; a number texts the link word to get it. */
    async startLink(userId: string, body: ForwardingLinkBody): Promise<ForwardingIdentity> {
      const value = body.kind === 'email' ? normaliseEmail(body.value) : normalisePhone(body.value);
      if (value === null) {
        throw new AppError(
          'VALIDATION_FAILED',
          400,
          'value: enter a phone number such as (555) 123-4567',
        );
      }
      if (body.kind === 'email' && (settings.email === null || deps.mailer === null)) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          503,
          'Checking by e-mail is not set up on this server.',
        );
      }
      if (body.kind === 'phone' && settings.sms === null) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          503,
          'Checking by text message is not set up on this server.',
        );
      }
      const owner = await repository.findVerified(body.kind, value);
      if (owner !== undefined) {
        throw new AppError(
          'BAD_REQUEST',
          409,
          'This address or number is already linked to an account.',
        );
      }
      const existing = (await repository.listIdentities(userId)).find(
        (row) => row.kind === body.kind && row.value === value,
      );
      const id = existing?.id ?? newForwardingId();
      const now = clock.now();
      const language = body.language ?? DEFAULT_LANGUAGE;
      const code = newCode();
      const changes = {
        language,
        codeHash: codeHash(id, code),
        codeExpiresAt: new Date(now.getTime() + FORWARDING_CODE_TTL_MINUTES * 60_000),
        codeAttempts: 0,
      };
      if (body.kind === 'email') {
        const hash = senderHash('email', value);
        const codesToday = await repository.senderEventsSince(
          hash,
          new Date(now.getTime() - DAY_MS),
          ['code'],
        );
        if (codesToday >= CODES_PER_ADDRESS_PER_DAY) {
          throw new AppError(
            'RATE_LIMITED',
            429,
            'Too many codes were sent to this address today. Try again tomorrow.',
          );
        }
        const words = REPLY_TEXTS[language];
        const sent = await deps.mailer
          ?.send({
            to: value,
            ...composeMailNotice(
              language,
              '',
              fill(words.codeBody, { code, minutes: FORWARDING_CODE_TTL_MINUTES }),
              words.codeSubject,
            ),
          })
          .then(
            () => true,
            (error: unknown) => {
              deps.status.failure(
                'email',
                `relay: ${error instanceof Error ? error.message : 'send failed'}`,
              );
              return false;
            },
          );
        if (sent !== true) {
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            503,
            'The code could not be sent. Please try again later.',
          );
        }
        await record('email', hash, 'code', true);
        if (existing === undefined) {
          await repository.insertIdentity({
            id,
            userId,
            kind: 'email',
            value,
            createdAt: now,
            ...changes,
          });
        } else {
          await repository.updateIdentity(id, changes);
        }
      } else if (existing === undefined) {
        // The code is texted back when the number sends the link word (proof it receives texts);
        // until then a placeholder hash that no code matches.
        await repository.insertIdentity({
          id,
          userId,
          kind: 'phone',
          value,
          createdAt: now,
          ...changes,
          codeHash: null,
        });
      } else {
        await repository.updateIdentity(id, { ...changes, codeHash: null });
      }
      const row = await repository.findIdentity(userId, id);
      if (row === undefined) throw new AppError('NOT_FOUND', 404);
      return toView(row);
    },

    async confirm(userId: string, id: string, code: string): Promise<ForwardingIdentity> {
      const row = await repository.findIdentity(userId, id);
      if (row === undefined)
        throw new AppError('NOT_FOUND', 404, 'No such linked address or number.');
      if (row.verifiedAt !== null) return toView(row);
      const now = clock.now();
      const usable =
        row.codeHash !== null &&
        row.codeExpiresAt !== null &&
        row.codeExpiresAt > now &&
        row.codeAttempts < FORWARDING_CODE_MAX_ATTEMPTS;
      if (!usable) {
        throw new AppError(
          'VALIDATION_FAILED',
          400,
          'code: this code has expired; ask for a new one',
        );
      }
      if (row.codeHash !== codeHash(row.id, code)) {
        await repository.updateIdentity(row.id, { codeAttempts: row.codeAttempts + 1 });
        throw new AppError(
          'VALIDATION_FAILED',
          400,
          'code: that code is not right; check it and try again',
        );
      }
      if ((await repository.findVerified(row.kind, row.value)) !== undefined) {
        throw new AppError(
          'BAD_REQUEST',
          409,
          'This address or number is already linked to an account.',
        );
      }
      await repository.updateIdentity(row.id, {
        verifiedAt: now,
        codeHash: null,
        codeExpiresAt: null,
        codeAttempts: 0,
      });
      return toView({ ...row, verifiedAt: now });
    },

    async unlink(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteIdentity(userId, id))) {
        throw new AppError('NOT_FOUND', 404, 'No such linked address or number.');
      }
    },
  };

  /** A number that texted the link word gets the code of its newest pending link. */
  async function sendSmsCode(number: string): Promise<string | null> {
    const [pending] = await repository.findPending('phone', number, clock.now());
    if (pending === undefined) return null;
    const code = newCode();
    await repository.updateIdentity(pending.id, {
      codeHash: codeHash(pending.id, code),
      codeAttempts: 0,
    });
    return fill(REPLY_TEXTS[languageOf(pending)].smsCode, {
      code,
      minutes: FORWARDING_CODE_TTL_MINUTES,
    });
  }
}

function newCode(): string {
  return String(randomInt(0, 10 ** FORWARDING_CODE_LENGTH)).padStart(FORWARDING_CODE_LENGTH, '0');
}

function toView(row: IdentityRow): ForwardingIdentity {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    verified: row.verifiedAt !== null,
    language: isLanguageCode(row.language) ? row.language : DEFAULT_LANGUAGE,
    createdAt: row.createdAt.toISOString(),
  };
}
