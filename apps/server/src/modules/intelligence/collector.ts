import type { IntelItem, IntelSource } from '@scambuddy/contracts';
import type { Clock } from '../../adapters/clock.js';
import { dedupeItems } from './dedupe.js';
import type { FeedEntry } from './feed-parser.js';
import { parseFeed } from './feed-parser.js';
import { truncateFeedEntries } from './feed-truncate.js';
import { fetchWithRetries, type FetchSettings } from './feed-fetcher.js';
import { requestHeaders } from './fetch-policy.js';
import type { IntelRepository } from './intel.repository.js';
import { normaliseFeedEntry, type ClassifyItem } from './item-normaliser.js';
import { parseListingPage } from './listing-parser.js';

/**
 * One collection run: every active source fetched (a few at a time), parsed, normalised,
 * classified, de-duplicated and stored; each attempt recorded for status and reliability. A source
 * that fails (HTTP error, timeout, oversized or malformed body, or a bug) is recorded as failed
 * and never stops the others.
 */

/** Sources fetched at the same time: polite to agencies, and bounded work for this process. */
export const SOURCE_CONCURRENCY = 4;
/**
 * Entries read from one feed per run. Real feeds carry 10-50 and list newest first; a feed with
 * thousands is read from its top. Reading an entry costs ~2.5 ms of CPU here (parse5 on its title
 * and description, then the engine), so this bounds one source's work and the longest
 * uninterrupted stretch (the parse of the kept entries, ~60 ms).
 */
export const MAX_ENTRIES_PER_SOURCE = 100;
/** Entries normalised between two yields to the event loop, so requests keep being answered. */
const ENTRIES_PER_SLICE = 5;

export interface SourceRunOutcome {
  sourceId: string;
  ok: boolean;
  httpStatus: number | null;
  errorCode: string | null;
  itemsSeen: number;
  newItems: number;
}

export interface CollectionSummary {
  ran: boolean;
  runId: number | null;
  sources: SourceRunOutcome[];
  newItems: IntelItem[];
}

export interface CollectorDeps {
  repository: IntelRepository;
  classify: ClassifyItem;
  clock: Clock;
  userAgent: string;
  fetchSettings: FetchSettings;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type ParseOutcome = { ok: true; entries: FeedEntry[] } | { ok: false; errorCode: string };

function parseBody(source: IntelSource, body: string, maxBytes: number): ParseOutcome {
  if (source.format === 'html') return { ok: true, entries: parseListingPage(body, source.url) };
  // Parse only the entries we read: a huge feed must not hold the event loop (feed-truncate.ts).
  const kept = truncateFeedEntries(body, MAX_ENTRIES_PER_SOURCE);
  let parsed = parseFeed(kept, maxBytes);
  if (!parsed.ok && kept !== body) parsed = parseFeed(body, maxBytes);
  return parsed.ok
    ? { ok: true, entries: parsed.feed.entries }
    : { ok: false, errorCode: parsed.error.code };
}

async function normaliseEntries(
  entries: readonly FeedEntry[],
  source: IntelSource,
  classify: ClassifyItem,
): Promise<IntelItem[]> {
  const items: IntelItem[] = [];
  const capped = entries.slice(0, MAX_ENTRIES_PER_SOURCE);
  for (let start = 0; start < capped.length; start += ENTRIES_PER_SLICE) {
    for (const entry of capped.slice(start, start + ENTRIES_PER_SLICE)) {
      const result = normaliseFeedEntry(entry, source, classify);
      if (result.ok) items.push(result.item);
    }
    await yieldToEventLoop();
  }
  return items;
}

export function createCollector(deps: CollectorDeps) {
  async function collectSource(
    source: IntelSource,
    runId: number | null,
  ): Promise<{ outcome: SourceRunOutcome; added: IntelItem[] }> {
    const validators = await deps.repository.validators(source.id);
    const headers = requestHeaders(source, deps.userAgent, validators);
    const fetched = await fetchWithRetries(source.url, headers, deps.fetchSettings);
    const at = deps.clock.now();
    const fail = async (httpStatus: number | null, errorCode: string) => {
      const outcome = {
        sourceId: source.id,
        ok: false,
        httpStatus,
        errorCode,
        itemsSeen: 0,
        newItems: 0,
      };
      await deps.repository.recordAttempt({ ...outcome, runId, at }, null);
      return { outcome, added: [] };
    };
    if (fetched.kind === 'error') return fail(fetched.status, fetched.errorCode);
    if (fetched.kind === 'not-modified') {
      const outcome = {
        sourceId: source.id,
        ok: true,
        httpStatus: 304,
        errorCode: null,
        itemsSeen: 0,
        newItems: 0,
      };
      await deps.repository.recordAttempt({ ...outcome, runId, at }, null);
      return { outcome, added: [] };
    }
    const parsed = parseBody(source, fetched.body, deps.fetchSettings.maxBytes);
    if (!parsed.ok) return fail(fetched.status, parsed.errorCode);
    // A listing page where the parser found nothing is a page we cannot read, not "no news".
    if (source.format === 'html' && parsed.entries.length === 0) {
      return fail(fetched.status, 'no_entries');
    }
    await yieldToEventLoop();
    const items = await normaliseEntries(parsed.entries, source, deps.classify);
    const { fresh } = dedupeItems(items);
    const added = await deps.repository.insertItems(fresh, at, null);
    const outcome = {
      sourceId: source.id,
      ok: true,
      httpStatus: fetched.status,
      errorCode: null,
      itemsSeen: items.length,
      newItems: added.length,
    };
    await deps.repository.recordAttempt({ ...outcome, runId, at }, fetched.validators);
    return { outcome, added };
  }

  return {
    /** Collects every given source; never throws for one source's failure. */
    async collect(
      sources: readonly IntelSource[],
      trigger: 'schedule' | 'admin',
    ): Promise<CollectionSummary> {
      const runId = await deps.repository.startRun(trigger, deps.clock.now());
      const outcomes: SourceRunOutcome[] = new Array<SourceRunOutcome>(sources.length);
      const newItems: IntelItem[] = [];
      let next = 0;
      const worker = async () => {
        while (next < sources.length) {
          const index = next++;
          const source = sources[index];
          if (source === undefined) continue;
          try {
            const { outcome, added } = await collectSource(source, runId);
            outcomes[index] = outcome;
            newItems.push(...added);
          } catch {
            // A bug or a database hiccup for this source: recorded as failed, the others go on.
            const outcome = {
              sourceId: source.id,
              ok: false,
              httpStatus: null,
              errorCode: 'internal',
              itemsSeen: 0,
              newItems: 0,
            };
            outcomes[index] = outcome;
            await deps.repository
              .recordAttempt({ ...outcome, runId, at: deps.clock.now() }, null)
              .catch(() => undefined);
          }
        }
      };
      await Promise.all(
        Array.from({ length: Math.min(SOURCE_CONCURRENCY, sources.length) }, worker),
      );
      const sourcesOk = outcomes.filter((outcome) => outcome.ok).length;
      await deps.repository.finishRun(runId, deps.clock.now(), {
        sourcesOk,
        sourcesFailed: outcomes.length - sourcesOk,
        newItems: newItems.length,
      });
      return { ran: true, runId, sources: outcomes, newItems };
    },
  };
}
