import type { Channel, InputType } from '@scambuddy/contracts';

/** The three entry cards of spec part 1 §2.3. */
export type AnalyzeMode = 'upload' | 'text' | 'transcript';

/** JSON body of POST /api/analyze for typed text or a call transcript (spec part 1 §7). */
export interface AnalyzeJsonBody {
  inputType: Exclude<InputType, 'image'>;
  text: string;
  state?: string;
  channel?: Channel;
}

/** The state and channel a request was sent with, so a corrected text keeps them (issue 19). */
export type RequestContext = Pick<AnalyzeJsonBody, 'state' | 'channel'>;

export type AnalysisRequest =
  | { kind: 'json'; body: AnalyzeJsonBody }
  | { kind: 'image'; form: FormData; context: RequestContext };

/** The §5 toast a refused form shows, as message keys of the analyze catalog. */
export interface ValidationProblem {
  titleKey: string;
  descriptionKey: string;
}

export type BuildResult =
  { ok: true; request: AnalysisRequest } | { ok: false; problem: ValidationProblem };

export interface FormValues {
  text: string;
  file: File | null;
  /** Empty when the optional selector was left alone. */
  state: string;
  channel: Channel | '';
}

const PROBLEMS: Record<AnalyzeMode, ValidationProblem> = {
  upload: { titleKey: 'validation.noFileTitle', descriptionKey: 'validation.noFileDescription' },
  text: { titleKey: 'validation.noTextTitle', descriptionKey: 'validation.noTextDescription' },
  transcript: {
    titleKey: 'validation.noTranscriptTitle',
    descriptionKey: 'validation.noTranscriptDescription',
  },
};

/**
 * Spec part 1 §5: text is trimmed before sending; state and channel are optional and left out
 * when empty; the phone form always sends channel phone. A call transcript goes as inputType
 * `transcript` so the engine reads it as a call (issue 4).
 */
export function buildAnalysisRequest(mode: AnalyzeMode, values: FormValues): BuildResult {
  if (mode === 'upload') {
    if (!values.file) return { ok: false, problem: PROBLEMS.upload };
    const form = new FormData();
    form.append('image', values.file);
    form.append('inputType', 'image');
    const context: RequestContext = {};
    if (values.state) {
      form.append('state', values.state);
      context.state = values.state;
    }
    if (values.channel) {
      form.append('channel', values.channel);
      context.channel = values.channel;
    }
    return { ok: true, request: { kind: 'image', form, context } };
  }
  const text = values.text.trim();
  if (!text) return { ok: false, problem: PROBLEMS[mode] };
  const body: AnalyzeJsonBody = { inputType: mode === 'text' ? 'text' : 'transcript', text };
  if (values.state) body.state = values.state;
  if (mode === 'transcript') body.channel = 'phone';
  else if (values.channel) body.channel = values.channel;
  return { ok: true, request: { kind: 'json', body } };
}

/** The state and channel of a request (no parsing: home's bundle carries no schema code). */
export function requestContext(request: AnalysisRequest): RequestContext {
  if (request.kind === 'image') return request.context;
  const { state, channel } = request.body;
  return { ...(state ? { state } : {}), ...(channel ? { channel } : {}) };
}
