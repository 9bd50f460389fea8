import type { Identifier } from './identifiers.js';

/**
 * Which identifiers (normal form) appear in published reports on the board, kept in memory so that
 * an analysis asks the database for counts only when its message names one of them. Most messages
 * name none, and the board is small next to the stream of analyses: the lookup was a database
 * round trip on nearly every analysis (bench/analyze/README.md).
 *
 * Reports published by this server are added at once. The whole set is read again, in the
 * background, once it is older than `refreshAfterMs`: that bounds how late a report published by
 * another instance (two instances on one PostgreSQL) counts in this one's analyses. A report removed
 * since lingers until then, which costs only a query that finds nothing.
 */
export interface ReportedIdentifiers {
  /** Those of these normalised identifiers that someone reported. */
  filter(identifiers: readonly Identifier[]): Promise<Identifier[]>;
  /** Identifiers of a report this server has just published. */
  add(identifiers: readonly Identifier[]): void;
}

export interface ReportedIdentifiersOptions {
  /** Every identifier in published reports, normalised. */
  load: () => Promise<Identifier[]>;
  nowMs: () => number;
  refreshAfterMs: number;
}

const keyOf = (identifier: Identifier): string => `${identifier.kind}:${identifier.value}`;

export function createReportedIdentifiers(
  options: ReportedIdentifiersOptions,
): ReportedIdentifiers {
  let known: Set<string> | undefined;
  let loadedAt = 0;
  let loading: Promise<void> | undefined;
  /** Added while a load runs: the load may have read the table before their rows were written. */
  let addedDuringLoad: string[] = [];

  function reload(): Promise<void> {
    if (loading !== undefined) return loading;
    const startedAt = options.nowMs();
    addedDuringLoad = [];
    loading = options
      .load()
      .then((identifiers) => {
        known = new Set([...identifiers.map(keyOf), ...addedDuringLoad]);
        loadedAt = startedAt;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async filter(identifiers) {
      if (known === undefined) await reload();
      else if (options.nowMs() - loadedAt >= options.refreshAfterMs) {
        // Answer from the set in hand; a failed read leaves it as it was, to be tried next time.
        reload().catch(() => undefined);
      }
      const set = known;
      return set === undefined
        ? []
        : identifiers.filter((identifier) => set.has(keyOf(identifier)));
    },
    add(identifiers) {
      for (const identifier of identifiers) {
        known?.add(keyOf(identifier));
        if (loading !== undefined) addedDuringLoad.push(keyOf(identifier));
      }
    },
  };
}
