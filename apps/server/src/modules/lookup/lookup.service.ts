import {
  LOOKUP_MAX_ALERTS,
  LOOKUP_MAX_REPORTS,
  LOOKUP_MESSAGES,
  type LookupOfficialAlert,
  type LookupResponse,
} from '@scambuddy/contracts';
import {
  classifyLookup,
  mentionsDomain,
  mentionsPhone,
  type LookupTarget,
} from '@scambuddy/engine';
import { AppError } from '../../plugins/app-error.js';
import type { CommunityLookup } from '../community/community-signal.js';
import { domainKey, phoneKey } from '../community/identifiers.js';
import { officialAlertRelation } from './alert-relation.js';
import {
  ALERT_CANDIDATES,
  type AlertCandidate,
  type LookupRepository,
} from './lookup.repository.js';

export interface LookupServiceDeps {
  repository: LookupRepository;
  /** The community board's count of different reporters (the same one analyses use). */
  communityLookup: CommunityLookup;
}

export type LookupService = ReturnType<typeof createLookupService>;

/** The community board's key of the target: its 10 (or 7–15) digits, or its domain. */
function communityKey(target: LookupTarget): string | null {
  return target.kind === 'phone' ? phoneKey(target.normalized) : domainKey(target.host);
}

/**
 * What to search official texts for before the exact check: the last four digits of a number
 * (found however it is written) or the domain itself.
 */
function alertSearchText(target: LookupTarget): string | null {
  if (target.kind === 'domain') return target.normalized;
  return target.normalized.startsWith('+') ? target.normalized.slice(-4) : null;
}

function mentions(target: LookupTarget, alert: AlertCandidate): boolean {
  const text = `${alert.title ?? ''}\n${alert.summary ?? ''}`;
  return target.kind === 'phone'
    ? mentionsPhone(text, target.normalized)
    : mentionsDomain(text, target.normalized);
}

/**
 * Caller and link lookup (issue 10): what the product knows about one phone number or web
 * address — community reports naming it, official alerts mentioning it, and the engine's checks.
 * No reports is said plainly; it never means "safe".
 */
export function createLookupService(deps: LookupServiceDeps) {
  async function officialAlerts(target: LookupTarget): Promise<LookupOfficialAlert[]> {
    const search = alertSearchText(target);
    if (search === null) return [];
    const candidates = await deps.repository.alertsContaining(search, ALERT_CANDIDATES);
    return candidates
      .filter((alert) => mentions(target, alert))
      .slice(0, LOOKUP_MAX_ALERTS)
      .map((alert) => ({
        id: alert.id,
        title: alert.title ?? alert.url,
        agency: alert.agency,
        url: alert.url,
        publishedAt: alert.publishedAt?.toISOString() ?? null,
        relation: officialAlertRelation(alert.title, alert.summary),
      }));
  }

  return {
    async lookup(query: string): Promise<LookupResponse> {
      const target = classifyLookup(query);
      if (target === null)
        throw new AppError('VALIDATION_FAILED', 400, LOOKUP_MESSAGES.notRecognised);

      const key = communityKey(target);
      const [matches, latest, alerts] = await Promise.all([
        key === null ? [] : deps.communityLookup([{ kind: target.kind, value: key }]),
        key === null ? [] : deps.repository.latestReports(target.kind, key, LOOKUP_MAX_REPORTS),
        officialAlerts(target),
      ]);

      return {
        kind: target.kind,
        query: query.trim(),
        normalized: target.normalized,
        display: target.display,
        country: target.kind === 'phone' ? target.country : null,
        checks: target.checks,
        community: {
          reporterCount: matches.reduce((sum, match) => sum + match.count, 0),
          latest,
        },
        officialAlerts: alerts,
      };
    },
  };
}
