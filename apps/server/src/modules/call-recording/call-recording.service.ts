import type { PiiItem } from '@scambuddy/contracts';
import type { EngineModel } from '@scambuddy/engine';
import { filterPii } from '@scambuddy/pii-filter';
import type { Clock } from '../../adapters/clock.js';
import { inlineEngine, type EngineRunner } from '../../adapters/engine/engine-runner.js';
import { currentModel, type ModelHolder } from '../model/model-holder.js';
import {
  transcribeRecording,
  type TranscribeServiceDeps,
} from '../transcribe/transcribe.service.js';

export interface CallRecordingServiceDeps extends TranscribeServiceDeps {
  /** The model, or the holder an admin retraining swaps (modules/model/model-holder.ts). */
  model: EngineModel | Pick<ModelHolder, 'current'>;
  clock: Clock;
  /** Where the engine runs (decision 0045); on the calling thread when absent. */
  engine?: EngineRunner;
}

export interface FilteredCall {
  rawTranscript: string;
  filteredTranscript: string;
  piiItems: PiiItem[];
  scamScore: number;
}

/**
 * A recorded call → speech to text (the same provider and checks as /api/transcribe) → the PII
 * filter → the engine, which only ever sees the filtered text. Nothing is stored: the audio
 * buffer is dropped when the request ends, and neither transcript is written anywhere.
 */
export async function transcribeAndFilterCall(
  deps: CallRecordingServiceDeps,
  audio: Buffer,
): Promise<FilteredCall> {
  const { text } = await transcribeRecording(deps, audio);
  const now = deps.clock.now();
  const { filteredText, piiItems } = filterPii(text, { referenceYear: now.getUTCFullYear() });
  const result = await (deps.engine ?? inlineEngine).analyze(
    { text: filteredText, inputType: 'transcript', channel: 'phone' },
    currentModel(deps.model),
    { now, locale: 'en' },
  );
  return {
    rawTranscript: text,
    filteredTranscript: filteredText,
    piiItems,
    scamScore: result.scam_score,
  };
}
