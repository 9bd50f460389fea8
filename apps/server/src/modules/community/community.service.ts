import { randomUUID } from 'node:crypto';
import {
  COMMUNITY_RECENT_DAYS,
  type CommunityReport,
  type CommunityReportSubmission,
  type CommunityReportsResponse,
  type CommunityStats,
  type CommunitySubmitResponse,
  type HelpfulVoteResponse,
} from '@scambuddy/contracts';
import { analyzeMessage, type EngineModel } from '@scambuddy/engine';
import type { Clock } from '../../adapters/clock.js';
import { AppError } from '../../plugins/app-error.js';
import type { CommunityRepository, GroupCandidate, ListFilters } from './community.repository.js';
import {
  identifiersOfKeys,
  normaliseIdentifier,
  reportIdentifierKeys,
  type Identifier,
} from './identifiers.js';
import { moderateReport } from './moderation.js';
import { redactReporterPii } from './redact-reporter-pii.js';
import { createReportedIdentifiers } from './reported-identifiers.js';
import type { OfficialAlertsSource } from './official-alerts.js';
import { isNearIdentical, textFingerprint } from './similarity.js';
import { findVerifyingAlert, officialScamTypes, type OfficialAlert } from './verification.js';

/** The same text from the same person within this window is a repeat, not a new report. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Newest published reports compared for near-identical text. */
export const TEXT_COMPARISON_WINDOW = 500;
/** Pending reports checked again per run, newest first. */
export const REVERIFY_BATCH = 1000;
/** How late a report published by another instance may count in this one's analyses. */
export const REPORTED_IDENTIFIERS_REFRESH_MS = 30_000;
export const REPEAT_SUBMISSION_MESSAGE =
  'You have already submitted this report. Thank you, it only needs to be sent once.';

export interface CommunityServiceDeps {
  repository: CommunityRepository;
  officialAlerts: OfficialAlertsSource;
  clock: Clock;
  /** Reads the description for tags (the payment methods it mentions). */
  model: EngineModel;
}

export interface Submitter {
  userId: string | null;
  /** HMAC of the user id or client address (person-keys.ts). */
  submitterKey: string;
}

export type CommunityService = ReturnType<typeof createCommunityService>;

/** A community lookup result: how many different people reported this identifier. */
export interface CommunityMatch extends Identifier {
  count: number;
}

export function createCommunityService(deps: CommunityServiceDeps) {
  const reported = createReportedIdentifiers({
    load: () => deps.repository.reportedIdentifiers(),
    nowMs: () => deps.clock.monotonicMs(),
    refreshAfterMs: REPORTED_IDENTIFIERS_REFRESH_MS,
  });

  /** The group a new report joins: the oldest group it matches; any other matched groups merge in. */
  async function chooseGroup(
    newId: string,
    keys: ReturnType<typeof reportIdentifierKeys>,
    description: string,
  ): Promise<string> {
    const byIdentifier = await deps.repository.withSameIdentifiers(keys);
    const recent = await deps.repository.recentPublished(TEXT_COMPARISON_WINDOW);
    const byText = recent.filter((candidate) =>
      isNearIdentical(candidate.description, description),
    );
    const matches: GroupCandidate[] = [...byIdentifier, ...byText].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    const first = matches[0];
    if (first === undefined) return newId;
    const others = [...new Set(matches.map((match) => match.groupId))].filter(
      (groupId) => groupId !== first.groupId,
    );
    await deps.repository.mergeGroups(others, first.groupId);
    return first.groupId;
  }

  function tagsFor(description: string): string[] {
    const { entities } = analyzeMessage({ text: description, inputType: 'text' }, deps.model);
    return [...new Set(entities.payment_methods)];
  }

  return {
    async submit(
      submission: CommunityReportSubmission,
      submitter: Submitter,
    ): Promise<CommunitySubmitResponse> {
      const now = deps.clock.now();
      const fingerprint = textFingerprint(submission.description);
      const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
      if (await deps.repository.hasDuplicate(submitter.submitterKey, fingerprint, since)) {
        throw new AppError('RATE_LIMITED', 429, REPEAT_SUBMISSION_MESSAGE);
      }

      const moderated = moderateReport(submission);
      const keys = reportIdentifierKeys(submission);
      const id = randomUUID();
      const isPublished = moderated.status === 'published';
      const groupId = isPublished ? await chooseGroup(id, keys, moderated.description) : id;
      const verifiable = {
        category: submission.category,
        scamType: submission.scamType ?? null,
        title: moderated.title,
        description: moderated.description,
        ...keys,
      };
      const alerts = isPublished
        ? await deps.officialAlerts.forScamTypes(officialScamTypes(verifiable))
        : [];
      const alert = findVerifyingAlert(verifiable, alerts);

      await deps.repository.insert({
        id,
        reporterUserId: submitter.userId,
        submitterKey: submitter.submitterKey,
        title: moderated.title,
        description: moderated.description,
        category: submission.category,
        scamType: submission.scamType ?? null,
        location: submission.location ?? null,
        phoneNumber: submission.phoneNumber ?? null,
        emailAddress: submission.emailAddress ?? null,
        websiteUrl: submission.websiteUrl ?? null,
        ...keys,
        textFingerprint: fingerprint,
        amountLostCents:
          submission.amountLost === undefined ? null : Math.round(submission.amountLost * 100),
        tags: tagsFor(moderated.description),
        evidence: submission.evidence.map((item) => redactReporterPii(item, submission).text),
        redactions: moderated.redactions,
        status: moderated.status,
        heldReason: moderated.status === 'held' ? moderated.reason : null,
        groupId,
        isVerified: alert !== null,
        verificationSource: alert?.agency ?? null,
        verificationStatus: alert === null ? 'pending' : 'verified',
        verifiedByAlertId: alert?.id ?? null,
        createdAt: now,
      });

      if (moderated.status === 'held') return { status: 'held', id, reason: moderated.reason };
      reported.add(identifiersOfKeys(keys));
      const report = await deps.repository.findPublished(id, null);
      if (report === undefined) throw new AppError('INTERNAL', 500);
      return { status: 'published', report };
    },

    list(
      query: Omit<ListFilters, 'viewerKey'>,
      viewerKey: string | null,
    ): Promise<CommunityReportsResponse> {
      return deps.repository.list({ ...query, viewerKey });
    },

    stats(): Promise<CommunityStats> {
      return deps.repository.stats(deps.clock.now(), COMMUNITY_RECENT_DAYS);
    },

    async markHelpful(
      reportId: string,
      voter: { voterKey: string; userId: string | null },
    ): Promise<HelpfulVoteResponse> {
      const report: CommunityReport | undefined = await deps.repository.findPublished(
        reportId,
        null,
      );
      if (report === undefined) throw new AppError('NOT_FOUND', 404, 'There is no such report.');
      const counted = await deps.repository.addVote({
        reportId,
        voterKey: voter.voterKey,
        userId: voter.userId,
        createdAt: deps.clock.now(),
      });
      return { upvotes: await deps.repository.countVotes(reportId), counted };
    },

    /**
     * Checks pending reports again against the official alerts, since alerts keep arriving after
     * a report was made. Returns how many became verified.
     */
    async reverifyPending(limit = REVERIFY_BATCH): Promise<number> {
      const pending = await deps.repository.pendingVerification(limit);
      const alertsByTypes = new Map<string, OfficialAlert[]>();
      let verified = 0;
      for (const report of pending) {
        const types = officialScamTypes(report).sort();
        if (types.length === 0) continue;
        const cacheKey = types.join(',');
        let alerts = alertsByTypes.get(cacheKey);
        if (alerts === undefined) {
          alerts = await deps.officialAlerts.forScamTypes(types);
          alertsByTypes.set(cacheKey, alerts);
        }
        const alert = findVerifyingAlert(report, alerts);
        if (alert === null) continue;
        await deps.repository.markVerified(report.id, alert);
        verified += 1;
      }
      return verified;
    },

    /** For the analysis: how many people reported each phone, e-mail or site found in a message. */
    async lookup(identifiers: readonly Identifier[]): Promise<CommunityMatch[]> {
      // Keyed by normal form; the answer names each identifier as the message wrote it.
      const asWritten = new Map<string, { key: Identifier; original: Identifier }>();
      for (const identifier of identifiers) {
        const key = normaliseIdentifier(identifier);
        if (key && !asWritten.has(`${key.kind}:${key.value}`)) {
          asWritten.set(`${key.kind}:${key.value}`, { key, original: identifier });
        }
      }
      if (asWritten.size === 0) return [];
      const named = await reported.filter([...asWritten.values()].map((entry) => entry.key));
      if (named.length === 0) return [];
      const counts = await deps.repository.countReporters(named);
      return counts.map((match) => ({
        kind: match.kind,
        value: asWritten.get(`${match.kind}:${match.value}`)?.original.value ?? match.value,
        count: match.count,
      }));
    },
  };
}
