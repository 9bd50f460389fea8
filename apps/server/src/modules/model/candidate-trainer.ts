import type { RetrainStage } from '@scambuddy/contracts';
import type { BandMetrics, CorpusExample, EngineModel } from '@scambuddy/engine';

export interface CandidateTrainingInput {
  /** Folder of the base corpus (ENGINE_CORPUS_DIR). */
  corpusDir: string;
  /** "Was this right?" labels whose analysis kept its text. */
  feedback: CorpusExample[];
  trainedAt: string;
}

export interface CandidateTrainingOutput {
  model: EngineModel;
  weightBytes: Uint8Array;
  heldBack: BandMetrics;
  baseExamples: number;
  feedbackExamples: number;
}

/** Trains and evaluates a candidate; the default runs in a worker thread, tests may inject another. */
export type CandidateTrainer = (
  input: CandidateTrainingInput,
  onProgress: (stage: RetrainStage, progress: number) => void,
) => Promise<CandidateTrainingOutput>;

/** What the worker posts back. */
export type WorkerMessage =
  | { type: 'progress'; stage: RetrainStage; progress: number }
  | {
      type: 'done';
      metadata: unknown;
      weightBytes: Uint8Array;
      heldBack: BandMetrics;
      baseExamples: number;
      feedbackExamples: number;
    }
  | { type: 'error'; message: string };
