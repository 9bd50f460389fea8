import type { AnalysisInput, AnalysisResult } from '@scambuddy/contracts';
import { ENGINE_CATALOGS, analyzeMessage, type EngineModel } from '@scambuddy/engine';

/** What one analysis needs besides the message and the model. */
export interface EngineCallOptions {
  /** Language the result's texts are rendered in (English fallback). */
  locale: string;
  now: Date;
}

/**
 * Runs the engine for the server: on the calling thread (tests, one-core machines) or in worker
 * threads (decision 0045), so a long message never holds up HTTP and the database on the server's
 * thread. The model is passed on every call because an admin retraining can swap it at any time.
 */
export interface EngineRunner {
  analyze(
    input: AnalysisInput,
    model: EngineModel,
    options: EngineCallOptions,
  ): Promise<AnalysisResult>;
  close(): Promise<void>;
}

/** The engine with every interface language's catalog, on whichever thread calls it. */
export function runEngine(
  input: AnalysisInput,
  model: EngineModel,
  options: EngineCallOptions,
): AnalysisResult {
  return analyzeMessage(input, model, { ...options, catalogs: ENGINE_CATALOGS });
}

/** The engine on the calling thread. */
export const inlineEngine: EngineRunner = {
  analyze: (input, model, options) => Promise.resolve(runEngine(input, model, options)),
  close: () => Promise.resolve(),
};
