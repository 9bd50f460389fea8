import type { Channel, InputType, LanguageCode } from '@scambuddy/contracts';
import { ENGINE_CATALOGS, type EngineModel } from '@scambuddy/engine';
import type { Clock } from '../../adapters/clock.js';
import { inlineEngine, type EngineRunner } from '../../adapters/engine/engine-runner.js';
import { OcrError, type OcrService } from '../../adapters/ocr/index.js';
import { checkImageUpload, type UploadLimits } from '../../adapters/uploads/index.js';
import { AppError } from '../../plugins/app-error.js';
import { addCommunitySignals, type CommunityLookup } from '../community/community-signal.js';
import { currentModel } from '../model/model-holder.js';
import { newAnalysisId } from './analysis-id.js';
import type { ScreenshotBudget } from './screenshot-budget.js';
import type { AnalysisRepository } from './analysis.repository.js';
import type { AnalyzeResponse } from './analysis.schemas.js';
import { uploadRefusalError } from './upload-refusal-error.js';

export interface AnalysisServiceDeps {
  repository: AnalysisRepository;
  /** The model, or a holder an admin retraining can swap (modules/model/model-holder.ts). */
  model: EngineModel | { current(): EngineModel };
  clock: Clock;
  ocr: OcrService;
  uploadLimits: UploadLimits;
  /** Community board knowledge (issue 7): identifiers in the message that people reported. */
  communityLookup?: CommunityLookup;
  /** Where the engine runs (decision 0045); on the calling thread when absent. */
  engine?: EngineRunner;
  /** Each client address's share of the screenshot readers (decision 0050); unbounded when absent. */
  screenshotBudget?: ScreenshotBudget;
}

interface AnalysisContext {
  state?: string | undefined;
  channel?: Channel | undefined;
  /** Language the result texts are rendered in (issue 8); English when absent. */
  language?: LanguageCode | undefined;
  /** The signed-in person, or null for an anonymous visitor (whose text is never stored). */
  userId: string | null;
}

export interface TextAnalysisRequest extends AnalysisContext {
  inputType: Exclude<InputType, 'image'>;
  text: string;
}

export interface ScreenshotAnalysisRequest extends AnalysisContext {
  image: Buffer;
  /** The client's address, whose share of the screenshot readers this reading counts against. */
  clientKey: string;
}

export const NO_TEXT_IN_SCREENSHOT_MESSAGE =
  'No text could be read from this screenshot. Please send a clearer screenshot, or type or paste the message instead.';

export type AnalysisService = ReturnType<typeof createAnalysisService>;

export function createAnalysisService(deps: AnalysisServiceDeps) {
  async function analyzeAndStore(
    request: AnalysisContext & { inputType: InputType; text: string },
  ): Promise<AnalyzeResponse> {
    const now = deps.clock.now();
    const engine = deps.engine ?? inlineEngine;
    const engineResult = await engine.analyze(
      {
        text: request.text,
        inputType: request.inputType,
        ...(request.channel === undefined ? {} : { channel: request.channel }),
        ...(request.state === undefined ? {} : { state: request.state }),
      },
      currentModel(deps.model),
      { now, locale: request.language ?? 'en' },
    );
    const result = deps.communityLookup
      ? await addCommunitySignals(engineResult, deps.communityLookup, ENGINE_CATALOGS)
      : engineResult;
    const analysisId = newAnalysisId();
    await deps.repository.insert({
      id: analysisId,
      userId: request.userId,
      inputType: request.inputType,
      channel: request.channel,
      state: request.state,
      text: request.userId === null ? null : request.text,
      result,
      createdAt: now,
    });
    return { result, analysisId };
  }

  return {
    analyzeText(request: TextAnalysisRequest): Promise<AnalyzeResponse> {
      return analyzeAndStore(request);
    },

    /** Upload checks first (nothing is decoded before), then OCR, then the engine on what was read. */
    async analyzeScreenshot(request: ScreenshotAnalysisRequest): Promise<AnalyzeResponse> {
      const checked = checkImageUpload(request.image, deps.uploadLimits);
      if (!checked.ok) throw uploadRefusalError(checked, 'screenshot', deps.uploadLimits);
      const read = () => deps.ocr.readText(request.image);
      const reading = await (deps.screenshotBudget?.run(request.clientKey, read) ?? read()).catch(
        (error: unknown) => {
          throw toOcrAppError(error);
        },
      );
      // A link hidden in a QR code is analysed with the text around it.
      const text = [reading.text.trim(), ...reading.qrUrls]
        .filter((part) => part.length > 0)
        .join('\n');
      if (text.length === 0)
        throw new AppError('NO_TEXT_FOUND', 422, NO_TEXT_IN_SCREENSHOT_MESSAGE);
      // Issue 19: what was read is shown, so a misreading can be seen and corrected.
      const answer = await analyzeAndStore({ ...request, inputType: 'image', text });
      return { ...answer, readText: text };
    },
  };
}

function toOcrAppError(error: unknown): unknown {
  if (!(error instanceof OcrError)) return error;
  if (error.code === 'IMAGE_UNREADABLE') {
    return new AppError(
      'BAD_REQUEST',
      400,
      'The picture could not be read; it may be damaged. Please send a screenshot (PNG, JPEG, WebP or GIF).',
    );
  }
  return error;
}
