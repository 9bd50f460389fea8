import { join } from 'node:path';
import { IntelSourceSchema, type IntelSource } from '@scambuddy/contracts';
import { z } from 'zod';
import { findServerRoot } from '../../server-root.js';

/**
 * The project's reviewed intelligence data (registry, snapshot, baseline); see its README. Found
 * from the server package, so it is the same folder from src/ and from the bundled dist/main.js.
 */
export const INTEL_DATA_DIR = join(findServerRoot(), 'data', 'intel');

const SourcesRegistryFileSchema = z.object({
  provenance: z.record(z.string(), z.unknown()),
  sources: z.array(IntelSourceSchema).min(1),
});

export type RegistryResult =
  { ok: true; sources: IntelSource[] } | { ok: false; problems: string[] };

/**
 * Checks the parsed `sources.json`: every entry valid, ids unique, a state agency names its state
 * and a federal or nonprofit one names none. Problems are listed, not thrown, so a start-up check
 * can print all of them at once.
 */
export function parseSourcesRegistry(json: unknown): RegistryResult {
  const parsed = SourcesRegistryFileSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const source of parsed.data.sources) {
    if (seen.has(source.id)) problems.push(`${source.id}: duplicate id`);
    seen.add(source.id);
    if (source.sourceType === 'state' && source.state === null) {
      problems.push(`${source.id}: a state source must name its state`);
    }
    if (source.sourceType !== 'state' && source.state !== null) {
      problems.push(`${source.id}: only a state source names a state`);
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, sources: parsed.data.sources };
}

/** The sources a collection run fetches: active ones, in registry order (the dedupe preference). */
export function sourcesToCollect(sources: readonly IntelSource[]): IntelSource[] {
  return sources.filter((source) => source.isActive);
}
