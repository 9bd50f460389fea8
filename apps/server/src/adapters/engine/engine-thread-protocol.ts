import type { AnalysisInput, AnalysisResult } from '@scambuddy/contracts';
import type { EngineModel } from '@scambuddy/engine';

/**
 * Messages between engine-threads.ts and engine.worker.ts (decision 0045). The model travels once
 * per worker, and again only when an admin retraining swaps it; messages to one worker keep their
 * order, so an analysis always runs on the model that was current when it was sent.
 */
export type EngineThreadRequest =
  | { type: 'model'; model: EngineModel }
  | { type: 'analyze'; id: number; input: AnalysisInput; locale: string; nowMs: number };

export type EngineThreadReply =
  { id: number; ok: true; result: AnalysisResult } | { id: number; ok: false; message: string };
