import { createHash, randomBytes } from 'node:crypto';
import {
  HELPER_ACCEPT_PATH_PREFIX,
  HELPER_INVITE_TTL_DAYS,
  type HelperAlerts,
  type HelperInviteCreated,
  type HelperInvitePreview,
  type HelperInviteState,
  type HelperLinkView,
  type HelperOverview,
  type HelperPersonResults,
} from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import { AppError } from '../../plugins/app-error.js';
import {
  channelOf,
  type HelperRepository,
  type InviteRow,
  type LinkWithName,
} from './helper.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 16 random bytes in base64url (22 characters): ids of invites, links and alerts. */
export function newHelperId(): string {
  return randomBytes(16).toString('base64url');
}

/** 32 random bytes in base64url (43 characters): the secret in an invitation link. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A result's id as a helper sees it: a hash of the link and the analysis, stable across visits
 * and not reversible, so the helper never learns the analysis id, which is the saved report's
 * link (decision 0051). Analysis ids are 128 random bits, so no one can hash guesses to find one.
 */
export function helperResultId(linkId: string, analysisId: string): string {
  return createHash('sha256')
    .update(`helper-result:${linkId}:${analysisId}`)
    .digest('base64url')
    .slice(0, 22);
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What an invitation is now, seen by `viewerId`. */
export function inviteState(invite: InviteRow, viewerId: string, now: Date): HelperInviteState {
  if (invite.revokedAt !== null) return 'revoked';
  if (invite.usedAt !== null) return 'used';
  if (invite.expiresAt.getTime() < now.getTime()) return 'expired';
  if (invite.personId === viewerId) return 'own';
  return 'open';
}

const REFUSALS: Record<Exclude<HelperInviteState, 'open'>, () => AppError> = {
  own: () => new AppError('FORBIDDEN', 403, 'You cannot be your own helper.'),
  used: () =>
    new AppError(
      'BAD_REQUEST',
      409,
      'This invitation link has already been used. Ask the person to send you a new one.',
    ),
  expired: () =>
    new AppError(
      'BAD_REQUEST',
      409,
      'This invitation link has expired. Ask the person to send you a new one.',
    ),
  revoked: () =>
    new AppError(
      'BAD_REQUEST',
      409,
      'The person withdrew this invitation. Ask them to send you a new one if they wish.',
    ),
};

const UNKNOWN_INVITE = () =>
  new AppError(
    'NOT_FOUND',
    404,
    'This invitation link is not valid. Check that the whole link was copied, or ask for a new one.',
  );
const UNKNOWN_LINK = () => new AppError('NOT_FOUND', 404, 'There is no such helper link.');
const ENDED_LINK = () =>
  new AppError('FORBIDDEN', 403, 'This helper link has ended, so nothing is shared any more.');

function linkView(link: LinkWithName, unread: number): HelperLinkView {
  return {
    id: link.id,
    otherName: link.otherName,
    status: link.endedAt === null ? 'active' : 'ended',
    startedAt: link.createdAt.toISOString(),
    endedAt: link.endedAt?.toISOString() ?? null,
    endedBy: link.endedBy ?? null,
    shareText: link.shareText,
    unreadAlerts: link.endedAt === null ? unread : 0,
  };
}

export interface HelperServiceDeps {
  repository: HelperRepository;
  clock: Clock;
}

export type HelperService = ReturnType<typeof createHelperService>;

/**
 * The rules of the trusted helper. Every method takes the signed-in user's id and answers only
 * about links that user is a side of; anything else is 404 (nothing is revealed about it).
 */
export function createHelperService({ repository, clock }: HelperServiceDeps) {
  /** The link, if `userId` is its helper and it is active; 404 / 403 otherwise. */
  async function activeLinkForHelper(linkId: string, helperId: string) {
    const link = await repository.findLink(linkId);
    if (link?.helperId !== helperId) throw UNKNOWN_LINK();
    if (link.endedAt !== null) throw ENDED_LINK();
    return link;
  }

  return {
    async overview(userId: string): Promise<HelperOverview> {
      const now = clock.now();
      const [myHelpers, peopleIHelp, openInvites, unread] = await Promise.all([
        repository.linksOf(userId, 'person'),
        repository.linksOf(userId, 'helper'),
        repository.openInvites(userId, now),
        repository.unreadByLink(userId),
      ]);
      return {
        myHelpers: myHelpers.map((link) => linkView(link, 0)),
        openInvites: openInvites.map((invite) => ({
          id: invite.id,
          createdAt: invite.createdAt.toISOString(),
          expiresAt: invite.expiresAt.toISOString(),
        })),
        peopleIHelp: peopleIHelp.map((link) => linkView(link, unread.get(link.id) ?? 0)),
        unreadAlerts: [...unread.values()].reduce((sum, n) => sum + n, 0),
      };
    },

    async createInvite(personId: string): Promise<HelperInviteCreated> {
      const now = clock.now();
      const token = newInviteToken();
      const expiresAt = new Date(now.getTime() + HELPER_INVITE_TTL_DAYS * DAY_MS);
      const id = newHelperId();
      await repository.insertInvite({
        id,
        personId,
        tokenHash: hashInviteToken(token),
        createdAt: now,
        expiresAt,
      });
      return {
        id,
        token,
        path: `${HELPER_ACCEPT_PATH_PREFIX}${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async revokeInvite(personId: string, inviteId: string): Promise<void> {
      if (!(await repository.revokeInvite(personId, inviteId, clock.now()))) {
        throw new AppError('NOT_FOUND', 404, 'There is no open invitation with this id.');
      }
    },

    async previewInvite(token: string, viewerId: string): Promise<HelperInvitePreview> {
      const invite = await repository.findInviteByHash(hashInviteToken(token));
      if (invite === undefined) throw UNKNOWN_INVITE();
      const state = inviteState(invite, viewerId, clock.now());
      return {
        state,
        personName: state === 'open' || state === 'own' ? invite.personName : null,
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    async acceptInvite(token: string, helperId: string): Promise<{ linkId: string }> {
      const now = clock.now();
      const invite = await repository.findInviteByHash(hashInviteToken(token));
      if (invite === undefined) throw UNKNOWN_INVITE();
      const state = inviteState(invite, helperId, now);
      if (state !== 'open') throw REFUSALS[state]();
      // Spent before the link is made: of two people accepting at once, one wins.
      if (!(await repository.claimInvite(invite.id, now))) throw REFUSALS.used();
      const existing = await repository.activeLinkBetween(invite.personId, helperId);
      if (existing !== undefined) return { linkId: existing.id };
      const linkId = newHelperId();
      await repository.insertLink({
        id: linkId,
        personId: invite.personId,
        helperId,
        shareText: false,
        createdAt: now,
      });
      return { linkId };
    },

    /** The person's per-link choice to share message text; only the person, only while active. */
    async setShareText(personId: string, linkId: string, shareText: boolean): Promise<void> {
      const link = await repository.findLink(linkId);
      if (link?.personId !== personId) throw UNKNOWN_LINK();
      if (link.endedAt !== null) throw ENDED_LINK();
      await repository.setShareText(linkId, shareText);
    },

    /** Either side ends the link; ending an ended link changes nothing. */
    async endLink(userId: string, linkId: string): Promise<void> {
      const link = await repository.findLink(linkId);
      if (link === undefined || (link.personId !== userId && link.helperId !== userId)) {
        throw UNKNOWN_LINK();
      }
      await repository.endLink(linkId, link.personId === userId ? 'person' : 'helper', clock.now());
    },

    async personResults(helperId: string, linkId: string): Promise<HelperPersonResults> {
      const link = await activeLinkForHelper(linkId, helperId);
      const [personName, rows] = await Promise.all([
        repository.userName(link.personId),
        repository.highRiskSince(link.personId, link.createdAt),
      ]);
      return {
        linkId,
        personName,
        startedAt: link.createdAt.toISOString(),
        shareText: link.shareText,
        results: rows.map((row) => ({
          id: helperResultId(linkId, row.id),
          createdAt: row.createdAt.toISOString(),
          score: row.result.scam_score,
          label: row.result.label,
          scamType: row.result.scam_type,
          channel: channelOf(row.channel),
          topSignals: row.result.top_signals.slice(0, 5),
          text: link.shareText ? row.text : null,
        })),
      };
    },

    async markAlertsRead(helperId: string, linkId: string): Promise<void> {
      await activeLinkForHelper(linkId, helperId);
      await repository.markLinkAlertsRead(linkId, helperId, clock.now());
    },

    async alerts(helperId: string): Promise<HelperAlerts> {
      const rows = await repository.alertsOf(helperId);
      const unread = await repository.unreadByLink(helperId);
      return {
        unread: [...unread.values()].reduce((sum, n) => sum + n, 0),
        alerts: rows.map((row) => ({
          id: row.id,
          linkId: row.linkId,
          personName: row.personName,
          resultId: helperResultId(row.linkId, row.analysisId),
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
          score: row.result.scam_score,
          scamType: row.result.scam_type,
        })),
      };
    },

    /**
     * Called after an analysis is stored: a signed-in person's HIGH-risk result alerts each of
     * their active helpers. Anything else costs nothing (no query).
     */
    async onAnalysisStored(analysis: {
      id: string;
      userId: string | null;
      riskLevel: string;
      createdAt: Date;
    }): Promise<void> {
      if (analysis.userId === null || analysis.riskLevel !== 'high') return;
      const links = await repository.activeHelpersOf(analysis.userId);
      await repository.insertAlerts(
        links.map((link) => ({
          id: newHelperId(),
          linkId: link.id,
          helperId: link.helperId,
          analysisId: analysis.id,
          createdAt: analysis.createdAt,
        })),
      );
    },
  };
}
