import type { RetrainStage } from '@scambuddy/contracts';
import type { BandMetrics, CorpusExample, EngineModel } from '@scambuddy/engine';

export interface CandidateTrainingInput {
  /**
   * ENGINE_CORPUS_DIR: train from the corpus texts there when it holds them; null or without them,
   * from the derived examples committed with the model (decision 0052).
   */
  corpusDir: string | null;
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
  /** Where the base examples came from, in words for the job's message. */
  baseOrigin: string;
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
      baseOrigin: string;
    }
  | { type: 'error'; message: string };
